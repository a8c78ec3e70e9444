import { z } from "zod";
import { type IsoDay, jakartaDay } from "../dates.ts";
import { type MessageId, messages } from "../messages.ts";
import { isoDaySchema } from "./dates.ts";
import { emailSchema, optionalText, phoneSchema, requiredText, requiredTick } from "./fields.ts";

export const sexes = ["female", "male"] as const;
export type Sex = (typeof sexes)[number];

/** A photo-sharing handle: an optional leading @ is dropped; letters, digits, dots, underscores, up to 30. */
export const socialHandleSchema = z
  .string({ error: messages.invalidSocialHandle.id })
  .trim()
  .transform((value) => value.replace(/^@/, ""))
  .pipe(z.string().regex(/^[A-Za-z0-9._]{0,30}$/, { error: messages.invalidSocialHandle.id }))
  .optional()
  .transform((value) => (value ? value : undefined));

/** Youngest and oldest age of a Fundraiser Buddy (docs/decisions/api.md, "Volunteer signup"). */
export const VOLUNTEER_MIN_AGE = 13;
export const VOLUNTEER_MAX_AGE = 120;

/** The same calendar day `years` earlier (29 February stays a string that compares right). */
function yearsBefore(day: IsoDay, years: number): IsoDay {
  return `${String(Number(day.slice(0, 4)) - years).padStart(4, "0")}${day.slice(4)}`;
}

/**
 * Why a date of birth cannot be a volunteer's on `today` (Jakarta), or null: in the future, younger
 * than 13, or 121 or older (a typo such as 1925 for 2005 is caught, a real age never).
 */
export function birthDateProblem(birthdate: IsoDay, today: IsoDay): MessageId | null {
  if (birthdate > today) return messages.invalidBirthDateFuture.id;
  if (birthdate > yearsBefore(today, VOLUNTEER_MIN_AGE)) return messages.invalidBirthDateAge.id;
  if (birthdate <= yearsBefore(today, VOLUNTEER_MAX_AGE + 1)) return messages.invalidBirthDateAge.id;
  return null;
}

/**
 * Volunteer signup (call 14, docs/product/fundraiser-buddy.md#volunteers). Required: first name, last name,
 * e-mail, phone, sex and the agreement to about 3 months of training; the rest is optional.
 */
export const volunteerSignupSchema = z.object({
  firstname: requiredText(messages.invalidFirstName.id),
  lastname: requiredText(messages.invalidLastName.id),
  email: emailSchema,
  phone: phoneSchema,
  sex: z.enum(sexes, { error: messages.sexRequired.id }),
  birthdate: z
    .union([z.literal(""), isoDaySchema], { error: messages.invalidDate.id })
    .optional()
    .transform((value) => (value ? value : undefined))
    .superRefine((value, context) => {
      const problem = value ? birthDateProblem(value, jakartaDay(new Date())) : null;
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  province: optionalText(100),
  city: optionalText(100),
  occupation: optionalText(100),
  institution: optionalText(100),
  hobby: optionalText(200),
  source: optionalText(200),
  motivation: optionalText(1000),
  instagram: socialHandleSchema,
  agreement: requiredTick(messages.invalidAgree.id),
});
export type VolunteerSignupInput = z.input<typeof volunteerSignupSchema>;
export type VolunteerSignup = z.output<typeof volunteerSignupSchema>;
