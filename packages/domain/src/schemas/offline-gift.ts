import { z } from "zod";
import { messages } from "../messages.ts";
import { OFFLINE_GIFT_MAX_AMOUNT, OFFLINE_GIFT_MIN_AMOUNT, offlineGiftMethods } from "../offline-gifts.ts";
import { campaignSlugSchema, emailSchema, MAX_NAME_LENGTH, normalizePhone } from "./fields.ts";
import { staffReasonSchema } from "./staff.ts";

const amountProblem = { error: messages.offlineGiftAmount.id };

/** Whole rupiah as digits (a form's text) or a number; no sign, no decimals, within the limits. */
const offlineAmountSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,13}$/, amountProblem),
    ],
    amountProblem,
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int(amountProblem)
      .min(OFFLINE_GIFT_MIN_AMOUNT, amountProblem)
      .max(OFFLINE_GIFT_MAX_AMOUNT, amountProblem),
  );

/** A phone is optional for these gifts: blank is none; anything typed must be a phone `normalizePhone` reads. */
const optionalPhoneSchema = z
  .string({ error: messages.invalidPhoneFormat.id })
  .trim()
  .max(40, { error: messages.invalidPhoneFormat.id })
  .transform((value, ctx): string | null => {
    if (value === "") return null;
    const phone = normalizePhone(value);
    if (phone === null) ctx.addIssue({ code: "custom", message: messages.invalidPhoneFormat.id });
    return phone;
  })
  .optional();

/** A form sends every field: a blank one (a donor found by search leaves the new donor's empty) is none. */
function blankIsNone<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

/** Names shown in the console, mails and exports: no control characters (they break lines and cells). */
const donorNameSchema = z
  .string({ error: messages.invalidName.id })
  .trim()
  .min(1, { error: messages.invalidName.id })
  .max(MAX_NAME_LENGTH, { error: messages.invalidNameTooLong.id })
  .regex(/^\P{Cc}*$/u, { error: messages.invalidName.id });

/**
 * POST /v1/admin/offline-gifts, the form's text fields (the proof is the multipart `proof` file): an existing
 * donor (`donor_id`, from donor support) or a new one (`fullname`, `email`, optional `phone`, `locale` for
 * the mails), the day it arrived (checked against today by `offlineGiftDayProblem`), the amount, the campaign
 * (blank: the general fund), the method and the reason kept in the audit log.
 */
export const offlineGiftFormSchema = z
  .object({
    donor_id: z
      .string()
      .trim()
      .max(80)
      .optional()
      .transform((value) => value || undefined),
    fullname: blankIsNone(donorNameSchema),
    email: blankIsNone(emailSchema),
    phone: optionalPhoneSchema,
    locale: z.enum(["id", "en"], { error: messages.errorValidation.id }).optional(),
    date: z
      .string({ error: messages.offlineGiftDate.id })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, {
        error: messages.offlineGiftDate.id,
      }),
    amount: offlineAmountSchema,
    campaign: z
      .union([z.literal(""), campaignSlugSchema])
      .optional()
      .transform((value) => value || null),
    method: z.enum(offlineGiftMethods, { error: messages.offlineGiftMethod.id }),
    reason: staffReasonSchema,
  })
  .superRefine((form, ctx) => {
    if (form.donor_id) return;
    if (!form.fullname)
      ctx.addIssue({ code: "custom", path: ["fullname"], message: messages.invalidName.id });
    if (!form.email)
      ctx.addIssue({ code: "custom", path: ["email"], message: messages.invalidEmptyEmail.id });
  });
export type OfflineGiftFormInput = z.input<typeof offlineGiftFormSchema>;
export type OfflineGiftForm = z.output<typeof offlineGiftFormSchema>;
