import { type DateRange, type IsoDay, isIsoDay, jakartaDay } from "./dates.ts";

/**
 * The staff reports' ranges (docs/decisions/reports.md). Months are Jakarta months (`YYYY-MM`).
 * The page and the exports read at most this many months: a longer range is cut to its last months.
 */
export const REPORT_MAX_MONTHS = 36;

function monthStart(day: IsoDay, monthsBack: number): IsoDay {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 - monthsBack;
  const shifted = new Date(Date.UTC(year, month, 1));
  return shifted.toISOString().slice(0, 10);
}

/** The default: the last 12 Jakarta months, this one included, up to today. */
export function defaultReportRange(now: Date = new Date()): DateRange {
  const today = jakartaDay(now);
  return { startDate: monthStart(today, 11), endDate: today };
}

/** The range the reports read: start and end as given (defaults filled), cut to the last `REPORT_MAX_MONTHS` months. */
export function capReportRange(
  input: { startDate?: IsoDay | undefined; endDate?: IsoDay | undefined },
  now: Date = new Date(),
): { range: DateRange; capped: boolean } {
  const endDate = input.endDate ?? jakartaDay(now);
  const startDate = input.startDate ?? monthStart(endDate, 11);
  const earliest = monthStart(endDate, REPORT_MAX_MONTHS - 1);
  if (startDate < earliest) return { range: { startDate: earliest, endDate }, capped: true };
  return { range: { startDate, endDate }, capped: false };
}

/** Every Jakarta month a range touches, oldest first (`2026-01`, `2026-02`, ...). */
export function reportMonths(range: DateRange): string[] {
  if (!isIsoDay(range.startDate) || !isIsoDay(range.endDate) || range.startDate > range.endDate) return [];
  const months: string[] = [];
  let year = Number(range.startDate.slice(0, 4));
  let month = Number(range.startDate.slice(5, 7));
  const last = range.endDate.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
