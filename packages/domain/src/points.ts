import { type MessageId, messages } from "./messages.ts";
import type { Rupiah } from "./money.ts";

/**
 * Points carry 2 decimals (docs/product/fundraiser-buddy.md#points-ledger; numeric(12,2)). In code they are
 * integer hundredths (`12.50` points = 1250), so every sum and comparison is exact.
 */
export type PointHundredths = number;

const HUNDRED = 100;

/** `"12.5"`, `"12.50"`, `"12"`, `12.5` -> 1250; more than 2 decimals, signs or text -> null. */
export function parsePoints(input: string | number): PointHundredths | null {
  const text = typeof input === "number" ? (Number.isFinite(input) ? String(input) : "") : input.trim();
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  const value = whole * HUNDRED + fraction;
  return Number.isSafeInteger(value) ? value : null;
}

/** 1250 -> `"12.50"` (always 2 decimals, dot separator; the API and the screens show points this way). */
export function formatPoints(points: PointHundredths): string {
  const sign = points < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(points));
  const whole = Math.floor(abs / HUNDRED);
  const fraction = String(abs % HUNDRED).padStart(2, "0");
  return `${sign}${whole}.${fraction}`;
}

/** Whole points to hundredths (for constants such as minimums and item costs). */
export function wholePoints(points: number): PointHundredths {
  return points * HUNDRED;
}

/** 1 point per Rp 1.000 of a successful referred donation, floored to 2 decimals (Rp 10 = 0.01 point). */
export function pointsForDonation(amount: Rupiah): PointHundredths {
  return Math.max(0, Math.floor(Math.trunc(amount) / 10));
}

/**
 * Active points = point - withdrawal_point - withdrawal_hold, never below zero
 * (docs/product/fundraiser-buddy.md#points-ledger).
 */
export function activePoints(
  point: PointHundredths,
  withdrawalPoint: PointHundredths,
  withdrawalHold: PointHundredths,
): PointHundredths {
  return Math.max(0, point - withdrawalPoint - withdrawalHold);
}

/**
 * Prize value (docs/product/fundraiser-buddy.md#volunteer-page): points divided by donors, 2 decimals,
 * rounded half up in integer math; 0 when there are no donors.
 */
export function prizeValue(points: PointHundredths, donorsPerPage: number): PointHundredths {
  const donors = Math.trunc(donorsPerPage);
  if (donors <= 0 || points <= 0) return 0;
  const remainder = points % donors;
  const quotient = (points - remainder) / donors;
  return remainder * 2 >= donors ? quotient + 1 : quotient;
}

/**
 * A point is worth Rp 100 when withdrawn (docs/product/fundraiser-buddy.md#earning-points), so one hundredth
 * is Rp 1.
 */
export const RUPIAH_PER_POINT = 100;

export function pointsToRupiah(points: PointHundredths): Rupiah {
  return (points * RUPIAH_PER_POINT) / HUNDRED;
}

/**
 * Point donation: custom value from 10 up to the available points
 * (docs/product/fundraiser-buddy.md#spending-points).
 */
export const POINT_DONATE_MIN: PointHundredths = wholePoints(10);
/** Point withdrawal: custom value from 100 up to the available points. */
export const POINT_WITHDRAW_MIN: PointHundredths = wholePoints(100);

export interface PointOption {
  readonly point: PointHundredths;
  readonly pointText: string;
}

function pointOption(whole: number): PointOption {
  const point = wholePoints(whole);
  return { point, pointText: formatPoints(point) };
}

export const pointDonatePresets: readonly PointOption[] = [10, 25, 50, 100].map(pointOption);
export const pointWithdrawPresets: readonly PointOption[] = [100, 250, 500, 1000].map(pointOption);

/** Presets at or above the available points are disabled. */
export function pointPresetDisabled(preset: PointHundredths, available: PointHundredths): boolean {
  return preset >= available;
}

export const redeemItemIds = ["tote-bag", "tumbler", "t-shirt", "tree-certificate"] as const;
export type RedeemItemId = (typeof redeemItemIds)[number];

export interface RedeemItem {
  readonly value: RedeemItemId;
  /** Cost in hundredths. */
  readonly points: PointHundredths;
  readonly label: MessageId;
  /** Sent by post: the request needs a shipping address (docs/decisions/points.md#physical-rewards). */
  readonly shipped: boolean;
  /** Comes in sizes: the request needs one of `tShirtSizes`. */
  readonly sized: boolean;
}

