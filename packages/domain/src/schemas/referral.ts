import { z } from "zod";
import { messages } from "../messages.ts";
import { emailSchema } from "./fields.ts";

/** Our choice: 4-20 letters, digits, `-` or `_` (safe in a link without escaping). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{4,20}$/;

/** Referral code edit: not empty (`referral.empty`), then the format (`referral.invalid`). */
export const referralCodeSchema = z
  .string({ error: messages.referralEmpty.id })
  .trim()
  .min(1, { error: messages.referralEmpty.id })
  .regex(REFERRAL_CODE_PATTERN, { error: messages.referralInvalid.id });

/** Optional code on the donation form: blank is undefined. */
export const optionalReferralCodeSchema = z
  .string({ error: messages.referralInvalid.id })
  .trim()
  .optional()
  .refine((value) => !value || REFERRAL_CODE_PATTERN.test(value), { error: messages.referralInvalid.id })
  .transform((value) => (value ? value : undefined));

/** Whose code it is; the lookup answer and call 13's `ref_type`. Upper-case input (`VOLUNTEER`) is accepted. */
export const referralTypeSchema = z
  .string({ error: messages.errorValidation.id })
  .trim()
  .toLowerCase()
  .pipe(z.enum(["donor", "volunteer"], { error: messages.errorValidation.id }));
export type ReferralType = z.output<typeof referralTypeSchema>;

/** Call 4 query: GET /v1/referral?search=CODE&searchBy=referral_code. */
export const referralLookupQuerySchema = z.object({
  search: referralCodeSchema,
  searchBy: z.literal("referral_code", { error: messages.errorValidation.id }).default("referral_code"),
});

/** Referral change form (dashboard dialog). */
export const referralChangeFormSchema = z.object({ referral_code: referralCodeSchema });

/** Call 13: PUT /v1/users/referral, form email, referral_code, ref_type (the role). */
export const referralChangeRequestSchema = z.object({
  email: emailSchema,
  referral_code: referralCodeSchema,
  ref_type: referralTypeSchema,
});

/**
 * Edit allowed once: refused when referral_lock is 1
 * (docs/product/fundraiser-buddy.md#referral-links-and-codes).
 */
export function canChangeReferralCode(referralLock: number | boolean | string | null | undefined): boolean {
  return !(referralLock === 1 || referralLock === true || referralLock === "1");
}
