import { describe, expect, it } from "vitest";
import { donationStatementQuerySchema } from "./schemas/statement.ts";
import { errorsOf } from "./schemas/test-helpers.ts";
import {
  calendarYearOf,
  defaultStatementYear,
  isStatementRange,
  rangeDays,
  readStatementYear,
  statementFileName,
  statementPath,
  statementYears,
  yearRange,
} from "./statement.ts";

describe("donation statement rules", () => {
  it("counts inclusive days; a leap year is the longest range", () => {
    expect(rangeDays({ startDate: "2026-01-01", endDate: "2026-01-01" })).toBe(1);
    expect(rangeDays(yearRange(2024))).toBe(366);
    expect(rangeDays(yearRange(2025))).toBe(365);
    expect(isStatementRange(yearRange(2024))).toBe(true);
    expect(isStatementRange({ startDate: "2024-01-01", endDate: "2025-01-01" })).toBe(false);
    expect(isStatementRange({ startDate: "2026-03-02", endDate: "2026-03-01" })).toBe(false);
    expect(isStatementRange({ startDate: "2026-02-30", endDate: "2026-03-01" })).toBe(false);
  });

  it("defaults to last year until the end of March in Jakarta, then this year", () => {
    expect(defaultStatementYear(new Date("2026-01-05T03:00:00Z"))).toBe(2025);
    expect(defaultStatementYear(new Date("2026-03-31T16:59:00Z"))).toBe(2025);
    // 17:00 UTC on 31 March is 1 April in Jakarta.
    expect(defaultStatementYear(new Date("2026-03-31T17:00:00Z"))).toBe(2026);
    expect(defaultStatementYear(new Date("2026-11-23T03:00:00Z"))).toBe(2026);
  });

  it("offers this year back to 2022 and reads the mail link's year", () => {
    const now = new Date("2026-11-23T03:00:00Z");
    expect(statementYears(now)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(statementPath(2025)).toBe("/dashboard/history?statement=2025");
    expect(readStatementYear("2025", now)).toBe(2025);
    expect(readStatementYear("2021", now)).toBeNull();
    expect(readStatementYear("2027", now)).toBeNull();
    expect(readStatementYear("20x5", now)).toBeNull();
    expect(readStatementYear(null, now)).toBeNull();
  });

  it("names the file by language and period", () => {
    expect(calendarYearOf(yearRange(2025))).toBe(2025);
    expect(calendarYearOf({ startDate: "2025-01-01", endDate: "2025-06-30" })).toBeNull();
    expect(statementFileName("id", yearRange(2025))).toBe("ID-Statement-2025.pdf");
    expect(statementFileName("en", { startDate: "2026-03-01", endDate: "2026-06-30" })).toBe(
      "EN-Statement-2026-03-01_2026-06-30.pdf",
    );
  });

  it.each([
    [{ startDate: "2025-01-01", endDate: "2025-12-31" }, {}],
    [{ startDate: "2024-01-01", endDate: "2024-12-31" }, {}],
    [{ startDate: "2024-01-01", endDate: "2025-01-01" }, { endDate: "invalid.statementRange" }],
    [{ startDate: "2025-12-31", endDate: "2025-01-01" }, { endDate: "invalid.dateRange" }],
    [{ startDate: "2025-02-30", endDate: "2025-12-31" }, { startDate: "invalid.date" }],
    [{ startDate: "2025-01-01" }, { endDate: "invalid.date" }],
    [{ startDate: "0001-01-01", endDate: "9999-12-31" }, { endDate: "invalid.statementRange" }],
  ])("query %j -> %j", (input, errors) => {
    expect(errorsOf(donationStatementQuerySchema, input)).toEqual(errors);
  });
});
