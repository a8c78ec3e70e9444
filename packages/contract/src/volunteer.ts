import { donationTypes } from "@rimbun/domain/donations";
import { leaderboardQuerySchema } from "@rimbun/domain/schemas";
import { z } from "zod";
import { pointHistoryItemSchema, pointsTextSchema } from "./points.ts";

/**
 * Calls 19 and 20 share one query. Documented as the wire sends it (text); the API judges it
 * with the domain's `volunteerStatsQuerySchema` after filling in the session's defaults.
 */
export const volunteerQuerySchema = z.object({
  email: z.string().optional().meta({ description: "Default: the session's e-mail (others: admin only)" }),
  refCode: z.string().optional().meta({ description: "Default: the volunteer's own referral code" }),
  refType: z.string().optional().meta({ example: "VOLUNTEER" }),
  order: z.string().optional().meta({ example: "DESC" }),
  orderBy: z.string().optional().meta({ example: "created_at" }),
  limit: z.string().optional().meta({ description: "Donor rows (default 10)" }),
  startDate: z.string().optional().meta({ example: "2026-11-01" }),
  endDate: z.string().optional().meta({ example: "2026-11-30" }),
  page: z.string().optional().meta({ description: "Call 20: 1-based history page (10 a page)" }),
});
export const getVolunteerStatsQuerySchema = volunteerQuerySchema;
export type GetVolunteerStatsQuery = z.input<typeof getVolunteerStatsQuerySchema>;
export const getIncentiveQuerySchema = volunteerQuerySchema;
export type GetIncentiveQuery = z.input<typeof getIncentiveQuerySchema>;

/** A donor brought in by the volunteer's referral code; the e-mail is masked by the API. */
export const maskedDonorSchema = z.object({
  email: z.string().meta({ example: "b****@mail.com" }),
  created_at: z.string(),
  amount: z.number().int(),
  donation_type: z.enum(donationTypes),
});
export type MaskedDonor = z.infer<typeof maskedDonorSchema>;

/** Call 19 (volunteer stats, docs/product/fundraiser-buddy.md#volunteer-page) for the chosen date range. */
export const volunteerStatsSchema = z
  .object({
    /** Points earned in the range. */
    point: pointsTextSchema,
    /** Rupiah of successful referred donations in the range. */
    donation: z.number().int(),
    /** Number of distinct donors in the range (the wire's "donors per page"). */
    total_per_page: z.number().int(),
    /** Rupiah, `donation / total_per_page` rounded down (0 without donors). */
    avg_gift: z.number().int(),
    /** Prize value: points divided by donors. */
    prize_value: pointsTextSchema,
    /** Active points now (all time). */
    active_point: pointsTextSchema,
    /** Points on hold now (pending spending). */
    hold_point: pointsTextSchema,
    /** Newest first, at most `limit` rows (default 10). */
    donors: z.array(maskedDonorSchema),
  })
  .meta({ id: "VolunteerStats" });
export type VolunteerStats = z.infer<typeof volunteerStatsSchema>;

/**
 * Call 20: the incentive summary (all time) and one page (10) of the point history
 * (docs/product/fundraiser-buddy.md#incentive-page).
 */
export const incentiveSchema = z
  .object({
    /** Points earned (approved earnings and adjustments). */
    point: pointsTextSchema,
    /** Approved spending. */
    withdrawal_point: z.object({ result: pointsTextSchema }),
    /** Pending spending (on hold). */
    withdrawal_hold: z.object({ result: pointsTextSchema }),
    withdrawal_data: z.object({ result: z.array(pointHistoryItemSchema) }),
    /** point - withdrawal_point - withdrawal_hold, never below 0. */
    active: pointsTextSchema,
    on_hold: pointsTextSchema,
    /** 1-based page of the history and the number of pages (10 entries a page). */
    page: z.number().int(),
    page_count: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "Incentive" });
export type Incentive = z.infer<typeof incentiveSchema>;

/** A leaderboard entry with its 1-based rank. */
export const leaderboardRowSchema = z
  .object({
    rank: z.number().int(),
    email: z.string().meta({ description: "Masked (`b****@mail.com`), also the caller's own" }),
    fullname: z.string(),
    avatar: z.string().nullable(),
    total_donor: z.number().int(),
    total_donations: z.number().int(),
    avg_gift: z.number().int(),
    point: pointsTextSchema,
    is_me: z.boolean().meta({ description: "This row is the caller (found by user id on the server)" }),
  })
  .meta({ id: "LeaderboardRow" });
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** Call 21: `?month=&year=`; the period applies only when both are given. */
export const getLeaderboardQuerySchema = leaderboardQuerySchema;
export type GetLeaderboardQuery = z.input<typeof getLeaderboardQuerySchema>;

/** Call 21: the top 10 and the caller's own rank (null for non-volunteers or nobody ranked). */
export const leaderboardSchema = z.object({
  /** `leaderboard.allTime` or `leaderboard.selected` (domain message ids). */
  label: z.string(),
  period: z.object({ month: z.number().int(), year: z.number().int() }).nullable(),
  top: z.array(leaderboardRowSchema),
  own: leaderboardRowSchema.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const volunteerResponses = {
  getVolunteerStats: volunteerStatsSchema,
  getIncentive: incentiveSchema,
  getLeaderboard: leaderboardSchema,
} as const;
