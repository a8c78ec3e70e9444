import { z } from "zod";
import { type MessageId, messages } from "../messages.ts";
import { isoDaySchema } from "./dates.ts";
import { emailSchema, jsonText, optionalText, phoneSchema, requiredText } from "./fields.ts";
import { sexes, socialHandleSchema } from "./volunteer.ts";

/** Bank account (stored as JSON text): every field required; the account number digits only. */
export const bankAccountSchema = z.object({
  bank_name: requiredText(messages.invalidRequired.id),
  holder: requiredText(messages.invalidRequired.id),
  account_number: z
    .string({ error: messages.invalidRequired.id })
    .trim()
    .min(1, { error: messages.invalidRequired.id })
    .regex(/^\d{5,20}$/, { error: messages.bankAccountNumber.id }),
  branch: requiredText(messages.invalidRequired.id),
});
export type BankAccount = z.output<typeof bankAccountSchema>;

/** A withdrawal needs a complete bank account (docs/product/accounts.md#bank-account). */
export function isBankAccountComplete(
  bank: Partial<Record<keyof BankAccount, unknown>> | null | undefined,
): boolean {
  return bankAccountSchema.safeParse(bank ?? {}).success;
}

const optionalDay = z
  .union([z.literal(""), isoDaySchema], { error: messages.invalidDate.id })
  .optional()
  .transform((value) => (value ? value : undefined));

export const privateInformationSchema = z.object({
  gender: z
    .union([z.literal(""), z.enum(sexes)], { error: messages.sexRequired.id })
    .optional()
    .transform((value) => (value ? value : undefined)),
  dob: optionalDay,
  state: optionalText(100),
  city: optionalText(100),
  job: optionalText(100),
  institution: optionalText(100),
});

export const optionalInformationSchema = z.object({
  hobby: optionalText(200),
  affiliation: optionalText(200),
  motivation: optionalText(1000),
});

/** Donor profile form: fullname, e-mail (read-only, shown), phone_number, address. */
export const donorProfileSchema = z.object({
  fullname: requiredText(messages.invalidName.id),
  email: emailSchema,
  phone_number: phoneSchema,
  address: optionalText(300),
});
export type DonorProfileInput = z.input<typeof donorProfileSchema>;

/**
 * Call 7 (donor): fullname is not sent with the update (docs/product/accounts.md#profile); the e-mail names
 * the account.
 */
export const donorProfileUpdateSchema = z.object({
  email: emailSchema,
  phone_number: phoneSchema,
  address: optionalText(300),
});

/** Volunteer profile form; nested groups arrive as objects from the dashboard or JSON text from multipart. */
export const volunteerProfileSchema = z.object({
  first_name: requiredText(messages.invalidFirstName.id),
  last_name: requiredText(messages.invalidLastName.id),
  email: emailSchema,
  phone: phoneSchema,
  address: optionalText(300),
  private_information: jsonText(privateInformationSchema).optional(),
  social_media: socialHandleSchema,
  optional_information: jsonText(optionalInformationSchema).optional(),
});
export type VolunteerProfileInput = z.input<typeof volunteerProfileSchema>;

/** Call 7 (volunteer): fullname is built from first_name and last_name. */
export const volunteerProfileUpdateSchema = volunteerProfileSchema.transform((profile) => ({
  ...profile,
  fullname: volunteerFullname(profile.first_name, profile.last_name),
}));

export function volunteerFullname(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/** Bank form and its update call: the account as JSON text or an object. */
export const bankAccountUpdateSchema = z.object({
  email: emailSchema,
  bank_account: jsonText(bankAccountSchema),
});

/** Avatar upload (call 8): the file itself is checked by the API (type and size). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const avatarUploadSchema = z.object({
  email: emailSchema,
  avatarName: optionalText(200),
});

const requiredProfileFields = {
  donor: [
    ["fullname", messages.fieldFullname.id],
    ["email", messages.fieldEmail.id],
    ["phone_number", messages.fieldPhoneNumber.id],
  ],
  volunteer: [
    ["first_name", messages.fieldFirstName.id],
    ["last_name", messages.fieldLastName.id],
    ["email", messages.fieldEmail.id],
    ["phone", messages.fieldPhone.id],
  ],
} as const satisfies Record<"donor" | "volunteer", readonly (readonly [string, MessageId])[]>;

/**
 * Field-name message ids of the empty required fields, in form order, for
 * "Please fill out the following fields: {list}" (docs/product/accounts.md#profile). Empty list: the profile
 * is complete.
 */
export function missingProfileFields(
  role: "donor" | "volunteer",
  profile: Readonly<Record<string, unknown>> | null | undefined,
): MessageId[] {
  return requiredProfileFields[role]
    .filter(([field]) => {
      const value = profile?.[field];
      return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
    })
    .map(([, label]) => label);
}
