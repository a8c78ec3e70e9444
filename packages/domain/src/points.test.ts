import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activePoints,
  formatPoints,
  formatRedeemRequest,
  isSpending,
  POINT_DONATE_MIN,
  POINT_WITHDRAW_MIN,
  parsePoints,
  parseRedeemRequest,
  pointDonatePresets,
  pointPresetDisabled,
  pointsForDonation,
  pointsToRupiah,
  pointTransactionStatuses,
  pointTransactionTypes,
  pointWithdrawPresets,
  prizeValue,
  redeemItems,
  redeemOptionDisabled,
} from "./points.ts";

const hundredths = fc.nat({ max: 1_000_000_000_00 });

describe("parsePoints / formatPoints", () => {
  it.each([
    ["12.50", 1250],
    ["12.5", 1250],
    ["12", 1200],
    ["0.01", 1],
    ["12,5", 1250],
    [" 7 ", 700],
    [12.5, 1250],
    [0, 0],
    ["12.345", null],
    ["-1", null],
    ["", null],
    ["abc", null],
    [Number.NaN, null],
  ] as const)("%j -> %j", (input, expected) => {
    expect(parsePoints(input)).toBe(expected);
  });

  it.each([
    [1250, "12.50"],
    [1, "0.01"],
    [0, "0.00"],
    [100_000, "1000.00"],
    [-250, "-2.50"],
  ])("%d -> %s", (value, text) => {
    expect(formatPoints(value)).toBe(text);
  });

  it("round-trips every hundredth exactly", () => {
    fc.assert(
      fc.property(hundredths, (value) => {
        expect(parsePoints(formatPoints(value))).toBe(value);
      }),
    );
  });
});

describe("point math", () => {
  it.each([
    [1_000, 100],
    [10_000, 1000],
    [1_500, 150],
    [1_234, 123],
    [9, 0],
    [10, 1],
    [0, 0],
  ])("Rp %d earns %d hundredths", (amount, points) => {
    expect(pointsForDonation(amount)).toBe(points);
  });

  it("active = point - withdrawal_point - withdrawal_hold, never below zero", () => {
    expect(activePoints(100_00, 20_00, 30_00)).toBe(50_00);
    expect(activePoints(100_00, 80_00, 30_00)).toBe(0);
    fc.assert(
      fc.property(hundredths, hundredths, hundredths, (p, w, h) => {
        const active = activePoints(p, w, h);
        expect(active).toBeGreaterThanOrEqual(0);
        expect(active).toBeLessThanOrEqual(p);
        if (p >= w + h) expect(active + w + h).toBe(p);
      }),
    );
  });

  it.each([
    [100_00, 10, 10_00],
    [100_00, 3, 33_33],
    [200_00, 3, 66_67],
    [1, 2, 1],
    [100_00, 0, 0],
    [0, 5, 0],
  ])("prize value of %d over %d donors is %d", (points, donors, value) => {
    expect(prizeValue(points, donors)).toBe(value);
  });

  it("prize value is within half a hundredth of the true quotient", () => {
    fc.assert(
      fc.property(hundredths, fc.integer({ min: 1, max: 1000 }), (p, d) => {
        const value = prizeValue(p, d);
        expect(Math.abs(value * d - p) * 2).toBeLessThanOrEqual(d);
      }),
    );
  });

  it("a point is worth Rp 100", () => {
    expect(pointsToRupiah(1_00)).toBe(100);
    expect(pointsToRupiah(100_00)).toBe(10_000);
    expect(pointsToRupiah(1)).toBe(1);
  });
});

describe("point forms", () => {
  it("has the minimums 10 and 100", () => {
    expect(POINT_DONATE_MIN).toBe(10_00);
    expect(POINT_WITHDRAW_MIN).toBe(100_00);
    expect(pointDonatePresets.map((p) => p.pointText)).toEqual(["10.00", "25.00", "50.00", "100.00"]);
    expect(pointWithdrawPresets[0]?.point).toBe(POINT_WITHDRAW_MIN);
  });

  it.each([
    [50_00, 100_00, false],
    [100_00, 100_00, true],
    [250_00, 100_00, true],
  ])("preset %d with %d available disabled: %s", (preset, available, disabled) => {
    expect(pointPresetDisabled(preset, available)).toBe(disabled);
  });
});

describe("redeem items", () => {
  it("has the four items and their costs", () => {
    expect(redeemItems.map((i) => [i.value, i.points])).toEqual([
      ["tote-bag", 150_00],
      ["tumbler", 300_00],
      ["t-shirt", 500_00],
      ["tree-certificate", 1000_00],
    ]);
  });

  it("disables items costing more than the available points", () => {
    const tumbler = redeemItems[1];
    if (!tumbler) throw new Error("missing tumbler");
    expect(redeemOptionDisabled(tumbler, 300_00)).toBe(false);
    expect(redeemOptionDisabled(tumbler, 299_99)).toBe(true);
  });

  it.each([
    ["tumbler", 300_00, "tumbler-300"],
    ["tote-bag", 150_00, "tote-bag-150"],
    ["tree-certificate", 1000_00, "tree-certificate-1000"],
  ] as const)("formats and parses %s", (item, amount, text) => {
    expect(formatRedeemRequest(item, amount)).toBe(text);
    expect(parseRedeemRequest(text)).toEqual({ item, amount });
  });

  it.each(["tumbler", "-300", "bicycle-300", "tumbler-abc", ""])("refuses %j", (text) => {
    expect(parseRedeemRequest(text)).toBeNull();
  });

  it("lists ledger types and statuses", () => {
    expect(pointTransactionTypes).toEqual(["earn", "donate", "withdraw", "redeem", "adjust"]);
    expect(pointTransactionStatuses).toEqual(["pending", "approved", "rejected"]);
    expect(isSpending("withdraw")).toBe(true);
    expect(isSpending("earn")).toBe(false);
  });
});
