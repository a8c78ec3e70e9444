import type { DonatePointsInput, ResponseOf, WithdrawPointsInput } from "@rimbun/contract";
import {
  findRedeemItem,
  formatPoints,
  formatRedeemRequest,
  type RedeemItemId,
  type RedeemShipping,
} from "@rimbun/domain/points";
import { type ApiClientConfig, call } from "./http.ts";

export type {
  Incentive,
  Leaderboard,
  LeaderboardRow,
  MaskedDonor,
  PointEntryStatus,
  PointEntryType,
  PointHistoryItem,
  PointRequestResult,
  PointsText,
  VolunteerStats,
} from "@rimbun/contract";

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
): Promise<ResponseOf<"getVolunteerStats">> {
  return call(config, "getVolunteerStats", "/v1/donations/point", {
    query: volunteerQuery(query),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Call 20: GET /v1/donations/incentive (`page` is 1-based). */
export function getIncentive(
  config: ApiClientConfig,
  query: VolunteerQuery & { page?: number } = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getIncentive">> {
  return call(config, "getIncentive", "/v1/donations/incentive", {
    query: { ...volunteerQuery(query), page: query.page },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Call 21: GET /v1/donations/leaderboard; the period applies only when both month and year are given. */
export function getLeaderboard(
  config: ApiClientConfig,
  period: { month?: number | undefined; year?: number | undefined } = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getLeaderboard">> {
  return call(config, "getLeaderboard", "/v1/donations/leaderboard", {
    query: { month: period.month, year: period.year },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Call 22: POST /v1/donations/vdonate (form email, amount as points text, at least 10). */
export function donatePoints(
  config: ApiClientConfig,
  input: DonatePointsInput,
): Promise<ResponseOf<"donatePoints">> {
  return call(config, "donatePoints", "/v1/donations/vdonate", { method: "POST", form: input });
}

/** Call 23: POST /v1/donations/vwithdraw (at least 100; needs a complete bank account: `bank.incomplete`). */
export function withdrawPoints(
  config: ApiClientConfig,
  input: WithdrawPointsInput,
): Promise<ResponseOf<"withdrawPoints">> {
  return call(config, "withdrawPoints", "/v1/donations/vwithdraw", { method: "POST", form: input });
}

/**
 * Call 24: POST /v1/donations/vredeem with `item-amount` (e.g. `tumbler-300`) and amount
 * (docs/product/fundraiser-buddy.md#spending-points).
 */
export function redeemPoints(
  config: ApiClientConfig,
  input: { email: string; item: RedeemItemId; shipping?: RedeemShipping },
): Promise<ResponseOf<"redeemPoints">> {
  const catalogue = findRedeemItem(input.item);
  if (!catalogue) throw new Error(`Unknown redeem item: ${input.item}`);
  // A physical reward sends where it goes; the API refuses it without (docs/decisions/points.md#physical-rewards).
  const shipping: Record<string, string> = input.shipping ? { ...input.shipping } : {};
  return call(config, "redeemPoints", "/v1/donations/vredeem", {
    method: "POST",
    form: {
      email: input.email,
      item: formatRedeemRequest(catalogue.value, catalogue.points),
      amount: formatPoints(catalogue.points),
      ...shipping,
    },
  });
}
