import type { Locale } from "./constants.ts";
import type { DonationKind } from "./donations.ts";
import { type MessageId, messages } from "./messages.ts";

/** Amounts are whole rupiah (docs/product/donation-flow.md#amounts). */
export type Rupiah = number;

/** Kinds with their own amount limits: the three donation kinds and the monthly amount edit. */
export type AmountKind = DonationKind | "recurringEdit";

export interface AmountLimit {
  readonly min: Rupiah;
  readonly max: Rupiah;
  /** Message shown when the amount is below `min`. */
  readonly minMessage: MessageId;
}

export const MAX_DONATION: Rupiah = 100_000_000;

/**
 * docs/product/donation-flow.md#amounts: monthly 10.000, single 50.000 (`amount50`), boost 10.000, recurring
 * edit 10.000; max 100.000.000.
 */
export const amountLimits: Record<AmountKind, AmountLimit> = {
  monthly: { min: 10_000, max: MAX_DONATION, minMessage: messages.amountMin.id },
  single: { min: 50_000, max: MAX_DONATION, minMessage: messages.amount50.id },
  boost: { min: 10_000, max: MAX_DONATION, minMessage: messages.amountMin.id },
  recurringEdit: { min: 10_000, max: MAX_DONATION, minMessage: messages.amountMin.id },
};

/**
 * The amount rule (docs/product/donation-flow.md#amounts) for a number or form text (`"Rp 50.000"`): set,
 * whole rupiah, within the kind's limits, or the message id of the first failing check. Plain code, so a
 * browser can check an amount without loading zod (the donation card); `amountSchemaFor` wraps it for the
 * schemas.
 */
export function checkAmount(
  kind: AmountKind,
  value: unknown,
): { ok: true; amount: Rupiah } | { ok: false; message: MessageId } {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
    return { ok: false, message: messages.amountRequired.id };
  }
  if (typeof value !== "number" && typeof value !== "string") {
    return { ok: false, message: messages.amountRequired.id };
  }
  if ((typeof value === "number" && value < 0) || (typeof value === "string" && hasMinusSign(value))) {
    return { ok: false, message: messages.amountNegative.id };
  }
  const amount = typeof value === "number" ? value : parseAmountInput(value);
  if (amount === null || !Number.isSafeInteger(amount) || amount < 0) {
    return { ok: false, message: messages.amountInvalid.id };
  }
  const limit = amountLimits[kind];
  if (amount < limit.min) return { ok: false, message: limit.minMessage };
  if (amount > limit.max) return { ok: false, message: messages.amountMax.id };
  return { ok: true, amount };
}

/**
 * The amount preselected after a type change is the type's minimum
 * (docs/product/donation-flow.md#donation-card).
 */
export function defaultAmount(kind: AmountKind): Rupiah {
  return amountLimits[kind].min;
}

/** A preset below the type's minimum is disabled (docs/product/donation-flow.md#amounts). */
export function presetDisabled(kind: AmountKind, amount: Rupiah): boolean {
  return amount < amountLimits[kind].min;
}

/**
 * Custom amount text to whole rupiah: a leading `Rp`, spaces and the language's grouping mark are
 * ignored (dots in Indonesian, commas in English; docs/decisions/words.md#rupiah); anything else
 * (letters, minus, a decimal part as in `10.000,50` or `10,000.50`) makes it null. Empty text is null.
 */
export function parseAmountInput(text: string, locale: Locale = "id"): Rupiah | null {
  const grouping = locale === "en" ? /[\s,\u00a0]/g : /[\s.\u00a0]/g;
  const cleaned = text.replace(/^\s*rp\.?/i, "").replace(grouping, "");
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isSafeInteger(value) ? value : null;
}

function hasMinusSign(text: string): boolean {
  return /[-\u2212\u2013]/.test(text);
}

/**
 * What a typed custom amount says, for a field that checks as the donor types: the amount, or the
 * refusal to show (a minus sign: `amount.negative`, never read as its digits; letters or a decimal
 * comma: `amount.invalid`). Empty text is no amount and no refusal.
 */
export function readAmountInput(
  text: string,
  locale: Locale = "id",
): { amount: Rupiah | null; refusal: MessageId | null } {
  if (text.trim() === "") return { amount: null, refusal: null };
  if (hasMinusSign(text)) return { amount: null, refusal: messages.amountNegative.id };
  const amount = parseAmountInput(text, locale);
  return amount === null ? { amount: null, refusal: messages.amountInvalid.id } : { amount, refusal: null };
}

/**
 * `1234567` -> `1.234.567` (Indonesian) or `1,234,567` (English); grouping written by hand so every
 * runtime agrees (docs/decisions/words.md#rupiah).
 */
export function groupThousands(value: number, locale: Locale): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return (value < 0 ? "-" : "") + groups.join(locale === "en" ? "," : ".");
}

/** No-break space: "Rp" and its number never part at the end of a line. */
const NBSP = "\u00a0";

/**
 * Rupiah, no decimals (docs/product/donation-flow.md#amounts, docs/decisions/words.md#rupiah), in the
 * reader's grouping, `Rp 10.000` / `Rp 10,000`, joined by a no-break space. The language is required:
 * every caller names its reader's (the page's, the dashboard's, the mail's or the PDF's).
 */
export function formatRupiah(amount: Rupiah, locale: Locale): string {
  const whole = Math.round(amount);
  const digits = groupThousands(Math.abs(whole), locale);
  return whole < 0 ? `-Rp${NBSP}${digits}` : `Rp${NBSP}${digits}`;
}

/**
 * CO2 reduction in tenths of a kilogram: 18.1 kg per Rp 10.000, kept as integers so there is
 * no float drift (Rp 250.000 is exactly 452.5 kg).
 */
const CO2_DECIGRAMS_PER_10K = 181;

/** CO2 kg for any amount, one decimal, rounded half up: `"18.1"`, `"452.5"`, `"181"`. */
export function co2ForAmount(amount: Rupiah): string {
  // tenths of kg = amount * 181 / 10000, rounded half up in integer math
  const numerator = Math.max(0, Math.trunc(amount)) * CO2_DECIGRAMS_PER_10K;
  const tenths = Math.floor((numerator + 5_000) / 10_000);
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return decimal === 0 ? String(whole) : `${whole}.${decimal}`;
}

export interface NominalOption {
  readonly nominal: Rupiah;
  /** CO2 equivalent in kg as shown, e.g. "18.1". */
  readonly co2Kg: string;
  /** The top option reads "more than 452.5 kg". */
  readonly co2MoreThan: boolean;
  readonly co2Label: MessageId;
  readonly icons: number;
  /** Analytics class of the nominal option (gaClass). */
  readonly gaClass: string;
}

function nominalOption(nominal: Rupiah, icons: number, co2MoreThan = false): NominalOption {
  return {
    nominal,
    co2Kg: co2ForAmount(nominal),
    co2MoreThan,
    co2Label: co2MoreThan ? messages.co2ReductionMoreThan.id : messages.co2Reduction.id,
    icons,
    gaClass: `ga-nominal-${nominal}`,
  };
}

/** Nominal choices and their CO2 equivalents (docs/product/donation-flow.md#co2-equivalent). */
export const nominalOptions: readonly NominalOption[] = [
  nominalOption(10_000, 1),
  nominalOption(50_000, 2),
  nominalOption(100_000, 3),
  nominalOption(250_000, 5, true),
];
