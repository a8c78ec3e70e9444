import { addDays, type IsoDay, isIsoDay } from "./dates.ts";
import { type MessageId, messages } from "./messages.ts";

/**
 * Gifts that arrive outside the site (docs/product/staff-console.md#gifts-outside-the-site): how they came,
 * how much, and which days staff may record. The form and the API share these rules.
 */
export const offlineGiftMethods = ["bank_transfer", "cash"] as const;
export type OfflineGiftMethod = (typeof offlineGiftMethods)[number];

/** The provider code of these gifts; their channel is the method. */
export const OFFLINE_PROVIDER = "offline";

/** Whole rupiah: below is a typo, above is a gift for the finance team, not a form (docs/decisions.md). */
export const OFFLINE_GIFT_MIN_AMOUNT = 1_000;
export const OFFLINE_GIFT_MAX_AMOUNT = 1_000_000_000;

/** How far back a gift's day may be: a year (366 days, so the same day last year still fits). */
export const OFFLINE_GIFT_MAX_AGE_DAYS = 366;

/** The proof: a picture (JPEG, PNG or WebP) or a PDF, at most this many bytes (under the API's 3 MB body). */
export const OFFLINE_PROOF_MAX_BYTES = 2_500_000;

/** Why a gift's day is refused, or null when it may be recorded (`today`: the Jakarta day now). */
export function offlineGiftDayProblem(day: string, today: IsoDay): MessageId | null {
  if (!isIsoDay(day)) return messages.offlineGiftDate.id;
  if (day > today) return messages.offlineGiftDateFuture.id;
  if (day < addDays(today, -OFFLINE_GIFT_MAX_AGE_DAYS)) return messages.offlineGiftDateTooOld.id;
  return null;
}
