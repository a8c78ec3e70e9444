import { Trans, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { defaultReportRange } from "@rimbun/domain/reports";
import { formatNumber, formatShortDate, toLocale } from "@rimbun/i18n";
import { DateRangeFilter, type DateRangeValue, StatBox } from "@rimbun/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { ScreenHeader } from "../../components/screen-header.tsx";
import { getReport } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import { ExportPanel } from "./export-panel.tsx";
import { MonthlyOffersCard } from "./monthly-offers-card.tsx";
import { PartnerReportCard } from "./partner-report-card.tsx";
import { ReportCharts } from "./report-charts.tsx";
import { formatRate } from "./report-format.ts";
import "./reports.css";

/**
 * Staff reports (docs/product/staff-console.md#reports): the figures of a range (default: the last 12 Jakarta
 * months) as charts, each with a sentence and a table, and the accountant's exports. Definitions:
 * docs/decisions/reports.md.
 */
export function ReportsScreen({ now }: { now?: Date }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const [filter, setFilter] = useState<DateRangeValue>(() => ({
    kind: "custom",
    range: defaultReportRange(now),
  }));
  const { startDate, endDate } = filter.range;
  const report = useQuery({
    queryKey: ["reports", startDate, endDate],
    queryFn: ({ signal }) => getReport({ startDate, endDate }, { signal }),
    placeholderData: keepPreviousData,
  });
  useFailurePage(report.error);
  const data = report.data;
  // The range the figures really cover: after the API's default or its 36-month cap, once it answered for
  // this choice (a kept previous answer does not name the new range).
  const shown = data && !report.isPlaceholderData ? data.range : filter.range;
  const from = formatShortDate(`${shown.startDate}T12:00:00+07:00`, locale);
  const to = formatShortDate(`${shown.endDate}T12:00:00+07:00`, locale);

  return (
    <section className="screen reports" aria-busy={report.isFetching}>
      <ScreenHeader title={<Trans>Reports</Trans>}>
        <Trans>
          {from} to {to}, Jakarta time
        </Trans>
      </ScreenHeader>
      <div className="rb-card reports__filter">
        <DateRangeFilter value={filter} onChange={setFilter} now={now} label={t`Date range`} />
      </div>
      {!data ? (
        <LoadingBlock />
      ) : (
        <>
          {data.capped ? (
            <p className="reports__notice" role="status">
              <Trans>The range was shortened to its last 36 months.</Trans>
            </p>
          ) : null}
          <div className="reports__stats">
            <StatBox label={t`Income`} value={formatRupiah(data.totals.income, locale)} tone="accent" />
            <StatBox label={t`Gifts`} value={formatNumber(data.totals.gifts, locale)} />
            <StatBox
              label={t`Active monthly donors`}
              value={formatNumber(data.totals.active_monthly_donors, locale)}
            />
            <StatBox label={t`Monthly recurring revenue`} value={formatRupiah(data.totals.mrr, locale)} />
            <StatBox label={t`Failed payments`} value={formatRate(data.totals.failed_rate, locale)} />
            <StatBox label={t`Points liability`} value={formatRupiah(data.totals.points_liability, locale)} />
          </div>
          <ReportCharts report={data} />
          <section className="rb-card reports-campaigns" aria-labelledby="reports-campaigns-title">
            <h2 id="reports-campaigns-title" className="reports__title">
              <Trans>Top campaigns</Trans>
            </h2>
            {data.top_campaigns.length === 0 ? (
              <p className="reports__hint">
                <Trans>No campaign gifts in this range.</Trans>
              </p>
            ) : (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls, and a keyboard must reach it (WCAG 2.1.1)
              <section className="reports-table__wrap" aria-labelledby="reports-campaigns-title" tabIndex={0}>
                <table className="reports-table">
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Campaign</Trans>
                      </th>
                      <th scope="col" className="reports-table__num">
                        <Trans>Income</Trans>
                      </th>
                      <th scope="col" className="reports-table__num">
                        <Trans>Gifts</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.top_campaigns.map((campaign) => (
                      <tr key={campaign.slug}>
                        <th scope="row">{campaign.title?.[locale] || campaign.slug}</th>
                        <td className="reports-table__num">{formatRupiah(campaign.amount, locale)}</td>
                        <td className="reports-table__num">{formatNumber(campaign.gifts, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </section>
          <MonthlyOffersCard report={data} />
          <PartnerReportCard range={shown} />
        </>
      )}
      <ExportPanel range={filter.range} />
    </section>
  );
}
