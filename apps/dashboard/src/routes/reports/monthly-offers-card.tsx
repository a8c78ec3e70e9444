import { Trans, useLingui } from "@lingui/react/macro";
import type { Report } from "@rimbun/api-client/reports";
import { formatNumber, toLocale } from "@rimbun/i18n";
import { formatRate, monthLabel } from "./report-format.ts";

/**
 * The asks for monthly giving (docs/product/staff-console.md#reports): "monthly instead" shown and taken
 * in the one-time flow, and the yearly upgrade links mailed and used, per month, as a table with a
 * sentence of the range's totals.
 */
export function MonthlyOffersCard({ report }: { report: Report }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const rows = report.monthly_offers;
  const sum = (pick: (row: Report["monthly_offers"][number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const shown = sum((row) => row.shown);
  const taken = sum((row) => row.taken);
  const mailed = formatNumber(
    sum((row) => row.upgrades_mailed),
    locale,
  );
  const used = formatNumber(
    sum((row) => row.upgrades_taken),
    locale,
  );
  const shownText = formatNumber(shown, locale);
  const takenText = formatNumber(taken, locale);
  const rate = formatRate(shown === 0 ? 0 : taken / shown, locale);
  return (
    <section className="rb-card reports-campaigns" aria-labelledby="reports-offers-title">
      <h2 id="reports-offers-title" className="reports__title">
        <Trans>Asks for monthly giving</Trans>
      </h2>
      <p className="reports__hint">
        <Trans>
          “Monthly instead” was shown {shownText} times in the one-time flow and taken {takenText} times (
          {rate}). Upgrade links mailed: {mailed}; used: {used}.
        </Trans>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls, and a keyboard must reach it (WCAG 2.1.1) */}
      <section className="reports-table__wrap" aria-labelledby="reports-offers-title" tabIndex={0}>
        <table className="reports-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Month</Trans>
              </th>
              <th scope="col" className="reports-table__num">
                <Trans>Monthly instead shown</Trans>
              </th>
              <th scope="col" className="reports-table__num">
                <Trans>Taken</Trans>
              </th>
              <th scope="col" className="reports-table__num">
                <Trans>Upgrade links mailed</Trans>
              </th>
              <th scope="col" className="reports-table__num">
                <Trans>Upgrades</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{monthLabel(row.month, locale)}</th>
                <td className="reports-table__num">{formatNumber(row.shown, locale)}</td>
                <td className="reports-table__num">{formatNumber(row.taken, locale)}</td>
                <td className="reports-table__num">{formatNumber(row.upgrades_mailed, locale)}</td>
                <td className="reports-table__num">{formatNumber(row.upgrades_taken, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
