import { describe, expect, it } from "vitest";
import {
  formatDateTime,
  formatDecimal,
  formatKilograms,
  formatLongDate,
  formatMonthName,
  formatNumber,
  formatPoints,
  formatShortDate,
} from "./format.ts";

// 2026-08-31 20:30 UTC is already 1 September 03:30 in Jakarta.
const lateEvening = "2026-08-31T20:30:00Z";

describe("dates are shown in Jakarta time, short form per language", () => {
  it("moves a late-evening UTC instant to the next Jakarta day", () => {
    expect(formatShortDate(lateEvening, "en")).toBe("1 Sept 2026");
    expect(formatShortDate(lateEvening, "id")).toBe("1 Sep 2026");
  });

  it("uses each language's month names", () => {
    expect(formatShortDate("2026-08-10T05:00:00Z", "id")).toBe("10 Agu 2026");
    expect(formatShortDate("2026-08-10T05:00:00Z", "en")).toBe("10 Aug 2026");
  });

  it("writes long dates with the weekday", () => {
    expect(formatLongDate("2026-11-22T03:00:00Z", "id")).toBe("Minggu, 22 November 2026");
    expect(formatLongDate("2026-11-22T03:00:00Z", "en")).toBe("Sunday, 22 November 2026");
  });

  it("shows a 24-hour clock in Jakarta time", () => {
    expect(formatDateTime("2026-11-22T07:05:00Z", "id")).toBe("22 Nov 2026, 14.05");
    expect(formatDateTime("2026-11-22T07:05:00Z", "en")).toBe("22 Nov 2026, 14:05");
  });

  it("names months for the leaderboard select", () => {
    expect(formatMonthName(1, "id")).toBe("Januari");
    expect(formatMonthName(12, "en")).toBe("December");
  });
});

describe("numbers", () => {
  it("groups whole numbers per language", () => {
    expect(formatDecimal(1250.5, "id")).toBe("1.250,5");
    expect(formatDecimal(1250.5, "en")).toBe("1,250.5");
    expect(formatDecimal(100, "id")).toBe("100");
    expect(formatNumber(1250000, "id")).toBe("1.250.000");
    expect(formatNumber(1250000, "en")).toBe("1,250,000");
  });

  it("shows points with exactly two decimals", () => {
    expect(formatKilograms("2624.5", "id")).toBe("2.624,5");
    expect(formatKilograms("2624.5", "en")).toBe("2,624.5");
    expect(formatKilograms("181", "id")).toBe("181");
    expect(formatPoints("12.5", "id")).toBe("12,50");
    expect(formatPoints("1234.05", "en")).toBe("1,234.05");
    expect(formatPoints(0, "en")).toBe("0.00");
  });
});
