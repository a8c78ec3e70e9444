import { z } from "zod";
import { messages } from "../messages.ts";
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
    .transform((value) => (value ? value : undefined)),
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
