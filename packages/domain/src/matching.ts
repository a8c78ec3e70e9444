/**
 * Matching pledges (docs/product/campaigns.md#matching-pledges): a partner adds `ratio` rupiah per rupiah
 * given to a campaign, up to a cap, on a period of Jakarta days. The API allocates with these rules in the
 * payment's transaction; the site and the dashboard show them.
 */

/** 1: the partner doubles each gift; 2: triples it. */
export const matchingRatios = [1, 2] as const;
export type MatchingRatio = (typeof matchingRatios)[number];

/** The smallest and largest cap staff may set, rupiah. */
export const MATCHING_CAP_MIN = 10_000;
export const MATCHING_CAP_MAX = 100_000_000_000;

export interface PledgeState {
  ratio: number;
  cap: number;
  used: number;
  /** YYYY-MM-DD, Jakarta days, both included. */
  startsOn: string;
  endsOn: string;
  /** Ended early by staff. */
  ended: boolean;
}

/** What the partner adds to a gift: the gift times the ratio, never more than the cap has left (0 when none). */
export function matchFor(gift: number, ratio: number, capLeft: number): number {
  if (!Number.isSafeInteger(gift) || gift <= 0 || capLeft <= 0) return 0;
  return Math.max(0, Math.min(gift * ratio, capLeft));
}

/** A pledge matches gifts paid on `day` (Jakarta): within its period, not ended, with cap left. */
export function pledgeMatchesOn(pledge: PledgeState, day: string): boolean {
  return !pledge.ended && pledge.startsOn <= day && day <= pledge.endsOn && pledge.used < pledge.cap;
}

/** How much of the pledge is used, whole percent (0-100). */
export function pledgeUsedPercent(used: number, cap: number): number {
  if (cap <= 0) return 100;
  return Math.min(100, Math.floor((used / cap) * 100));
}

/** The pledges' periods on one campaign may not overlap (one runs at a time, docs/decisions.md). */
export function periodsOverlap(
  a: { startsOn: string; endsOn: string },
  b: { startsOn: string; endsOn: string },
): boolean {
  return a.startsOn <= b.endsOn && b.startsOn <= a.endsOn;
}
