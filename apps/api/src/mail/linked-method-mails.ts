import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";
import { layout, mailDate, type RenderedMail } from "./templates.ts";

/** Mails about the card or account a monthly donation is charged to (provider-linked plans). */
const messages = {
  expiringSubject: /*i18n*/ {
    id: "mail.methodExpiring.subject",
    message: "The card for your monthly donation expires soon",
  },
  expiringBody: /*i18n*/ {
    id: "mail.methodExpiring.body",
    message:
      "The {channel} your monthly donation of {amount} is charged to expires on {date}. To keep your donation going, link a new card or choose another payment method in your dashboard.",
  },
  changeAction: /*i18n*/ { id: "mail.methodExpiring.action", message: "Change payment method" },
  unlinkedSubject: /*i18n*/ {
    id: "mail.methodUnlinked.subject",
    message: "Your monthly donation is no longer charged automatically",
  },
  unlinkedBody: /*i18n*/ {
    id: "mail.methodUnlinked.body",
    message:
      "Your {channel} is no longer linked to your monthly donation of {amount}, so we cannot charge it by ourselves. Until you link it again or choose another payment method, we will e-mail you a payment link each month.",
  },
  linkSubject: /*i18n*/ {
    id: "mail.methodLink.subject",
    message: "Link your payment method for your monthly donation",
  },
  linkBody: /*i18n*/ {
    id: "mail.methodLink.body",
    message:
      "To charge your monthly donation of {amount} to your {channel} automatically, link it once on our payment provider's secure page. We never see your card details.",
  },
  linkAction: /*i18n*/ { id: "mail.methodLink.action", message: "Link my payment method" },
};

interface MethodMailInput {
  name: string;
  amount: string;
  channel: string;
}

export const linkedMethodMails = {
  /** A month before the linked card (or account authorization) expires, when the provider says it. */
  methodExpiring(locale: Locale, input: MethodMailInput & { date: string; changeUrl: string }): RenderedMail {
    return layout(locale, "method-expiring", translate(locale, messages.expiringSubject), input.name, {
      paragraphs: [
        translate(locale, messages.expiringBody, { ...input, date: mailDate(input.date, locale) }),
      ],
      action: { label: translate(locale, messages.changeAction), url: input.changeUrl },
    });
  },
  /** The provider ended the link (the donor unlinked the wallet, the method expired): no silent charges. */
  methodUnlinked(locale: Locale, input: MethodMailInput & { changeUrl: string }): RenderedMail {
    return layout(locale, "method-unlinked", translate(locale, messages.unlinkedSubject), input.name, {
      paragraphs: [translate(locale, messages.unlinkedBody, { ...input })],
      action: { label: translate(locale, messages.changeAction), url: input.changeUrl },
    });
  },
  /** A new channel (or a lost link) needs the donor once on the provider's page. */
  methodLink(locale: Locale, input: MethodMailInput & { linkUrl: string }): RenderedMail {
    return layout(locale, "method-link", translate(locale, messages.linkSubject), input.name, {
      paragraphs: [translate(locale, messages.linkBody, { ...input })],
      action: { label: translate(locale, messages.linkAction), url: input.linkUrl },
    });
  },
};
