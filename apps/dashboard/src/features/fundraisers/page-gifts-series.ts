import type { FundraiserPageDays } from "../../lib/api.ts";

/** One day of the chart: what came in that day and the page's running total at its end. */
export interface GiftDay {
  day: string;
  raised: number;
  gifts: number;
  total: number;
}

/** The API's days with the running total from what the page raised before them. */
export function runningTotals(series: FundraiserPageDays): GiftDay[] {
  let total = series.raised_before;
  return series.days.map((day) => {
    total += day.raised;
    return { ...day, total };
  });
}

/** A Jakarta day (`YYYY-MM-DD`) as an instant inside it, for the date formatters. */
export const dayInstant = (day: string) => `${day}T12:00:00+07:00`;
