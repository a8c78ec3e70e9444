import { type MessageId, messages } from "./messages.ts";

/**
 * The date helpers of the domain: Jakarta calendar days (`YYYY-MM-DD`), months and ranges. Other modules
 * (billing-schedule.ts, statement.ts) build on these rather than keep their own day arithmetic.
 */

/** Asia/Jakarta is UTC+7 all year (no daylight saving), so plain offset math is exact. */
export const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A calendar day as `YYYY-MM-DD`. */
export type IsoDay = string;

export interface DateRange {
  readonly startDate: IsoDay;
  readonly endDate: IsoDay;
}

/** The Jakarta calendar day of an instant. */
export function jakartaDay(date: Date): IsoDay {
  return new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Year (4 digits) and month (1-12) of an instant in Jakarta. */
export function jakartaYearMonth(date: Date): { year: number; month: number } {
  const shifted = new Date(date.getTime() + JAKARTA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 };
}

/** Milliseconds of a day's midnight as if it were UTC (the base of plain day arithmetic). */
export function dayToUtcMidnight(day: IsoDay): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The day `days` days after `day` (before it when negative). */
export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date(dayToUtcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days between two days (`to` minus `from`; 0 for the same day). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return (dayToUtcMidnight(to) - dayToUtcMidnight(from)) / DAY_MS;
}

/** Days of a month (month 1-12): 28 to 31. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM-DD` of a year, month (1-12) and day of month. */
export function isoDayOf(year: number, month: number, day: number): IsoDay {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** An instant `days` days later (earlier when negative), as an ISO string. */
export function addDaysToInstant(instant: Date | string, days: number): string {
  const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  return new Date(time + days * DAY_MS).toISOString();
}

/** First and last day of a month (month 1-12). */
export function monthRange(year: number, month: number): DateRange {
  return { startDate: isoDayOf(year, month, 1), endDate: isoDayOf(year, month, daysInMonth(year, month)) };
}

/** `YYYY-MM-DD` naming a real calendar day. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = dayToUtcMidnight(value);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export const dateRangeKinds = [
  "today",
  "yesterday",
  "last7Days",
  "last30Days",
  "thisMonth",
  "lastMonth",
  "custom",
] as const;
export type DateRangeKind = (typeof dateRangeKinds)[number];

export const dateRangeLabels: Record<DateRangeKind, MessageId> = {
  today: messages.rangeToday.id,
  yesterday: messages.rangeYesterday.id,
  last7Days: messages.rangeLast7Days.id,
  last30Days: messages.rangeLast30Days.id,
  thisMonth: messages.rangeThisMonth.id,
  lastMonth: messages.rangeLastMonth.id,
  custom: messages.rangeCustom.id,
};

/**
 * Quick ranges in Jakarta days, each inclusive and ending today at the latest: last 7 days is
 * today and the 6 days before it; this month runs from the 1st to today; last month is whole.
 * `custom` returns the given range (or this month when none is given).
 */
export function dateRange(kind: DateRangeKind, options: { now?: Date; custom?: DateRange } = {}): DateRange {
  const now = options.now ?? new Date();
  const today = jakartaDay(now);
  const { year, month } = jakartaYearMonth(now);
  switch (kind) {
    case "today":
      return { startDate: today, endDate: today };
    case "yesterday": {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case "last7Days":
      return { startDate: addDays(today, -6), endDate: today };
    case "last30Days":
      return { startDate: addDays(today, -29), endDate: today };
    case "thisMonth":
      return { startDate: monthRange(year, month).startDate, endDate: today };
    case "lastMonth":
      return month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
    case "custom":
      return options.custom ?? dateRange("thisMonth", { now });
  }
}

/**
 * Default filter of the history, volunteer and incentive pages: the current month
 * (docs/product/monthly-giving.md#donation-history).
 */
export function defaultDateRange(now: Date = new Date()): DateRange {
  return dateRange("thisMonth", { now });
}

/**
 * Inclusive Jakarta days to UTC instants for database queries: `from` is the start day's Jakarta
 * midnight, `toExclusive` the midnight after the end day.
 */
export function rangeToUtcBounds(range: DateRange): { from: Date; toExclusive: Date } {
  return {
    from: new Date(dayToUtcMidnight(range.startDate) - JAKARTA_OFFSET_MS),
    toExclusive: new Date(dayToUtcMidnight(addDays(range.endDate, 1)) - JAKARTA_OFFSET_MS),
  };
}

/** When both dates are present the start may not be after the end. */
export function startNotAfterEnd(value: { startDate?: string | undefined; endDate?: string | undefined }) {
  return !value.startDate || !value.endDate || value.startDate <= value.endDate;
}
