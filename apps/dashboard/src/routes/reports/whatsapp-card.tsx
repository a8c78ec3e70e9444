import { Trans, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatNumber, toLocale } from "@rimbun/i18n";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getWhatsAppReport, type WhatsAppReportMonth } from "../../lib/api.ts";
import { formatRate, monthLabel } from "./report-format.ts";

type Figure = keyof Omit<WhatsAppReportMonth, "month">;

const sumOf = (months: WhatsAppReportMonth[], key: Figure) =>
  months.reduce((total, month) => total + month[key], 0);

/**
 * WhatsApp in the reports (docs/product/staff-console.md#reports): per month, the messages and how they
 * ended, their cost by the price table, and how reminder-channel cycles reminded on WhatsApp were paid
 * against those reminded by mail only. Loaded beside the main figures, for the same range.
 */
export function WhatsAppCard({ startDate, endDate }: { startDate: string; endDate: string }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const report = useQuery({
    queryKey: ["reports-whatsapp", startDate, endDate],
    queryFn: ({ signal }) => getWhatsAppReport({ startDate, endDate }, { signal }),
    placeholderData: keepPreviousData,
  });
  const months = report.data?.months ?? [];
  const days = report.data?.window_days ?? 7;
  const count = (value: number) => formatNumber(value, locale);
  const share = (paid: number, cycles: number) => (cycles === 0 ? "–" : formatRate(paid / cycles, locale));
  const anyCycle = sumOf(months, "whatsapp_cycles") + sumOf(months, "mail_cycles") > 0;
  const sent = count(sumOf(months, "sent"));
  const delivered = count(sumOf(months, "delivered"));
  const read = count(sumOf(months, "read"));
  const cost = formatRupiah(sumOf(months, "cost_idr"), locale);
  const whatsappShare = share(sumOf(months, "whatsapp_paid"), sumOf(months, "whatsapp_cycles"));
  const mailShare = share(sumOf(months, "mail_paid"), sumOf(months, "mail_cycles"));
  const unpriced = sumOf(months, "unpriced");
  const unpricedText = count(unpriced);
  return (
    <section
      className="rb-card reports-campaigns"
      aria-labelledby="reports-whatsapp-title"
      id="reports-whatsapp"
    >
      <h2 id="reports-whatsapp-title" className="reports__title">
        <Trans>WhatsApp</Trans>
      </h2>
      {report.isPending ? null : report.isError ? (
        <p className="reports__hint" role="alert">
          <Trans>The WhatsApp figures could not be loaded. Please try again later.</Trans>
        </p>
      ) : (
        <>
          <p className="reports__hint">
            <Trans>
              Sent {sent}, delivered {delivered}, read {read}; cost {cost}.
            </Trans>{" "}
            {anyCycle ? (
              <Trans>
                Reminder-channel cycles paid within {days} days of their due day: {whatsappShare} after a
                WhatsApp reminder, {mailShare} with the mail reminder only.
              </Trans>
            ) : (
              <Trans>No reminder-channel cycle of this range is {days} days past its due day yet.</Trans>
            )}
          </p>
          {unpriced > 0 ? (
            <p className="reports__hint">
              <Trans>
                {unpricedText} delivered messages had no price on the day they were sent and are not in the
                cost.
              </Trans>
            </p>
          ) : null}
          <WhatsAppTable months={months} />
        </>
      )}
    </section>
  );
}

/** The figures per month, as a table that scrolls sideways on a phone. */
function WhatsAppTable({ months }: { months: WhatsAppReportMonth[] }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const count = (value: number) => formatNumber(value, locale);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls, and a keyboard must reach it (WCAG 2.1.1)
    <section className="reports-table__wrap" aria-labelledby="reports-whatsapp-title" tabIndex={0}>
      <table className="reports-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Month</Trans>
            </th>
            <th scope="col" className="reports-table__num">
              <Trans>Sent</Trans>
            </th>
            <th scope="col" className="reports-table__num">
              <Trans>Delivered</Trans>
            </th>
            <th scope="col" className="reports-table__num">
              <Trans>Read</Trans>
            </th>
            <th scope="col" className="reports-table__num">
              <Trans>Failed</Trans>
            </th>
            <th scope="col" className="reports-table__num">
              <Trans>Cost</Trans>
            </th>
            <th scope="col" className="reports-table__num">
              <Trans>Paid after a WhatsApp reminder</Trans>
            </th>
            <th scope="col" className="reports-table__num">
              <Trans>Paid after the mail reminder only</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month, locale)}</th>
              <td className="reports-table__num">{count(month.sent)}</td>
              <td className="reports-table__num">{count(month.delivered)}</td>
              <td className="reports-table__num">{count(month.read)}</td>
              <td className="reports-table__num">{count(month.failed)}</td>
              <td className="reports-table__num">{formatRupiah(month.cost_idr, locale)}</td>
              <td className="reports-table__num">
                {count(month.whatsapp_paid)} / {count(month.whatsapp_cycles)}
              </td>
              <td className="reports-table__num">
                {count(month.mail_paid)} / {count(month.mail_cycles)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
