import { findRedeemItem, formatPoints, formatRedeemRequest, type RedeemItemId } from "@rimbun/domain/points";
import type { ApiClientConfig } from "./http.ts";
import { call } from "./http.ts";

/** Points travel as decimal text with 2 places ("12.50"), never as floats. */
export type PointsText = string;

export interface VolunteerQuery {
  /** Defaults to the session's e-mail; another e-mail is for administrators only (else 403). */
  email?: string;
  /** Defaults to the volunteer's own referral code. */
  refCode?: string;
  /** Jakarta days `YYYY-MM-DD`, both inclusive. */
  startDate?: string;
  endDate?: string;
  limit?: number;
}

/** A donor brought in by the volunteer's referral code; the e-mail is masked by the API (`b****@mail.com`). */
export interface MaskedDonor {
  email: string;
  created_at: string;
  amount: number;
  donation_type: "single" | "boost" | "monthly" | "recurring";
}

/** Call 19 (SPEC 3 volunteer stats) for the chosen date range. */
export interface VolunteerStats {
  /** Points earned in the range. */
  point: PointsText;
  /** Rupiah of successful referred donations in the range. */
  donation: number;
  /** Number of distinct donors in the range (SPEC's donors per page). */
  total_per_page: number;
  /** Rupiah, `donation / total_per_page` rounded down (0 without donors). */
  avg_gift: number;
  /** Prize value: points divided by donors (SPEC 9), as points text. */
  prize_value: PointsText;
  /** Active points now (all time, SPEC 3). */
  active_point: PointsText;
  /** Points on hold now (pending spending). */
  hold_point: PointsText;
  /** Newest first, at most `limit` rows (default 10). */
  donors: MaskedDonor[];
}

function volunteerQuery(query: VolunteerQuery) {
  return {
    email: query.email,
    refCode: query.refCode,
    refType: "VOLUNTEER",
    order: "DESC",
    orderBy: "created_at",
    limit: query.limit,
    startDate: query.startDate,
    endDate: query.endDate,
  };
}

/** Call 19: GET /v1/donations/point. */
export function getVolunteerStats(
  config: ApiClientConfig,
  query: VolunteerQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<VolunteerStats> {
  return call(config, "/v1/donations/point", {
    query: volunteerQuery(query),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

export type PointEntryType = "earn" | "donate" | "withdraw" | "redeem" | "adjust";
export type PointEntryStatus = "pending" | "approved" | "rejected";

/** SPEC 3 point history item. */
export interface PointHistoryItem {
  id: string;
  /** Points of the entry (positive; the type says whether it adds or spends). */
  amount: PointsText;
  /** Rupiah behind the entry (the donation for `earn`, the payout for `withdraw`), or null. */
  rupiah: number | null;
  created_at: string;
  description: string;
  type: PointEntryType;
  status: PointEntryStatus;
  /** The administrator's note; null shows a dash. */
  notes_action: string | null;
}

/** Call 20: SPEC 3 incentive summary (all time) and one page (10) of the point history in the range. */
export interface Incentive {
  /** Points earned (approved earnings and adjustments). */
  point: PointsText;
  /** Approved spending. */
  withdrawal_point: { result: PointsText };
  /** Pending spending (on hold). */
  withdrawal_hold: { result: PointsText };
  withdrawal_data: { result: PointHistoryItem[] };
  /** point - withdrawal_point - withdrawal_hold, never below 0. */
  active: PointsText;
  on_hold: PointsText;
  /** 1-based page of the history and the number of pages (10 entries a page). */
  page: number;
  page_count: number;
  total: number;
}

/** Call 20: GET /v1/donations/incentive (`page` is 1-based). */
export function getIncentive(
  config: ApiClientConfig,
  query: VolunteerQuery & { page?: number } = {},
  options: { signal?: AbortSignal } = {},
): Promise<Incentive> {
  return call(config, "/v1/donations/incentive", {
    query: { ...volunteerQuery(query), page: query.page },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** SPEC 3 leaderboard entry with its 1-based rank. */
export interface LeaderboardRow {
  rank: number;
  /** Masked by the API (`b****@mail.com`), the caller's own too: use `is_me` to find the caller. */
  email: string;
  fullname: string;
  avatar: string | null;
  total_donor: number;
  total_donations: number;
  avg_gift: number;
  point: PointsText;
  /** This row is the caller (the API matches it by user id). */
  is_me: boolean;
}

export interface Leaderboard {
  /** `leaderboard.allTime` or `leaderboard.selected` (domain message ids). */
  label: string;
  period: { month: number; year: number } | null;
  /** Top 10 (ties: total donations, then earlier signup). */
  top: LeaderboardRow[];
  /** The caller's own rank (also when in the top 10); null for non-volunteers or nobody ranked. */
  own: LeaderboardRow | null;
}

/** Call 21: GET /v1/donations/leaderboard; the period applies only when both month and year are given. */
export function getLeaderboard(
  config: ApiClientConfig,
  period: { month?: number | undefined; year?: number | undefined } = {},
  options: { signal?: AbortSignal } = {},
): Promise<Leaderboard> {
  return call(config, "/v1/donations/leaderboard", {
    query: { month: period.month, year: period.year },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** What calls 22-24 answer: the pending ledger entry and the summary after it. */
export interface PointRequestResult {
  entry: PointHistoryItem;
  point: PointsText;
  active: PointsText;
  on_hold: PointsText;
}

/** Call 22: POST /v1/donations/vdonate (form email, amount as points text, at least 10). */
export function donatePoints(
  config: ApiClientConfig,
  input: { email: string; amount: PointsText },
): Promise<PointRequestResult> {
  return call(config, "/v1/donations/vdonate", { method: "POST", form: input });
}

/** Call 23: POST /v1/donations/vwithdraw (at least 100; needs a complete bank account: `bank.incomplete`). */
export function withdrawPoints(
  config: ApiClientConfig,
  input: { email: string; amount: PointsText },
): Promise<PointRequestResult> {
  return call(config, "/v1/donations/vwithdraw", { method: "POST", form: input });
}

/** Call 24: POST /v1/donations/vredeem with `item-amount` (e.g. `tumbler-300`) and amount, as SPEC 3. */
export function redeemPoints(
  config: ApiClientConfig,
  input: { email: string; item: RedeemItemId },
): Promise<PointRequestResult> {
  const catalogue = findRedeemItem(input.item);
  if (!catalogue) throw new Error(`Unknown redeem item: ${input.item}`);
  return call(config, "/v1/donations/vredeem", {
    method: "POST",
    form: {
      email: input.email,
      item: formatRedeemRequest(catalogue.value, catalogue.points),
      amount: formatPoints(catalogue.points),
    },
  });
}
