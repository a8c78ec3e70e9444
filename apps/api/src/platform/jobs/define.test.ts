import { describe, expect, it } from "vitest";
import { delayWithJitter, RETRY_JITTER, retryAfterOf } from "./define.ts";

// A provider's 429 retry time gets a random spread (docs/decisions/job-lanes.md): never sooner than asked,
// later by up to 20 % of the delay, at least 500 ms and at most a minute of spread.
describe("the spread on a provider's retry time", () => {
  const fixed = (value: number) => () => value;

  it("never brings a job back sooner than asked", () => {
    expect(delayWithJitter(30_000, fixed(0))).toBe(30_000);
    expect(delayWithJitter(0, fixed(0))).toBe(0);
    // A random source outside [0, 1) cannot make it sooner or further than the spread either.
    expect(delayWithJitter(30_000, fixed(-3))).toBe(30_000);
    expect(delayWithJitter(30_000, fixed(7))).toBe(36_000);
  });

  it("adds up to 20 % of the delay", () => {
    expect(delayWithJitter(30_000, fixed(0.5))).toBe(33_000);
    expect(delayWithJitter(30_000, fixed(0.999))).toBe(35_994);
  });

  it("spreads a short delay over at least 500 ms, a long one over at most a minute", () => {
    expect(delayWithJitter(1_000, fixed(1))).toBe(1_000 + RETRY_JITTER.minMs);
    expect(delayWithJitter(0, fixed(0.5))).toBe(250);
    expect(delayWithJitter(3_600_000, fixed(1))).toBe(3_600_000 + RETRY_JITTER.maxMs);
  });

  it("sends many jobs limited at once back at different instants", () => {
    let seed = 1;
    const lcg = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const returns = Array.from({ length: 100 }, () => delayWithJitter(10_000, lcg));
    expect(new Set(returns).size).toBeGreaterThan(90);
    expect(Math.min(...returns)).toBeGreaterThanOrEqual(10_000);
    expect(Math.max(...returns)).toBeLessThanOrEqual(12_000);
  });

  it("reads the retry time from the error or its causes", () => {
    expect(retryAfterOf(Object.assign(new Error("429"), { retryAfterMs: 1_500 }))).toBe(1_500);
    expect(retryAfterOf(new Error("wrapped", { cause: { retryAfterMs: 90_000 } }))).toBe(90_000);
    expect(retryAfterOf(new Error("500"))).toBeUndefined();
  });
});
