import { jakartaYearMonth, monthRange, rangeToUtcBounds } from "./dates.ts";
import { type MessageId, messages } from "./messages.ts";

export const LEADERBOARD_FIRST_YEAR = 2022;
export const LEADERBOARD_SIZE = 10;

/** Years offered: 2022 up to the current Jakarta year. */
export function leaderboardYears(now: Date = new Date()): number[] {
  const { year } = jakartaYearMonth(now);
  const years: number[] = [];
  for (let y = LEADERBOARD_FIRST_YEAR; y <= year; y++) years.push(y);
  return years;
}

/** Months (1-12) offered for a year: in the current year only up to the current month; none for a future year. */
export function leaderboardMonths(year: number | undefined, now: Date = new Date()): number[] {
  const current = jakartaYearMonth(now);
  const last = year === undefined || year < current.year ? 12 : year === current.year ? current.month : 0;
  return Array.from({ length: last }, (_, i) => i + 1);
}

export type LeaderboardPeriod =
  | { readonly kind: "allTime"; readonly label: MessageId }
  | {
      readonly kind: "month";
      readonly label: MessageId;
      readonly year: number;
      readonly month: number;
      readonly from: Date;
      readonly toExclusive: Date;
    };

/**
 * The period applies only when both month and year are chosen (docs/product/fundraiser-buddy.md#leaderboard)
 * and the month is offered (not before 2022, not in the future); otherwise it is all time.
 */
export function leaderboardPeriod(
  choice: { month?: number | undefined; year?: number | undefined },
  now: Date = new Date(),
): LeaderboardPeriod {
  const { month, year } = choice;
  if (month === undefined || year === undefined || year < LEADERBOARD_FIRST_YEAR) {
    return { kind: "allTime", label: messages.leaderboardAllTime.id };
  }
  if (!leaderboardMonths(year, now).includes(month)) {
    return { kind: "allTime", label: messages.leaderboardAllTime.id };
  }
  const { from, toExclusive } = rangeToUtcBounds(monthRange(year, month));
  return { kind: "month", label: messages.leaderboardSelected.id, year, month, from, toExclusive };
}

/** Average gift in whole rupiah (rounded down); 0 without donors. */
export function averageGift(totalDonations: number, totalDonors: number): number {
  return totalDonors > 0 ? Math.floor(totalDonations / totalDonors) : 0;
}
