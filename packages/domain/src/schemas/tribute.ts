import { z } from "zod";
import { isIsoDay } from "../dates.ts";
import { messages } from "../messages.ts";
import {
  normalizeTributeText,
  TRIBUTE_MESSAGE_MAX_LENGTH,
  TRIBUTE_NAME_MAX_LENGTH,
  tributeLocales,
  tributeMessages,
  tributeOccasions,
} from "../tributes.ts";
import { emailSchemaWith, formBoolean } from "./fields.ts";

const invalid = { error: messages.errorValidation.id };

/** Plain text normalized like a wall message, at most `max` characters; blank is none. */
function tributeText(max: number) {
  return z
    .string(invalid)
    .max(max * 8, { error: messages.invalidTooLong.id })
    .transform(normalizeTributeText)
    .refine((text) => [...text].length <= max, { error: messages.invalidTooLong.id })
    .optional()
    .transform((text) => (text ? text : undefined));
}

/** A card's day: `YYYY-MM-DD` (whether it is today or later, at most a year ahead, needs the clock). */
export const tributeDaySchema = z
  .string({ error: tributeMessages.invalidTributeDay.id })
  .refine(isIsoDay, { error: tributeMessages.invalidTributeDay.id });

const blankToUndefined = <T>(value: T | "" | undefined) => (value ? value : undefined);

/**
 * Call 3's optional fields of a gift in someone's name (docs/product/donation-flow.md#gifts-in-someones-name):
 * `tribute_occasion` (honour or memory; blank is no tribute), the person's `tribute_name` and optional
 * `tribute_email`, `tribute_message`, the card's day `tribute_send_on`, its language `tribute_locale`
 * (default the donor's) and `tribute_show_amount` (a checkbox).
 */
export const tributePaymentFields = {
  tribute_occasion: z
    .union([z.literal(""), z.enum(tributeOccasions)], invalid)
    .optional()
    .transform(blankToUndefined),
  tribute_name: tributeText(TRIBUTE_NAME_MAX_LENGTH),
  tribute_email: z
    .union([z.literal(""), emailSchemaWith(messages.invalidInvalidEmail.id, messages.invalidInvalidEmail.id)])
    .optional()
    .transform(blankToUndefined),
  tribute_message: tributeText(TRIBUTE_MESSAGE_MAX_LENGTH),
  tribute_send_on: z
    .union([z.literal(""), tributeDaySchema])
    .optional()
    .transform(blankToUndefined),
  tribute_locale: z
    .union([z.literal(""), z.enum(tributeLocales)], invalid)
    .optional()
    .transform(blankToUndefined),
  tribute_show_amount: formBoolean.optional(),
};

/** The donor's change of a card's day (dashboard history). */
export const tributeDayChangeSchema = z.object({ send_on: tributeDaySchema }).strict();
