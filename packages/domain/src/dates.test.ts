import { describe, expect, it } from "vitest";
import {
  addDays,
  addDaysToInstant,
  dateRange,
  daysBetween,
  daysInMonth,
  defaultDateRange,
  isIsoDay,
  isoDayOf,
  jakartaDay,
  monthRange,
  rangeToUtcBounds,
} from "./dates.ts";

// 2026-03-15 00:30 in Jakarta is still 2026-03-14 in UTC.
const earlyMorningJakarta = new Date("2026-03-14T17:30:00Z");
const newYearJakarta = new Date("2026-01-01T01:00:00+07:00");

describe("Jakarta days", () => {
  it("uses the Jakarta calendar day, not the UTC one", () => {
    expect(jakartaDay(earlyMorningJakarta)).toBe("2026-03-15");
    expect(jakartaDay(new Date("2026-03-14T16:59:59Z"))).toBe("2026-03-14");
  });

  it.each([
    ["today", "2026-03-15", "2026-03-15"],
    ["yesterday", "2026-03-14", "2026-03-14"],
    ["last7Days", "2026-03-09", "2026-03-15"],
    ["last30Days", "2026-02-14", "2026-03-15"],
    ["thisMonth", "2026-03-01", "2026-03-15"],
    ["lastMonth", "2026-02-01", "2026-02-28"],
    ["custom", "2026-03-01", "2026-03-15"],
  ] as const)("%s -> %s..%s", (kind, startDate, endDate) => {
    expect(dateRange(kind, { now: earlyMorningJakarta })).toEqual({ startDate, endDate });
  });

  it("crosses the year for last month and yesterday in January", () => {
    expect(dateRange("lastMonth", { now: newYearJakarta })).toEqual({
      startDate: "2025-12-01",
      endDate: "2025-12-31",
    });
    expect(dateRange("yesterday", { now: newYearJakarta }).startDate).toBe("2025-12-31");
  });

  it("returns a custom range as given and defaults to the current month", () => {
    const custom = { startDate: "2025-05-02", endDate: "2025-06-01" };
    expect(dateRange("custom", { now: earlyMorningJakarta, custom })).toEqual(custom);
    expect(defaultDateRange(earlyMorningJakarta)).toEqual({ startDate: "2026-03-01", endDate: "2026-03-15" });
  });

  it("knows month lengths and leap years", () => {
    expect(monthRange(2024, 2).endDate).toBe("2024-02-29");
    expect(monthRange(2026, 12)).toEqual({ startDate: "2026-12-01", endDate: "2026-12-31" });
  });

  it("turns inclusive Jakarta days into UTC bounds", () => {
    const { from, toExclusive } = rangeToUtcBounds({ startDate: "2026-03-01", endDate: "2026-03-15" });
    expect(from.toISOString()).toBe("2026-02-28T17:00:00.000Z");
    expect(toExclusive.toISOString()).toBe("2026-03-15T17:00:00.000Z");
  });

  it.each([
    ["2026-02-28", true],
    ["2026-02-29", false],
    ["2024-02-29", true],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["yesterday", false],
  ])("%s is a day: %s", (text, valid) => {
    expect(isIsoDay(text)).toBe(valid);
  });
});

describe("day arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-05-10", 0)).toBe("2026-05-10");
  });

  it("counts days between two days and the days of a month", () => {
    expect(daysBetween("2026-01-01", "2026-01-01")).toBe(0);
    expect(daysBetween("2026-01-01", "2026-12-31")).toBe(364);
    expect(daysBetween("2026-03-10", "2026-03-01")).toBe(-9);
    expect([1, 2, 4, 12].map((month) => daysInMonth(2026, month))).toEqual([31, 28, 30, 31]);
    expect(daysInMonth(2028, 2)).toBe(29);
  });

  it("writes a day with two-digit month and day", () => {
    expect(isoDayOf(2026, 3, 5)).toBe("2026-03-05");
    expect(isoDayOf(2026, 12, 31)).toBe("2026-12-31");
  });

  it("moves an instant by whole days, from a Date or an ISO string", () => {
    expect(addDaysToInstant(new Date("2026-01-31T02:00:00Z"), 7)).toBe("2026-02-07T02:00:00.000Z");
    expect(addDaysToInstant("2026-03-01T02:00:00.000Z", -1)).toBe("2026-02-28T02:00:00.000Z");
  });
});
