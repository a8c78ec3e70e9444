import { z } from "zod";
import { VOLUNTEER_STATS_PAGE_SIZE } from "../constants.ts";
import { startNotAfterEnd } from "../dates.ts";
import { HISTORY_FETCH_LIMIT } from "../history.ts";
import { LEADERBOARD_FIRST_YEAR } from "../leaderboard.ts";
import { messages } from "../messages.ts";
import { optionalDateRangeShape } from "./dates.ts";
import { emailSchema, formInteger } from "./fields.ts";

const invalid = { error: messages.errorValidation.id };

/** The most rows one list call returns; `limit=0` asks for this many. */
export const MAX_LIST_LIMIT = 1000;

const limitSchema = (fallback: number) =>
  formInteger().pipe(z.number().min(0, invalid).max(MAX_LIST_LIMIT, invalid)).default(fallback);

const orderSchema = z
  .string(invalid)
  .toUpperCase()
  .pipe(z.enum(["ASC", "DESC"], invalid))
  .default("DESC");

/** `limit=0` means everything up to the cap (call 18; the history asks for it). */
export function effectiveLimit(limit: number): number {
  return limit === 0 ? MAX_LIST_LIMIT : limit;
}

/** Call 6: GET /payment/check?channel=&pgid= (no token). Missing either -> the INVALID state. */
export const paymentCheckQuerySchema = z.object({
  channel: z.string(invalid).trim().min(1, invalid).max(40, invalid),
  pgid: z.string(invalid).trim().min(1, invalid).max(200, invalid),
});

/** Call 18: GET /v1/donations (history). */
export const donationHistoryQuerySchema = z
  .object({
    search: emailSchema,
    searchBy: z.literal("donations.email", invalid).default("donations.email"),
    order: orderSchema,
    orderBy: z.literal("created_at", invalid).default("created_at"),
    limit: limitSchema(HISTORY_FETCH_LIMIT),
    ...optionalDateRangeShape,
  })
  .refine(startNotAfterEnd, { error: messages.invalidDateRange.id, path: ["endDate"] });
export type DonationHistoryQuery = z.output<typeof donationHistoryQuerySchema>;

/** Calls 19 (volunteer stats) and 20 (incentive): same query, page size 10. */
export const volunteerStatsQuerySchema = z
  .object({
    email: emailSchema,
    refCode: z.string(invalid).trim().min(1, invalid).max(20, invalid),
    refType: z.string(invalid).toUpperCase().pipe(z.literal("VOLUNTEER", invalid)).default("VOLUNTEER"),
    order: orderSchema,
    orderBy: z.enum(["created_at", "amount", "point"], invalid).default("created_at"),
    limit: limitSchema(VOLUNTEER_STATS_PAGE_SIZE),
    ...optionalDateRangeShape,
  })
  .refine(startNotAfterEnd, { error: messages.invalidDateRange.id, path: ["endDate"] });
export type VolunteerStatsQuery = z.output<typeof volunteerStatsQuerySchema>;

/**
 * Call 21: GET /v1/donations/leaderboard?month=&year=: both for one month, neither for all time. One without
 * the other is 400 `leaderboard.yearNeeded` (a month alone once showed all time under a "Selected" label).
 */
export const leaderboardQuerySchema = z
  .object({
    month: formInteger().pipe(z.number().min(1, invalid).max(12, invalid)).optional(),
    year: formInteger().pipe(z.number().min(LEADERBOARD_FIRST_YEAR, invalid).max(9999, invalid)).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.month === undefined) === (query.year === undefined)) return;
    const path = query.year === undefined ? "year" : "month";
    ctx.addIssue({ code: "custom", message: messages.leaderboardYearNeeded.id, path: [path] });
  });
