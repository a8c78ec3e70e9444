import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";

/**
 * Lines of the mails about a donor's money (receipt, refund, a payment not completed, the stop):
 * what the gift was for and how its receipt opens without an account (docs/decisions/guest-links.md).
 */
export const giftMessages = {
  purposeCampaign: /*i18n*/ { id: "mail.gift.purposeCampaign", message: "the campaign “{campaign}”" },
  purposeGeneral: /*i18n*/ { id: "mail.gift.purposeGeneral", message: "the foundation's general fund" },
  receiptCoveredFee: /*i18n*/ {
    id: "mail.receipt.coveredFee",
    message:
      "You also covered the payment fee of {fee} (you paid {total} in all), so the foundation receives your full donation.",
  },
  receiptNumber: /*i18n*/ {
    id: "mail.receipt.number",
    message:
      "Your receipt number is {localId}. The button below opens the receipt, also as a PDF, without signing in; the link works for 18 months.",
  },
  invoiceView: /*i18n*/ { id: "mail.invoice.view", message: "View invoice" },
  refundSubject: /*i18n*/ { id: "mail.refund.subject", message: "Your donation {localId} was refunded" },
  refundBody: /*i18n*/ {
    id: "mail.refund.body",
    message:
      "We have refunded your donation of {amount}, made on {date} for {purpose} (number {localId}). Depending on your bank or e-wallet, the money can take up to 14 working days to reach your account.",
  },
  refundAfter: /*i18n*/ {
    id: "mail.refund.after",
    message:
      "A refunded donation has no receipt any more. If you did not ask for this refund, or have a question, simply reply to this e-mail.",
  },
  refundPlanGoesOn: /*i18n*/ {
    id: "mail.refund.planGoesOn",
    message: "Your monthly donation itself goes on.",
  },
  incompleteSubject: /*i18n*/ {
    id: "mail.incomplete.subject",
    message: "Your donation was not completed",
  },
  incompleteBody: /*i18n*/ {
    id: "mail.incomplete.body",
    message:
      "The payment of your donation of {amount} for {purpose} did not go through, so no money was taken. If you still want to give, you can start again with the button below.",
  },
  incompleteAction: /*i18n*/ { id: "mail.incomplete.action", message: "Give again" },
  stopByStaff: /*i18n*/ {
    id: "mail.stop.byStaff",
    message:
      "Our team recorded this stop at your request. If you did not ask for it, reply to this e-mail and we will help you continue your donation.",
  },
};

/** What a gift went to, inside a sentence: a campaign by its title, or the general fund. */
export function giftPurpose(locale: Locale, campaignTitle: string | null): string {
  return campaignTitle
    ? translate(locale, giftMessages.purposeCampaign, { campaign: campaignTitle })
    : translate(locale, giftMessages.purposeGeneral);
}
