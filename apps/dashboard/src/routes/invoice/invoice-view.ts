import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { foundation } from "@rimbun/content";
import { type DonationDocument, donationKindLabels, toDonationKind } from "@rimbun/domain/donations";
import { co2ForAmount, formatRupiah } from "@rimbun/domain/money";
import { formatKilograms, formatLongDate, type Locale, toLocale } from "@rimbun/i18n";
import type { InvoiceData } from "../../lib/api.ts";
import { foundationDetails } from "../../lib/pdf/pdf-parts.ts";
import type { InvoiceView } from "./invoice-document.ts";

/** A note the donor did not write shows as a dash. */
const DASH = "-";

/** The campaign's title in the page's language (the other one when a title is missing). */
export function giftCampaignTitle(campaign: InvoiceData["campaign"], locale: Locale): string | null {
  if (!campaign) return null;
  return (locale === "en" ? campaign.title_en : campaign.title_id) || campaign.title_id || campaign.title_en;
}

/**
 * The receipt (a paid gift) or invoice (an unpaid one) as the donor reads it, in the page's language;
 * the same values go into the PDF. One number names the gift: its local id
 * (docs/decisions/guest-links.md). The description says what the gift went to: its campaign, or the
 * foundation's general fund.
 */
export function invoiceView(i18n: I18n, invoice: InvoiceData, document: DonationDocument): InvoiceView {
  const locale = toLocale(i18n.locale);
  const amount = formatRupiah(invoice.amount, locale);
  const coveredFee = invoice.covered_fee ?? 0;
  const kg = formatKilograms(invoice.co2_kg || co2ForAmount(invoice.amount), locale);
  const receipt = document === "receipt";
  const campaign = giftCampaignTitle(invoice.campaign, locale);
  return {
    document,
    title: receipt ? i18n._(msg`Donation receipt`) : i18n._(msg`Invoice Donation`),
    localIdLabel: i18n._(msg`No.`),
    localId: invoice.local_id,
    foundation: foundationDetails(),
    billToLabel: receipt ? i18n._(msg`Received from`) : i18n._(msg`Bill to`),
    billTo: invoice.fullname,
    details: [
      {
        label: i18n._(msg`Type`),
        value: i18n._(donationKindLabels[invoice.type_shown ?? toDonationKind(invoice.donation_type)]),
      },
      {
        label: receipt ? i18n._(msg`Paid on`) : i18n._(msg`Date`),
        value: formatLongDate(invoice.date || invoice.created_at, locale),
      },
    ],
    columns: { description: i18n._(msg`Description`), amount: i18n._(msg`Amount`) },
    description: campaign
      ? i18n._(msg`Donation for the campaign “${campaign}”`)
      : i18n._(msg`Donation to the general fund of ${foundation.name}`),
    amount,
    fee:
      coveredFee > 0
        ? {
            description: i18n._(msg`Payment fee you covered, so the foundation receives the whole gift`),
            amount: formatRupiah(coveredFee, locale),
          }
        : undefined,
    noteLabel: i18n._(msg`Note`),
    note: invoice.note?.trim() ? invoice.note : DASH,
    totalLabel: i18n._(msg`Total`),
    total: formatRupiah(invoice.amount + coveredFee, locale),
    co2: i18n._(
      msg`Your gift is equal to about ${kg} kg of CO₂ kept out of the air. Thank you for keeping the forest growing.`,
    ),
  };
}
