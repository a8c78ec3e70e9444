import { describe, expect, it } from "vitest";
import { matchFor, periodsOverlap, pledgeMatchesOn, pledgeUsedPercent } from "./matching.ts";

describe("matching rules", () => {
  it("doubles or triples a gift within the cap, and gives the last of the cap as a partial match", () => {
    expect(matchFor(10_000, 1, 100_000)).toBe(10_000);
    expect(matchFor(10_000, 2, 100_000)).toBe(20_000);
    expect(matchFor(10_000, 1, 4_000)).toBe(4_000);
    expect(matchFor(10_000, 1, 0)).toBe(0);
    expect(matchFor(10_000, 1, -5)).toBe(0);
    expect(matchFor(0, 1, 100)).toBe(0);
    expect(matchFor(Number.NaN, 1, 100)).toBe(0);
  });

  it("matches on the days of its period only, until ended or used up", () => {
    const pledge = {
      ratio: 1,
      cap: 100,
      used: 0,
      startsOn: "2026-11-01",
      endsOn: "2026-11-30",
      ended: false,
    };
    expect(pledgeMatchesOn(pledge, "2026-11-01")).toBe(true);
    expect(pledgeMatchesOn(pledge, "2026-11-30")).toBe(true);
    expect(pledgeMatchesOn(pledge, "2026-10-31")).toBe(false);
    expect(pledgeMatchesOn(pledge, "2026-12-01")).toBe(false);
    expect(pledgeMatchesOn({ ...pledge, used: 100 }, "2026-11-10")).toBe(false);
    expect(pledgeMatchesOn({ ...pledge, ended: true }, "2026-11-10")).toBe(false);
  });

  it("says how much is used and whether two periods overlap", () => {
    expect(pledgeUsedPercent(50, 200)).toBe(25);
    expect(pledgeUsedPercent(300, 200)).toBe(100);
    const a = { startsOn: "2026-11-01", endsOn: "2026-11-10" };
    expect(periodsOverlap(a, { startsOn: "2026-11-10", endsOn: "2026-11-20" })).toBe(true);
    expect(periodsOverlap(a, { startsOn: "2026-11-11", endsOn: "2026-11-20" })).toBe(false);
  });
});
