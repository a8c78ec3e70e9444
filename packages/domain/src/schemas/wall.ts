import { z } from "zod";
import {
  normalizeWallMessage,
  WALL_MESSAGE_MAX_LENGTH,
  WALL_PAGE_MAX,
  wallDisplays,
  wallMessageLength,
  wallReportReasons,
} from "../donor-wall.ts";
import { messages } from "../messages.ts";
import { formBoolean, formInteger } from "./fields.ts";

const invalid = { error: messages.errorValidation.id };

/** A wall message typed in the donation flow: plain text, normalized, ≤ 280 characters; blank is none. */
export const wallMessageTextSchema = z
  .string(invalid)
  .max(WALL_MESSAGE_MAX_LENGTH * 8, { error: messages.invalidTooLong.id })
  .transform(normalizeWallMessage)
  .refine((text) => wallMessageLength(text) <= WALL_MESSAGE_MAX_LENGTH, {
    error: messages.invalidTooLong.id,
  });

/**
 * Call 3's optional donor-wall fields (docs/product/fundraisers.md#donor-wall): `wall_message` (plain
 * text), `wall_display` (full, first or anonymous) and `wall_show_amount` (a form checkbox). A gift is on
 * the wall when it carries a message or a display; a message without a display shows no name.
 */
export const wallPaymentFields = {
  wall_message: wallMessageTextSchema.optional().transform((text) => (text ? text : undefined)),
  wall_display: z
    .union([z.literal(""), z.enum(wallDisplays)], invalid)
    .optional()
    .transform((display) => (display ? display : undefined)),
  wall_show_amount: formBoolean.optional(),
};

/** A wall read's query: `before` (the previous page's `next_before`) and `limit` (1-50). */
export const wallQuerySchema = z.object({
  before: z.string(invalid).min(1, invalid).max(200, invalid).optional(),
  limit: formInteger().min(1, invalid).max(WALL_PAGE_MAX, invalid).optional(),
});

/** A visitor's report of a message or a page. */
export const wallReportSchema = z.object({ reason: z.enum(wallReportReasons, invalid) });
