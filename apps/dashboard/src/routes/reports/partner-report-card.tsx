import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DateRange } from "@rimbun/domain/dates";
import { formatRupiah } from "@rimbun/domain/money";
import { formatNumber, toLocale } from "@rimbun/i18n";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { CardCellLabel } from "../../components/card-cell-label.tsx";
import { getPartnerReport } from "../../lib/api.ts";
import { useFailurePage } from "../../lib/use-failure-page.ts";
import "../../components/card-table.css";

const columns = {
  partner: msg`Partner`,
  gifts: msg`Gifts`,
  donors: msg`Donors`,
  paid: msg`Paid`,
} as const;

/**
 * Gifts through partners' embed codes in the filter's range (docs/product/staff-console.md#partner-report):
 * paid gifts only, refunds out, one row a code, the most paid first as the API sorts them.
 */
export function PartnerReportCard({ range }: { range: DateRange }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const report = useQuery({
    queryKey: ["reports", "partners", range.startDate, range.endDate],
    queryFn: ({ signal }) => getPartnerReport({ from: range.startDate, to: range.endDate }, { signal }),
    placeholderData: keepPreviousData,
  });
  useFailurePage(report.error);
  const partners = report.data ?? [];
  return (
    <section
      className="rb-card reports-partners"
      aria-labelledby="reports-partners-title"
      aria-busy={report.isFetching}
    >
      <h2 id="reports-partners-title" className="reports__title">
        <Trans>Gifts through partners' sites</Trans>
      </h2>
      {report.isPending ? null : partners.length === 0 ? (
        <p className="reports__hint">
          <Trans>
            No paid gifts through an embed code in this range. Codes are made under{" "}
            <Link to="/dashboard/embeds">Embed codes</Link>.
          </Trans>
        </p>
      ) : (
        <div className="card-table-wrap">
          <table className="card-table reports-partners__table" aria-labelledby="reports-partners-title">
            <thead>
              <tr>
                <th scope="col">{i18n._(columns.partner)}</th>
                <th scope="col" className="reports-partners__num">
                  {i18n._(columns.gifts)}
                </th>
                <th scope="col" className="reports-partners__num">
                  {i18n._(columns.donors)}
                </th>
                <th scope="col" className="reports-partners__num">
                  {i18n._(columns.paid)}
                </th>
              </tr>
            </thead>
            <tbody>
              {partners.map((row) => (
                <tr key={row.embed_id}>
                  <th scope="row">
                    {row.partner_name}
                    <span className="reports-partners__code">{row.embed_id}</span>
                  </th>
                  <td className="reports-partners__num">
                    <CardCellLabel>{i18n._(columns.gifts)}</CardCellLabel>
                    {formatNumber(row.gifts, locale)}
                  </td>
                  <td className="reports-partners__num">
                    <CardCellLabel>{i18n._(columns.donors)}</CardCellLabel>
                    {formatNumber(row.donors, locale)}
                  </td>
                  <td className="reports-partners__num">
                    <CardCellLabel>{i18n._(columns.paid)}</CardCellLabel>
                    {formatRupiah(row.paid_idr, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
