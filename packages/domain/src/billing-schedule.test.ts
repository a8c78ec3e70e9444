import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addBillingMonths,
  anchorDayInMonth,
  billingAnchorDay,
  billingInstant,
  firstDueDay,
  isPauseMonths,
  nextAnchorDayAfter,
  pausedDueDay,
  reactivationDueDay,
  reminderDay,
  skippedDueDay,
} from "./billing-schedule.ts";

describe("billingAnchorDay", () => {
  it.each([
    ["2026-01-31T10:00:00Z", 31],
    // 23:30 UTC on the 14th is already the 15th in Jakarta.
    ["2026-03-14T23:30:00Z", 15],
    ["2026-03-14T16:59:59Z", 14],
    ["2026-03-14T17:00:00Z", 15],
  ])("first payment at %s -> anchor %d", (instant, anchor) => {
    expect(billingAnchorDay(new Date(instant))).toBe(anchor);
  });
});

describe("addBillingMonths", () => {
  it.each([
    ["2026-01-31", 1, 31, "2026-02-28"],
    ["2028-01-31", 1, 31, "2028-02-29"],
    ["2026-02-28", 1, 31, "2026-03-31"],
    ["2026-04-30", 1, 31, "2026-05-31"],
    ["2026-12-15", 1, 15, "2027-01-15"],
    ["2026-11-30", 3, 30, "2027-02-28"],
    ["2026-05-10", 0, 10, "2026-05-10"],
    ["2026-01-29", 1, 29, "2026-02-28"],
  ])("%s + %d month(s), anchor %d -> %s", (day, months, anchor, expected) => {
    expect(addBillingMonths(day, months, anchor)).toBe(expected);
  });

  it("keeps the anchor through a year of short months (31 Jan -> 28 Feb -> 31 Mar ...)", () => {
    const days: string[] = [];
    let day = "2026-01-31";
    for (let i = 0; i < 12; i++) {
      day = addBillingMonths(day, 1, 31);
      days.push(day);
    }
    expect(days).toEqual([
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      "2026-11-30",
      "2026-12-31",
      "2027-01-31",
    ]);
  });

  it("lands on the anchor or the month's last day, n months later", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2022, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 40 }),
        (year, month, anchor, months) => {
          const start = anchorDayInMonth(year, month, anchor);
          const due = addBillingMonths(start, months, anchor);
          const monthIndex = (Number(due.slice(0, 4)) - year) * 12 + Number(due.slice(5, 7)) - month;
          expect(monthIndex).toBe(months);
          const day = Number(due.slice(8, 10));
          const lastDay = new Date(
            Date.UTC(Number(due.slice(0, 4)), Number(due.slice(5, 7)), 0),
          ).getUTCDate();
          expect(day).toBe(Math.min(anchor, lastDay));
        },
      ),
    );
  });
});

describe("firstDueDay", () => {
  it.each([
    ["2026-01-31T03:00:00Z", "2026-02-28"],
    ["2026-01-15T03:00:00Z", "2026-02-15"],
    ["2026-12-20T03:00:00Z", "2027-01-20"],
  ])("first payment %s -> first due %s", (paidAt, due) => {
    expect(firstDueDay(new Date(paidAt))).toBe(due);
  });
});

describe("reminderDay", () => {
  it.each([
    ["2026-03-01", "reminder", "2026-02-26"],
    ["2026-03-15", "reminder", "2026-03-12"],
    ["2026-01-02", "reminder", "2025-12-30"],
    ["2026-03-15", "recurring", null],
  ] as const)("due %s (%s) -> reminder %s", (due, type, expected) => {
    expect(reminderDay(due, type)).toBe(expected);
  });
});

describe("billingInstant", () => {
  it("is 09:00 in Jakarta (02:00 UTC)", () => {
    expect(billingInstant("2026-02-28").toISOString()).toBe("2026-02-28T02:00:00.000Z");
  });
});

describe("pause, skip, reactivation", () => {
  it.each([
    [1, "2026-03-31", 31, "2026-04-30"],
    [2, "2026-03-31", 31, "2026-05-31"],
    [3, "2026-11-30", 30, "2027-02-28"],
    [2, "2026-02-28", 31, "2026-04-30"],
  ] as const)("pause %d month(s) from %s (anchor %d) -> %s", (months, nextDue, anchor, expected) => {
    expect(pausedDueDay(nextDue, months, anchor)).toBe(expected);
  });

  it.each([
    [1, true],
    [3, true],
    [0, false],
    [4, false],
    [1.5, false],
    ["2", false],
  ])("pause of %j months allowed: %s", (months, allowed) => {
    expect(isPauseMonths(months)).toBe(allowed);
  });

  it("skip moves one month on the anchor", () => {
    expect(skippedDueDay("2026-02-28", 31)).toBe("2026-03-31");
  });

  it.each([
    ["2026-05-10", 15, "2026-05-15"],
    ["2026-05-15", 15, "2026-06-15"],
    ["2026-05-20", 15, "2026-06-15"],
    ["2026-02-28", 31, "2026-03-31"],
    ["2026-02-27", 31, "2026-02-28"],
    ["2026-12-31", 31, "2027-01-31"],
  ])("after %s with anchor %d the next anchor day is %s", (today, anchor, expected) => {
    expect(nextAnchorDayAfter(today, anchor)).toBe(expected);
  });

  it("reactivation resumes on the first anchor day after the Jakarta day of the click", () => {
    // 20:00 UTC on 14 May is 15 May in Jakarta: the anchor day itself, so the next one is in June.
    expect(reactivationDueDay(new Date("2026-05-14T20:00:00Z"), 15)).toBe("2026-06-15");
    expect(reactivationDueDay(new Date("2026-05-14T10:00:00Z"), 15)).toBe("2026-05-15");
  });
});
