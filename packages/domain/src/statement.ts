import type { Locale } from "./constants.ts";
import { type DateRange, daysBetween, isIsoDay, jakartaYearMonth } from "./dates.ts";

/**
 * Donation statement (docs/product/monthly-giving.md#statements): one PDF of a donor's successful gifts over
 * a calendar year or a custom range. The browser and the API read the same rules from here.
 */

/** The longest range one statement covers: a whole leap year (docs/decisions/statement.md). */
export const STATEMENT_MAX_DAYS = 366;
/** The first year the year picker offers (the product's first year, as the leaderboard's). */
export const STATEMENT_FIRST_YEAR = 2022;
/** Indonesia's personal tax return is due on 31 March: until then a statement means last year. */
const LAST_YEAR_UNTIL_MONTH = 3;

/** Days of an inclusive range (`2026-01-01`..`2026-01-01` is 1); NaN when a day is not a date. */
export function rangeDays(range: DateRange): number {
  if (!isIsoDay(range.startDate) || !isIsoDay(range.endDate)) return Number.NaN;
  return daysBetween(range.startDate, range.endDate) + 1;
}

/** A range a statement may cover: real days, start not after end, at most STATEMENT_MAX_DAYS. */
export function isStatementRange(range: DateRange): boolean {
  const days = rangeDays(range);
  return days >= 1 && days <= STATEMENT_MAX_DAYS;
}

/** 1 January to 31 December of a year. */
export function yearRange(year: number): DateRange {
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

/** The year a range covers when it is exactly one calendar year; null for a custom range. */
export function calendarYearOf(range: DateRange): number | null {
  const year = Number(range.startDate.slice(0, 4));
  const whole = yearRange(year);
  return range.startDate === whole.startDate && range.endDate === whole.endDate ? year : null;
}

/** The year the statement picker starts on: last year until the end of March (Jakarta), then this year. */
export function defaultStatementYear(now: Date = new Date()): number {
  const { year, month } = jakartaYearMonth(now);
  return month <= LAST_YEAR_UNTIL_MONTH ? year - 1 : year;
}

/** Years the picker offers, newest first: this year back to STATEMENT_FIRST_YEAR. */
export function statementYears(now: Date = new Date()): number[] {
  const { year } = jakartaYearMonth(now);
  const years: number[] = [];
  for (let y = year; y >= STATEMENT_FIRST_YEAR; y -= 1) years.push(y);
  return years;
}

/** `ID-Statement-2025.pdf`, or `EN-Statement-2026-03-01_2026-06-30.pdf` for a custom range. */
export function statementFileName(locale: Locale, range: DateRange): string {
  const year = calendarYearOf(range);
  const period = year === null ? `${range.startDate}_${range.endDate}` : String(year);
  return `${locale.toUpperCase()}-Statement-${period}.pdf`;
}

/** Query parameter of the history screen that preselects a statement year (the January mail's link). */
export const STATEMENT_YEAR_PARAM = "statement";

/** Dashboard path of the history screen with a statement year preselected: `/dashboard/history?statement=2025`. */
export function statementPath(year: number): string {
  return `/dashboard/history?${STATEMENT_YEAR_PARAM}=${year}`;
}

/** The year a `?statement=` value names, when it is one the picker offers; else null. */
export function readStatementYear(value: string | null | undefined, now: Date = new Date()): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return statementYears(now).includes(year) ? year : null;
}
