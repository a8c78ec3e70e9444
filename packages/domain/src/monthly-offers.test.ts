import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountLimits, MAX_DONATION } from "./money.ts";
import { friendlyStep, monthlyInsteadAmount, upgradeAmount } from "./monthly-offers.ts";

describe("monthlyInsteadAmount (about a third, a friendly step, never below the monthly minimum)", () => {
  it.each([
    [null, null],
    [49_999, null],
    [-50_000, null],
    [50_000, 15_000],
    [60_000, 20_000],
    [75_000, 25_000],
    [100_000, 35_000],
    [150_000, 50_000],
    [250_000, 85_000],
    [300_000, 100_000],
    [500_000, 170_000],
    [1_000_000, 330_000],
    [2_500_000, 830_000],
    [10_000_000, 3_300_000],
    [MAX_DONATION, 33_000_000],
    [MAX_DONATION + 1, null],
    [50_000.5, null],
  ])("one-time %j -> monthly %j", (oneTime, monthly) => {
    expect(monthlyInsteadAmount(oneTime)).toBe(monthly);
  });

  it("is always a valid monthly amount, smaller than the one-time gift, on its step", () => {
    fc.assert(
      fc.property(fc.integer({ min: amountLimits.single.min, max: MAX_DONATION }), (oneTime) => {
        const monthly = monthlyInsteadAmount(oneTime);
        expect(monthly).not.toBeNull();
        const value = monthly as number;
        expect(value).toBeGreaterThanOrEqual(amountLimits.monthly.min);
        expect(value).toBeLessThan(oneTime);
        expect(value % 5_000).toBe(0);
      }),
    );
  });
});

describe("upgradeAmount (about a tenth more, rounded up, at least one step)", () => {
  it.each([
    [10_000, 15_000],
    [15_000, 20_000],
    [50_000, 55_000],
    [95_000, 105_000],
    [100_000, 110_000],
    [150_000, 170_000],
    [250_000, 280_000],
    [1_000_000, 1_100_000],
    [9_500_000, 10_500_000],
    [50_000_000, 55_000_000],
    [95_000_000, MAX_DONATION],
    [MAX_DONATION, null],
    [9_999, null],
    [Number.NaN, null],
  ])("monthly %j -> %j", (current, raised) => {
    expect(upgradeAmount(current)).toBe(raised);
  });

  it("always raises a valid plan by at least its step, within the limits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: MAX_DONATION - 1 }), (current) => {
        const raised = upgradeAmount(current) as number;
        expect(raised).toBeGreaterThan(current);
        expect(raised).toBeLessThanOrEqual(MAX_DONATION);
        expect(raised === MAX_DONATION || raised - current >= friendlyStep(current)).toBe(true);
      }),
    );
  });
});
