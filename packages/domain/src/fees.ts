import type { ChannelCode } from "./channels.ts";
import { channels } from "./channels.ts";
import type { Rupiah } from "./money.ts";

/**
 * What the payment provider keeps from one charge on a channel (docs/product/donation-flow.md#cover-the-fee):
 * a fixed part in whole rupiah, a percentage of the charge in basis points (1 = 0.01 %), and VAT on that
 * fee in basis points (1100 = 11 %; 0 where the provider's price already includes it).
 */
export interface ChannelFee {
  readonly fixed: Rupiah;
  readonly percentBasisPoints: number;
  readonly vatBasisPoints: number;
}

export type FeeTable = Readonly<Record<ChannelCode, ChannelFee>>;

const vat = 1100;
const card: ChannelFee = { fixed: 2_000, percentBasisPoints: 290, vatBasisPoints: vat };
const virtualAccount: ChannelFee = { fixed: 4_000, percentBasisPoints: 0, vatBasisPoints: vat };
const percent = (percentBasisPoints: number, vatBasisPoints = vat): ChannelFee => ({
  fixed: 0,
  percentBasisPoints,
  vatBasisPoints,
});

/**
 * Xendit Indonesia's published standard rates (docs.xendit.co/fees-and-vat; source and choices in
 * docs/decisions/cover-the-fee.md). Staff override them per channel; the database holds only overrides.
 */
export const defaultChannelFees = {
  VISA: card,
  MASTERCARD: card,
  JCB: card,
  BRI: percent(190),
  BNI: virtualAccount,
  MANDIRI: virtualAccount,
  PERMATA: virtualAccount,
  OVO: percent(150),
  DANA: percent(150),
  // Xendit's ShopeePay and QRIS prices include VAT.
  SHOPEEPAY: percent(200, 0),
  LINKAJA: percent(150),
  GOPAY: percent(200),
  QRIS: percent(70, 0),
} as const satisfies FeeTable;

/** Limits on a staff override: anything outside is refused (a typo guard, not a pricing rule). */
export const channelFeeLimits = {
  fixedMax: 50_000,
  percentBasisPointsMax: 1_000,
  vatBasisPointsMax: 5_000,
} as const;

/**
 * Whether a fee is one staff may store: whole numbers, none negative or above its limit, and not zero
 * altogether (a channel always costs something; a zero fee is a slip of the keyboard).
 */
export function isAcceptableChannelFee(fee: ChannelFee): boolean {
  const within = (value: number, max: number) => Number.isSafeInteger(value) && value >= 0 && value <= max;
  return (
    within(fee.fixed, channelFeeLimits.fixedMax) &&
    within(fee.percentBasisPoints, channelFeeLimits.percentBasisPointsMax) &&
    within(fee.vatBasisPoints, channelFeeLimits.vatBasisPointsMax) &&
    fee.fixed + fee.percentBasisPoints > 0
  );
}

/** The defaults with staff's overrides on top (unknown channels are ignored). */
export function feeTableWith(overrides: Readonly<Partial<Record<string, ChannelFee>>>): FeeTable {
  const table = { ...defaultChannelFees } as Record<ChannelCode, ChannelFee>;
  for (const { channelCode } of channels) {
    const override = overrides[channelCode];
    if (override) table[channelCode] = override;
  }
  return table;
}

const basis = 10_000n;

/** What the provider keeps from a charge of `charged` rupiah: (fixed + percent) plus VAT, rounded up. */
export function providerFee(fee: ChannelFee, charged: Rupiah): Rupiah {
  const beforeVat = BigInt(fee.fixed) * basis + BigInt(fee.percentBasisPoints) * BigInt(charged);
  const scaled = beforeVat * (basis + BigInt(fee.vatBasisPoints));
  const divisor = basis * basis;
  return Number((scaled + divisor - 1n) / divisor);
}

/**
 * The fee a donor adds to cover the channel's cost: the smallest whole-rupiah amount such that, after the
 * provider takes its cut of gift + fee, the foundation nets the full gift (docs/decisions/cover-the-fee.md).
 */
export function coveredFee(fee: ChannelFee, gift: Rupiah): Rupiah {
  if (!Number.isSafeInteger(gift) || gift <= 0) return 0;
  const nets = (charged: number) => charged - providerFee(fee, charged) >= gift;
  // Solving charged = gift + fee(charged) without the rounding gives the answer within a rupiah or two.
  const vatFactor = basis + BigInt(fee.vatBasisPoints);
  const numerator = BigInt(gift) * basis * basis + BigInt(fee.fixed) * basis * vatFactor;
  const denominator = basis * basis - BigInt(fee.percentBasisPoints) * vatFactor;
  let charged = Number((numerator + denominator - 1n) / denominator);
  while (!nets(charged)) charged += 1;
  while (charged > gift && nets(charged - 1)) charged -= 1;
  return charged - gift;
}

/** A channel's fee in a table (the defaults when none is given); undefined for a channel it does not know. */
export function channelFeeIn(channel: string, table: FeeTable = defaultChannelFees): ChannelFee | undefined {
  return (table as Readonly<Record<string, ChannelFee | undefined>>)[channel];
}

/** The fee to cover on a channel in a table; 0 for a channel the table does not know. */
export function coveredFeeFor(table: FeeTable, channel: string, gift: Rupiah): Rupiah {
  const fee = channelFeeIn(channel, table);
  return fee ? coveredFee(fee, gift) : 0;
}
