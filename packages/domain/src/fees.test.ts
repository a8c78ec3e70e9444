import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { channels } from "./channels.ts";
import {
  type ChannelFee,
  channelFeeIn,
  coveredFee,
  coveredFeeFor,
  defaultChannelFees,
  feeTableWith,
  isAcceptableChannelFee,
  providerFee,
} from "./fees.ts";

/** Gifts of Rp 10.000, 50.000, 100.000, 1.000.000 and 100.000.000, worked out apart from the code. */
const gifts = [10_000, 50_000, 100_000, 1_000_000, 100_000_000] as const;
const expected: Record<string, readonly number[]> = {
  VISA: [2_627, 3_957, 5_620, 35_555, 3_328_360],
  MASTERCARD: [2_627, 3_957, 5_620, 35_555, 3_328_360],
  JCB: [2_627, 3_957, 5_620, 35_555, 3_328_360],
  BRI: [216, 1_078, 2_155, 21_545, 2_154_438],
  BNI: [4_440, 4_440, 4_440, 4_440, 4_440],
  MANDIRI: [4_440, 4_440, 4_440, 4_440, 4_440],
  PERMATA: [4_440, 4_440, 4_440, 4_440, 4_440],
  OVO: [170, 847, 1_694, 16_932, 1_693_192],
  DANA: [170, 847, 1_694, 16_932, 1_693_192],
  SHOPEEPAY: [205, 1_021, 2_041, 20_409, 2_040_817],
  LINKAJA: [170, 847, 1_694, 16_932, 1_693_192],
  GOPAY: [228, 1_136, 2_271, 22_705, 2_270_403],
  QRIS: [71, 353, 705, 7_050, 704_935],
};

describe("coveredFee with the default table", () => {
  it("has a row for every channel of the catalogue", () => {
    expect(Object.keys(expected).sort()).toEqual(channels.map((c) => c.channelCode).sort());
    expect(Object.keys(defaultChannelFees).sort()).toEqual(channels.map((c) => c.channelCode).sort());
  });

  for (const { channelCode } of channels) {
    it(`${channelCode}: the expected rupiah, and the foundation nets the gift`, () => {
      const fee = channelFeeIn(channelCode);
      if (!fee) throw new Error(`no default fee for ${channelCode}`);
      gifts.forEach((gift, index) => {
        const covered = coveredFee(fee, gift);
        expect(covered).toBe(expected[channelCode]?.[index]);
        expect(gift + covered - providerFee(fee, gift + covered)).toBeGreaterThanOrEqual(gift);
        // One rupiah less would leave the foundation short: the fee is the smallest that works.
        expect(gift + covered - 1 - providerFee(fee, gift + covered - 1)).toBeLessThan(gift);
      });
    });
  }

  it("a virtual account's Rp 4.000 plus 11 % VAT is Rp 4.440 whatever the gift", () => {
    expect(providerFee(defaultChannelFees.BNI, 54_440)).toBe(4_440);
  });

  it("is 0 for a channel it does not know and for no gift", () => {
    expect(coveredFeeFor(defaultChannelFees, "NOPE", 50_000)).toBe(0);
    expect(coveredFee(defaultChannelFees.VISA, 0)).toBe(0);
    expect(coveredFee(defaultChannelFees.VISA, -5)).toBe(0);
    expect(coveredFeeFor(defaultChannelFees, "QRIS", 50_000)).toBe(353);
  });
});

describe("coveredFee for any acceptable table", () => {
  it("is the smallest whole-rupiah fee after which the foundation nets the gift", () => {
    const feeArb = fc.record({
      fixed: fc.integer({ min: 0, max: 50_000 }),
      percentBasisPoints: fc.integer({ min: 0, max: 1_000 }),
      vatBasisPoints: fc.integer({ min: 0, max: 5_000 }),
    });
    fc.assert(
      fc.property(feeArb, fc.integer({ min: 1, max: 100_000_000 }), (fee: ChannelFee, gift) => {
        const covered = coveredFee(fee, gift);
        expect(Number.isSafeInteger(covered)).toBe(true);
        expect(gift + covered - providerFee(fee, gift + covered)).toBeGreaterThanOrEqual(gift);
        if (covered > 0) expect(gift + covered - 1 - providerFee(fee, gift + covered - 1)).toBeLessThan(gift);
      }),
    );
  });
});

describe("staff overrides", () => {
  it("replace a channel's defaults and ignore unknown channels", () => {
    const table = feeTableWith({
      QRIS: { fixed: 0, percentBasisPoints: 100, vatBasisPoints: 0 },
      NOPE: defaultChannelFees.BNI,
    });
    expect(channelFeeIn("QRIS", table)?.percentBasisPoints).toBe(100);
    expect(table.BNI).toEqual(defaultChannelFees.BNI);
    expect("NOPE" in table).toBe(false);
  });

  it("refuse negative, fractional, zero-altogether and huge values", () => {
    const ok = { fixed: 4_000, percentBasisPoints: 0, vatBasisPoints: 1_100 };
    expect(isAcceptableChannelFee(ok)).toBe(true);
    expect(isAcceptableChannelFee({ ...ok, fixed: -1 })).toBe(false);
    expect(isAcceptableChannelFee({ ...ok, fixed: 0.5 })).toBe(false);
    expect(isAcceptableChannelFee({ ...ok, fixed: 0 })).toBe(false);
    expect(isAcceptableChannelFee({ ...ok, fixed: 50_001 })).toBe(false);
    expect(isAcceptableChannelFee({ ...ok, percentBasisPoints: 1_001 })).toBe(false);
    expect(isAcceptableChannelFee({ ...ok, vatBasisPoints: -1 })).toBe(false);
    expect(isAcceptableChannelFee({ ...ok, vatBasisPoints: 5_001 })).toBe(false);
    expect(isAcceptableChannelFee({ ...ok, fixed: Number.NaN })).toBe(false);
    expect(isAcceptableChannelFee({ ...ok, fixed: 1e300 })).toBe(false);
  });
});
