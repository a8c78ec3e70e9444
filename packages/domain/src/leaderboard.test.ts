import { describe, expect, it } from "vitest";
import {
  averageGift,
  LEADERBOARD_FIRST_YEAR,
  LEADERBOARD_SIZE,
  leaderboardMonths,
  leaderboardPeriod,
  leaderboardYears,
} from "./leaderboard.ts";

const now = new Date("2026-03-15T10:00:00+07:00");

describe("leaderboard filter", () => {
  it("offers years from 2022 to the current one and top 10", () => {
    expect(LEADERBOARD_FIRST_YEAR).toBe(2022);
    expect(LEADERBOARD_SIZE).toBe(10);
    expect(leaderboardYears(now)).toEqual([2022, 2023, 2024, 2025, 2026]);
  });

  it("offers only months up to the current one in the current year", () => {
    expect(leaderboardMonths(2026, now)).toEqual([1, 2, 3]);
    expect(leaderboardMonths(2025, now)).toHaveLength(12);
    expect(leaderboardMonths(2027, now)).toEqual([]);
    // The Jakarta month counts: 31 March 18:00 UTC is already April there.
    expect(leaderboardMonths(2026, new Date("2026-03-31T18:00:00Z"))).toEqual([1, 2, 3, 4]);
  });

  it.each([
    [{}, "allTime"],
    [{ month: 2 }, "allTime"],
    [{ year: 2025 }, "allTime"],
    [{ month: 4, year: 2026 }, "allTime"],
    [{ month: 12, year: 2021 }, "allTime"],
    [{ month: 2, year: 2026 }, "month"],
  ])("%j -> %s", (choice, kind) => {
    expect(leaderboardPeriod(choice, now).kind).toBe(kind);
  });

  it("labels all time and a selected month, with the month's UTC bounds", () => {
    expect(leaderboardPeriod({}, now).label).toBe("leaderboard.allTime");
    const period = leaderboardPeriod({ month: 2, year: 2026 }, now);
    expect(period.label).toBe("leaderboard.selected");
    if (period.kind !== "month") throw new Error("expected a month");
    expect(period.from.toISOString()).toBe("2026-01-31T17:00:00.000Z");
    expect(period.toExclusive.toISOString()).toBe("2026-02-28T17:00:00.000Z");
  });
});

describe("ranking", () => {
  it("computes the average gift", () => {
    expect(averageGift(100_000, 3)).toBe(33_333);
    expect(averageGift(100_000, 0)).toBe(0);
  });
});
