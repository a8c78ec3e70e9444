import { type MessageId, messages } from "./messages.ts";
import {
  activePoints,
  findRedeemItem,
  isSpending,
  POINT_DONATE_MIN,
  POINT_WITHDRAW_MIN,
  type PointHundredths,
  type PointTransactionStatus,
  type PointTransactionType,
} from "./points.ts";

/**
 * The point ledger (docs/product/fundraiser-buddy.md#points-ledger) as pure functions. Entries are the rows
 * of the ledger; points are positive hundredths for earning and spending, and signed for `adjust` (a staff
 * correction may take points away).
 */
export interface LedgerEntry {
  readonly type: PointTransactionType;
  readonly status: PointTransactionStatus;
  readonly points: PointHundredths;
  readonly createdAt: Date | string;
}

/**
 * The incentive summary: point, withdrawal point, on hold and active
 * (docs/product/fundraiser-buddy.md#points-ledger).
 */
export interface LedgerSummary {
  /** Earned points plus approved adjustments. */
  readonly point: PointHundredths;
  /** Approved spending (donate, withdraw, redeem). */
  readonly withdrawalPoint: PointHundredths;
  /** Pending spending: on hold. */
  readonly withdrawalHold: PointHundredths;
  /** point - withdrawalPoint - withdrawalHold, never below zero. */
  readonly active: PointHundredths;
}

function createdTime(entry: LedgerEntry): number {
  return typeof entry.createdAt === "string" ? Date.parse(entry.createdAt) : entry.createdAt.getTime();
}

/**
 * Sums a user's entries. Only approved earnings count (an earning still pending, e.g. for a payment
 * not yet confirmed, is not spendable); rejected entries count nowhere. `asOf` leaves out entries
 * created after it.
 */
export function ledgerSummary(entries: readonly LedgerEntry[], options: { asOf?: Date } = {}): LedgerSummary {
  let point = 0;
  let withdrawalPoint = 0;
  let withdrawalHold = 0;
  const until = options.asOf?.getTime() ?? Number.POSITIVE_INFINITY;
  for (const entry of entries) {
    if (createdTime(entry) > until || entry.status === "rejected") continue;
    if (isSpending(entry.type)) {
      if (entry.status === "approved") withdrawalPoint += entry.points;
      else withdrawalHold += entry.points;
    } else if (entry.status === "approved") {
      point += entry.points;
    }
  }
  return {
    point,
    withdrawalPoint,
    withdrawalHold,
    active: activePoints(point, withdrawalPoint, withdrawalHold),
  };
}

/** A spending of `points` fits: positive, whole hundredths, and at most the active points. */
export function canSpend(summary: LedgerSummary, points: PointHundredths): boolean {
  return Number.isSafeInteger(points) && points > 0 && points <= summary.active;
}

export type SpendingType = "donate" | "withdraw" | "redeem";

export type LedgerDecision<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: MessageId };

/**
 * A donate, withdraw or redeem request as a pending entry that holds its points (calls 22-24). The
 * minimums of docs/product/fundraiser-buddy.md#spending-points apply; a redemption must cost exactly its
 * item's price. The API checks this inside the lock on the user's ledger, so simultaneous requests cannot
 * overspend.
 */
export function requestSpending(
  summary: LedgerSummary,
  request: { type: SpendingType; points: PointHundredths; createdAt: Date | string; item?: string },
): LedgerDecision<LedgerEntry> {
  const { type, points } = request;
  if (!Number.isSafeInteger(points) || points <= 0) return { ok: false, error: messages.pointsInvalid.id };
  if (type === "donate" && points < POINT_DONATE_MIN) return { ok: false, error: messages.pointsMin.id };
  if (type === "withdraw" && points < POINT_WITHDRAW_MIN) {
    return { ok: false, error: messages.pointsWithdrawMin.id };
  }
  if (type === "redeem") {
    const item = request.item === undefined ? undefined : findRedeemItem(request.item);
    if (!item || item.points !== points) return { ok: false, error: messages.redeemRequired.id };
    if (!canSpend(summary, points)) return { ok: false, error: messages.redeemTooExpensive.id };
  }
  if (!canSpend(summary, points)) return { ok: false, error: messages.pointsMax.id };
  return { ok: true, value: { type, status: "pending", points, createdAt: request.createdAt } };
}

/**
 * Approves a pending entry. For spending, the held points become spent (active points stay the
 * same). A pending earning or adjustment adds to the points; a negative adjustment is refused when it
 * would take active points below zero.
 */
export function approveEntry<E extends LedgerEntry>(entry: E, summary: LedgerSummary): LedgerDecision<E> {
  if (entry.status !== "pending") return { ok: false, error: messages.pointsAlreadyDecided.id };
  const uncovered = summary.point - summary.withdrawalPoint - summary.withdrawalHold;
  if (!isSpending(entry.type) && uncovered + entry.points < 0) {
    return { ok: false, error: messages.pointsMax.id };
  }
  // A refund after the request can leave its held points without earnings behind them (a debt):
  // such a payout or gift is not approved; staff reject it, which releases the hold.
  if (isSpending(entry.type) && uncovered < 0) return { ok: false, error: messages.pointsMax.id };
  return { ok: true, value: { ...entry, status: "approved" } };
}

/** Rejects a pending entry: held points are released, a pending earning never counts. */
export function rejectEntry<E extends LedgerEntry>(entry: E): LedgerDecision<E> {
  if (entry.status !== "pending") return { ok: false, error: messages.pointsAlreadyDecided.id };
  return { ok: true, value: { ...entry, status: "rejected" } };
}
