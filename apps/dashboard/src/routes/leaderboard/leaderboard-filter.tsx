import { Trans, useLingui } from "@lingui/react/macro";
import { leaderboardMonths, leaderboardPeriod, leaderboardYears } from "@rimbun/domain/leaderboard";
import { formatMonthName, toLocale } from "@rimbun/i18n";
import { useId } from "react";

export interface LeaderboardChoice {
  month?: number | undefined;
  year?: number | undefined;
}

/** The choice after picking a month; with no year yet, the latest year that offers that month. */
export function withMonth(value: LeaderboardChoice, text: string, now?: Date): LeaderboardChoice {
  const month = text ? Number(text) : undefined;
  if (month === undefined || value.year !== undefined) return { ...value, month };
  // No year yet: the latest year that offers this month (this year, or last year for a month still ahead).
  const years = leaderboardYears(now);
  const latest = years[years.length - 1];
  const year =
    latest !== undefined && leaderboardMonths(latest, now).includes(month) ? latest : years[years.length - 2];
  return { month, year };
}

/** The choice after picking a year: a month the new year does not offer yet is cleared, not kept silently. */
export function withYear(value: LeaderboardChoice, text: string, now?: Date): LeaderboardChoice {
  const year = text ? Number(text) : undefined;
  const month =
    value.month !== undefined && leaderboardMonths(year, now).includes(value.month) ? value.month : undefined;
  return { year, month };
}

/**
 * Month and year selects (docs/product/fundraiser-buddy.md#leaderboard): years 2022 to now, in the current
 * year only the months so far. A month always comes with its year: picking a month with no year picks the
 * latest year that has it (the API refuses a month alone). The chip names the period shown: "All Time", or
 * the month and year ("November 2025"), never a bare "Selected".
 */
export function LeaderboardFilter({
  value,
  onChange,
  now,
}: {
  value: LeaderboardChoice;
  onChange: (value: LeaderboardChoice) => void;
  now?: Date | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const id = useId();
  const years = leaderboardYears(now);
  const months = leaderboardMonths(value.year, now);
  const period = leaderboardPeriod(value, now);
  const chip =
    period.kind === "month"
      ? `${formatMonthName(period.month, locale)} ${period.year}`
      : i18n._(period.label);

  return (
    <div className="leaderboard-filter">
      <p className="leaderboard-filter__label" aria-live="polite">
        {chip}
      </p>
      {value.year !== undefined && value.month === undefined ? (
        <p className="leaderboard-filter__hint">
          <Trans>Choose a month to see one month of {value.year}.</Trans>
        </p>
      ) : null}
      <div className="leaderboard-filter__selects">
        <label htmlFor={`${id}-month`}>
          <span>
            <Trans>Month</Trans>
          </span>
          <select
            id={`${id}-month`}
            className="rb-input"
            value={value.month ?? ""}
            onChange={(event) => onChange(withMonth(value, event.target.value, now))}
          >
            <option value="">{t`All months`}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {formatMonthName(month, locale)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-year`}>
          <span>
            <Trans>Year</Trans>
          </span>
          <select
            id={`${id}-year`}
            className="rb-input"
            value={value.year ?? ""}
            onChange={(event) => onChange(withYear(value, event.target.value, now))}
          >
            <option value="">{t`All years`}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
