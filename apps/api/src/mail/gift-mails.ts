import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";
import { giftMessages, giftPurpose } from "./gift-messages.ts";
import { layout, mailDate, type RenderedMail, stopLine } from "./templates.ts";

/** Mails about what happened to a donor's money besides the receipt (docs/decisions/guest-links.md). */
export const giftMailTemplates = {
  /**
   * The money of one gift went back (a staff refund, or one made at the provider): its number, amount,
   * date and purpose. A monthly plan's charge says the plan goes on, with the plan's stop link.
   */
  refund(
    locale: Locale,
    input: {
      name: string;
      localId: string;
      amount: string;
      /** The day of the gift (its payment), a Date or a billing day. */
      date: Date | string;
      campaign: string | null;
      stopUrl?: string | undefined;
    },
  ): RenderedMail {
    const paragraphs = [
      translate(locale, giftMessages.refundBody, {
        amount: input.amount,
        date: mailDate(input.date, locale),
        purpose: giftPurpose(locale, input.campaign),
        localId: input.localId,
      }),
      translate(locale, giftMessages.refundAfter),
      ...(input.stopUrl ? [translate(locale, giftMessages.refundPlanGoesOn)] : []),
    ];
    return layout(
      locale,
      "refund",
      translate(locale, giftMessages.refundSubject, { localId: input.localId }),
      input.name,
      { paragraphs, ...(input.stopUrl ? { notes: [stopLine(locale, input.stopUrl)] } : {}) },
    );
  },
  /**
   * A one-time gift (or a monthly plan's first payment) failed or expired unpaid. Nobody paid, so the
   * address is unconfirmed: a neutral greeting, nothing the visitor typed, only our own words and the
   * way back to give again.
   */
  paymentIncomplete(
    locale: Locale,
    input: { amount: string; campaign: string | null; retryUrl: string },
  ): RenderedMail {
    return layout(locale, "payment-incomplete", translate(locale, giftMessages.incompleteSubject), null, {
      paragraphs: [
        translate(locale, giftMessages.incompleteBody, {
          amount: input.amount,
          purpose: giftPurpose(locale, input.campaign),
        }),
      ],
      action: { label: translate(locale, giftMessages.incompleteAction), url: input.retryUrl },
    });
  },
};
