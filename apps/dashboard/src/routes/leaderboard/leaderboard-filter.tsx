import { Trans, useLingui } from "@lingui/react/macro";
import { leaderboardMonths, leaderboardPeriod, leaderboardYears } from "@rimbun/domain/leaderboard";
import { formatMonthName, toLocale } from "@rimbun/i18n";
import { useId } from "react";

export interface LeaderboardChoice {
  month?: number | undefined;
  year?: number | undefined;
}

/**
 * Month and year selects (docs/product/fundraiser-buddy.md#leaderboard): years 2022 to now, in the current
 * year only the months so far. The period applies once both are chosen; until then the label says "All Time",
 * then "Selected".
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

  function chooseYear(text: string) {
    const year = text ? Number(text) : undefined;
    // A month the new year does not offer yet (later than this month) is cleared, not kept silently.
    const month =
      value.month !== undefined && leaderboardMonths(year, now).includes(value.month)
        ? value.month
        : undefined;
    onChange({ year, month });
  }

  return (
    <div className="leaderboard-filter">
      <p className="leaderboard-filter__label" aria-live="polite">
        {i18n._(period.label)}
      </p>
      <div className="leaderboard-filter__selects">
        <label htmlFor={`${id}-month`}>
          <span>
            <Trans>Month</Trans>
          </span>
          <select
            id={`${id}-month`}
            className="rb-input"
            value={value.month ?? ""}
            onChange={(event) =>
              onChange({ ...value, month: event.target.value ? Number(event.target.value) : undefined })
            }
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
            onChange={(event) => chooseYear(event.target.value)}
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
