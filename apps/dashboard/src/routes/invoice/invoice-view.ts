import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { foundation } from "@rimbun/content";
import { donationKindLabels, toDonationKind } from "@rimbun/domain/donations";
import { invoiceNumber } from "@rimbun/domain/invoice";
import { co2ForAmount, formatRupiah } from "@rimbun/domain/money";
import { formatKilograms, formatLongDate, toLocale } from "@rimbun/i18n";
import type { InvoiceData } from "../../lib/api.ts";
import { foundationDetails } from "../../lib/pdf/pdf-parts.ts";
import type { InvoiceView } from "./invoice-document.ts";

/** A note the donor did not write shows as a dash. */
const DASH = "-";

/** The invoice as the donor reads it, in the page's language; the same values go into the PDF. */
export function invoiceView(i18n: I18n, invoice: InvoiceData): InvoiceView {
  const locale = toLocale(i18n.locale);
  const amount = formatRupiah(invoice.amount);
  const kg = formatKilograms(invoice.co2_kg || co2ForAmount(invoice.amount), locale);
  return {
    title: i18n._(msg`Invoice Donation`),
    localIdLabel: i18n._(msg`No.`),
    localId: invoice.local_id,
    foundation: foundationDetails(),
    billToLabel: i18n._(msg`Bill to`),
    billTo: invoice.fullname,
    details: [
      {
        label: i18n._(msg`Invoice number`),
        value: invoice.invoice_number || invoiceNumber(invoice.local_id),
      },
      {
        label: i18n._(msg`Type`),
        value: i18n._(donationKindLabels[invoice.type_shown ?? toDonationKind(invoice.donation_type)]),
      },
      { label: i18n._(msg`Date`), value: formatLongDate(invoice.date || invoice.created_at, locale) },
    ],
    columns: { description: i18n._(msg`Description`), amount: i18n._(msg`Amount`) },
    description: invoice.description || i18n._(msg`Donation to ${foundation.name}`),
    amount,
    noteLabel: i18n._(msg`Note`),
    note: invoice.note?.trim() ? invoice.note : DASH,
    totalLabel: i18n._(msg`Total`),
    total: amount,
    co2: i18n._(
      msg`Your gift is equal to about ${kg} kg of CO₂ kept out of the air. Thank you for keeping the forest growing.`,
    ),
  };
}
