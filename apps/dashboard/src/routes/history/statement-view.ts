import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { foundation } from "@rimbun/content";
import { donationKindLabels } from "@rimbun/domain/donations";
import { co2ForAmount, formatRupiah } from "@rimbun/domain/money";
import { calendarYearOf } from "@rimbun/domain/statement";
import { formatKilograms, formatLongDate, formatNumber, formatShortDate, toLocale } from "@rimbun/i18n";
import type { DonationStatement } from "../../lib/api.ts";
import { type FoundationDetails, foundationDetails } from "../../lib/pdf/pdf-parts.ts";

/** One gift as the statement's table shows it. */
export interface StatementRow {
  date: string;
  type: string;
  campaign: string;
  invoice: string;
  amount: string;
  /** The payment fee the donor covered with this gift ("+ Rp 4.440 payment fee"), shown under its amount. */
  fee?: string | undefined;
}

/** Everything the statement PDF shows, already translated and formatted in the donor's language. */
export interface StatementView {
  title: string;
  foundation: FoundationDetails;
  /** "Fundraising licence PUB-… (issuer)": who is allowed to collect the gifts. */
  licence: string;
  /** Donor, period and date made, as label/value pairs. */
  details: { label: string; value: string }[];
  columns: StatementRow;
  rows: StatementRow[];
  /** Shown instead of the rows when the period holds no successful gift. */
  empty: string;
  totalLabel: string;
  total: string;
  /** "5 donations". */
  count: string;
  co2: string;
  /** The payment fees the donor covered on top of the gifts, said apart from the total; absent when none. */
  coveredFees?: string | undefined;
  /** That the statement is a record of donations, and what it is not. */
  note: string;
}

function periodText(i18n: I18n, statement: DonationStatement): string {
  const locale = toLocale(i18n.locale);
  const range = { startDate: statement.start_date, endDate: statement.end_date };
  const year = calendarYearOf(range);
  if (year !== null) return i18n._(msg`Calendar year ${year}`);
  return `${formatShortDate(range.startDate, locale)} – ${formatShortDate(range.endDate, locale)}`;
}

/** The statement in the page's language; `madeAt` is when the donor downloaded it. */
export function statementView(i18n: I18n, statement: DonationStatement, madeAt: Date): StatementView {
  const locale = toLocale(i18n.locale);
  const general = i18n._(msg`General support`);
  const count = statement.donations.length;
  const kg = formatKilograms(statement.co2_kg || co2ForAmount(statement.total), locale);
  return {
    title: i18n._(msg`Donation statement`),
    foundation: foundationDetails(),
    licence: i18n._(
      msg`Fundraising licence ${foundation.licence.number}, ${foundation.licence.issuer[locale]}`,
    ),
    details: [
      { label: i18n._(msg`Donor`), value: statement.fullname || statement.email },
      { label: i18n._(msg`E-mail`), value: statement.email },
      { label: i18n._(msg`Period`), value: periodText(i18n, statement) },
      { label: i18n._(msg`Made on`), value: formatLongDate(madeAt, locale) },
    ],
    columns: {
      date: i18n._(msg`Date`),
      type: i18n._(msg`Type`),
      campaign: i18n._(msg`Campaign`),
      invoice: i18n._(msg`Invoice no.`),
      amount: i18n._(msg`Amount`),
    },
    rows: statement.donations.map((donation) => ({
      date: formatShortDate(donation.created_at, locale),
      type: i18n._(donationKindLabels[donation.type_shown]),
      campaign: donation.campaign_title?.[locale] || general,
      invoice: donation.local_id,
      amount: formatRupiah(donation.amount, locale),
      // A covered fee shows under the gift it was paid with, never inside the gift's amount.
      fee:
        (donation.covered_fee ?? 0) > 0
          ? i18n._(msg`+ ${formatRupiah(donation.covered_fee ?? 0, locale)} payment fee`)
          : undefined,
    })),
    empty: i18n._(msg`No successful donations in this period.`),
    totalLabel: i18n._(msg`Total`),
    total: formatRupiah(statement.total, locale),
    coveredFees:
      (statement.covered_fees ?? 0) > 0
        ? i18n._(
            msg`You also covered ${formatRupiah(statement.covered_fees ?? 0, locale)} of payment fees, so the foundation received these gifts in full. The fees are not part of the total above.`,
          )
        : undefined,
    count: count === 1 ? i18n._(msg`1 donation`) : i18n._(msg`${formatNumber(count, locale)} donations`),
    co2: i18n._(
      msg`Together these gifts are equal to about ${kg} kg of CO₂ kept out of the air. Thank you for keeping the forest growing.`,
    ),
    note: i18n._(
      msg`This statement is a record of the donations you made to ${foundation.name} in the period above, as our books hold them. Only successful payments are listed; each invoice number matches the invoice of that gift in your dashboard.`,
    ),
  };
}