export const tShirtSizes = ["S", "M", "L", "XL", "XXL"] as const;
export type TShirtSize = (typeof tShirtSizes)[number];

/** Where a physical reward goes: the volunteer's phone number is the courier's. */
export interface RedeemShipping {
  address: string;
  postal_code: string;
  phone: string;
  size?: TShirtSize;
}

/**
 * docs/product/fundraiser-buddy.md#spending-points: tote bag 150, tumbler 300, t-shirt 500, adopt-a-tree
 * certificate 1000.
 */
export const redeemItems: readonly RedeemItem[] = [
  {
    value: "tote-bag",
    points: wholePoints(150),
    label: messages.redeemToteBag.id,
    shipped: true,
    sized: false,
  },
  {
    value: "tumbler",
    points: wholePoints(300),
    label: messages.redeemTumbler.id,
    shipped: true,
    sized: false,
  },
  { value: "t-shirt", points: wholePoints(500), label: messages.redeemTShirt.id, shipped: true, sized: true },
  {
    value: "tree-certificate",
    points: wholePoints(1000),
    label: messages.redeemTreeCertificate.id,
    shipped: false,
    sized: false,
  },
];

export function findRedeemItem(value: string): RedeemItem | undefined {
  return redeemItems.find((item) => item.value === value);
}

/** Options costing more than the available points are disabled. */
export function redeemOptionDisabled(item: RedeemItem, available: PointHundredths): boolean {
  return item.points > available;
}

/**
 * The redeem request carries item and amount joined by a dash (call 24): `tumbler-300`. Amount in whole
 * points.
 */
export function formatRedeemRequest(item: RedeemItemId, amount: PointHundredths): string {
  return `${item}-${formatWholeOrDecimal(amount)}`;
}

function formatWholeOrDecimal(points: PointHundredths): string {
  return points % HUNDRED === 0 ? String(points / HUNDRED) : formatPoints(points);
}

/** Form fields of call 24 for a chosen item (`tumbler` -> `item: tumbler-300`, `amount: 300.00`). */
export function toRedeemRequestFields(email: string, item: RedeemItemId): Record<string, string> {
  const catalogue = findRedeemItem(item);
  if (!catalogue) throw new Error(`Unknown redeem item: ${item}`);
  return { email, item: formatRedeemRequest(item, catalogue.points), amount: formatPoints(catalogue.points) };
}

/** `"tumbler-300"` -> { item: "tumbler", amount: 30000 }; item names may contain dashes, so split at the last. */
export function parseRedeemRequest(text: string): { item: RedeemItemId; amount: PointHundredths } | null {
  const cut = text.lastIndexOf("-");
  if (cut <= 0) return null;
  const item = findRedeemItem(text.slice(0, cut));
  const amount = parsePoints(text.slice(cut + 1));
  if (!item || amount === null) return null;
  return { item: item.value, amount };
}

/** Ledger entries (docs/product/fundraiser-buddy.md#points-ledger). */
export const pointTransactionTypes = ["earn", "donate", "withdraw", "redeem", "adjust"] as const;
export type PointTransactionType = (typeof pointTransactionTypes)[number];

export const pointTransactionStatuses = ["pending", "approved", "rejected"] as const;
export type PointTransactionStatus = (typeof pointTransactionStatuses)[number];

export const pointTransactionTypeLabels: Record<PointTransactionType, MessageId> = {
  earn: messages.pointTypeEarn.id,
  donate: messages.pointTypeDonate.id,
  withdraw: messages.pointTypeWithdraw.id,
  redeem: messages.pointTypeRedeem.id,
  adjust: messages.pointTypeAdjust.id,
};

export const pointTransactionStatusLabels: Record<PointTransactionStatus, MessageId> = {
  pending: messages.pointStatusPending.id,
  approved: messages.pointStatusApproved.id,
  rejected: messages.pointStatusRejected.id,
};

/** Spending transactions hold points while pending; approval deducts them, rejection releases them. */
export function isSpending(type: PointTransactionType): boolean {
  return type === "donate" || type === "withdraw" || type === "redeem";
}
