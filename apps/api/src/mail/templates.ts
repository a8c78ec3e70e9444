import { formatLongDate } from "@rimbun/i18n";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { MailAttachment } from "../platform/db/schema/email-outbox.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";
import { giftMessages, giftPurpose } from "./gift-messages.ts";
import { foundationLine, MailLayout, type TrustedHtml } from "./mail-layout.tsx";
import { wayBackMailMessages } from "./way-back-messages.ts";

export interface RenderedMail {
  kind: MailKind;
  subject: string;
  html: string;
  text: string;
  /**
   * Extra headers the mailer must pass to SMTP: newsletter mails carry RFC 8058 one-click
   * unsubscribe (`List-Unsubscribe`, `List-Unsubscribe-Post`).
   */
  headers?: Record<string, string>;
  /** Files sent with it (a tribute card's certificate). */
  attachments?: MailAttachment[];
}

/** Every kind of mail the product sends (the outbox and the previews list them). */
export const mailKinds = [
  "set-password",
  "reset-password",
  "receipt",
  "invoice",
  "reminder",
  "stop-confirmation",
  "charge-notice",
  "payment-failed",
  "plan-paused",
  "report-request",
  "volunteer-application",
  "volunteer-known",
  "newsletter-confirm",
  "newsletter",
  "password-changed",
  "bank-account-changed",
  "profile-changed",
  "yearly-statement",
  "sign-in-link",
  "account-deletion",
  "method-expiring",
  "method-unlinked",
  "method-link",
  "campaign-update",
  "staff-invite",
  "two-factor-off",
  "two-factor-reset",
  "refund",
  "payment-incomplete",
  "fundraiser-new-donor",
  "fundraiser-milestone",
  "fundraiser-ending-soon",
  "fundraiser-update",
  "tribute-card",
  "tribute-copy",
  "plan-upgrade",
  "welcome-back",
  "whatsapp-fallback",
] as const;

export type MailKind = (typeof mailKinds)[number];

const m = {
  greeting: /*i18n*/ { id: "mail.greeting", message: "Hello {name}," },
  signature: /*i18n*/ {
    id: "mail.signature",
    message: "Warm regards,\nYayasan Rimbun Lestari",
  },
  footer: /*i18n*/ {
    id: "mail.footer",
    message: "You receive this e-mail because of your activity on Rimbun Lestari.",
  },
  setPasswordSubject: /*i18n*/ {
    id: "mail.setPassword.subject",
    message: "Welcome! Set your dashboard password",
  },
  setPasswordBody: /*i18n*/ {
    id: "mail.setPassword.body",
    message:
      "Thank you for your monthly donation. Your donor dashboard is ready: set your password to see your donations, invoices and badges. The link is valid for 7 days.",
  },
  setPasswordAction: /*i18n*/ { id: "mail.setPassword.action", message: "Set my password" },
  resetSubject: /*i18n*/ { id: "mail.reset.subject", message: "Reset your password" },
  resetBody: /*i18n*/ {
    id: "mail.reset.body",
    message:
      "We received a request to reset your password. The link works once and is valid for 1 hour. If you did not ask for it, you can ignore this e-mail.",
  },
  resetAction: /*i18n*/ { id: "mail.reset.action", message: "Reset my password" },
  receiptSubject: /*i18n*/ { id: "mail.receipt.subject", message: "Receipt for your donation {localId}" },
  receiptBody: /*i18n*/ {
    id: "mail.receipt.body",
    message:
      "We received your {type} donation of {amount} on {date} for {purpose}. Thank you for caring for nature.",
  },
  receiptAction: /*i18n*/ { id: "mail.receipt.action", message: "View receipt" },
  invoiceSubject: /*i18n*/ { id: "mail.invoice.subject", message: "Your monthly donation invoice" },
  invoiceBody: /*i18n*/ {
    id: "mail.invoice.body",
    message: "Your monthly donation of {amount} is due. Use the link below to pay it.",
  },
  invoiceAction: /*i18n*/ { id: "mail.invoice.action", message: "Pay now" },
  chargeSubject: /*i18n*/ { id: "mail.charge.subject", message: "Your monthly donation invoice" },
  chargeBody: /*i18n*/ {
    id: "mail.charge.body",
    message:
      "Your monthly donation of {amount} for {date} will be charged to your {channel} now. Nothing else to do.",
  },
  failedSubject: /*i18n*/ {
    id: "mail.failed.subject",
    message: "We could not collect your monthly donation",
  },
  failedBody: /*i18n*/ {
    id: "mail.failed.body",
    message:
      "We could not collect your monthly donation of {amount} due on {date}. We will try again next month; please check your payment method in your dashboard.",
  },
  pausedSubject: /*i18n*/ { id: "mail.paused.subject", message: "Your monthly donation is paused" },
  pausedBody: /*i18n*/ {
    id: "mail.paused.body",
    message:
      "After three unsuccessful months we paused your monthly donation of {amount}. One click on the button pays this month and starts your donation again.",
  },
  pausedAction: /*i18n*/ { id: "mail.paused.action", message: "Pay and resume" },
  stopLine: /*i18n*/ {
    id: "mail.stop.line",
    message: "Want to stop your monthly donation? Use this link (valid for 30 days): {url}",
  },
  reminderSubject: /*i18n*/ {
    id: "mail.reminder.subject",
    message: "Your monthly donation is due in 3 days",
  },
  reminderBody: /*i18n*/ {
    id: "mail.reminder.body",
    message:
      "A friendly reminder: your monthly donation of {amount} is due on {date}. We will send you the invoice with a payment link.",
  },
  stopSubject: /*i18n*/ {
    id: "mail.stop.subject",
    message: "Your monthly donation has stopped",
  },
  stopBody: /*i18n*/ {
    id: "mail.stop.body",
    message:
      "Your monthly donation of {amount} has stopped: there are no more charges or invoices from today. Thank you for your support so far.",
  },
  reportSubject: /*i18n*/ { id: "mail.report.subject", message: "Your Rimbun Lestari Impact Report 2023" },
  reportBody: /*i18n*/ {
    id: "mail.report.body",
    message: "Thank you for your interest in our work. Download the impact report here:",
  },
  reportLinkId: /*i18n*/ { id: "mail.report.linkId", message: "Impact Report 2023 (Bahasa Indonesia)" },
  reportLinkEn: /*i18n*/ { id: "mail.report.linkEn", message: "Impact Report 2023 (English)" },
  volunteerSubject: /*i18n*/ {
    id: "mail.volunteer.subject",
    message: "We received your Fundraiser Buddy application",
  },
  volunteerKnownSubject: /*i18n*/ {
    id: "mail.volunteerKnown.subject",
    message: "About your Fundraiser Buddy signup",
  },
  volunteerPendingBody: /*i18n*/ {
    id: "mail.volunteerKnown.pending",
    message:
      "Someone, hopefully you, signed up again as a Fundraiser Buddy with this address. You have already applied: our team is reviewing your application and will e-mail you when it is approved. There is nothing more to do. If this was not you, ignore this e-mail.",
  },
  volunteerMemberBody: /*i18n*/ {
    id: "mail.volunteerKnown.member",
    message:
      "Someone, hopefully you, signed up as a Fundraiser Buddy with this address. This address already has a Fundraiser Buddy account, so nothing new was registered. Sign in to your dashboard to see your referral link and points; if you forgot your password, you can set a new one. If this was not you, ignore this e-mail.",
  },
  volunteerSignInAction: /*i18n*/ { id: "mail.volunteerKnown.signIn", message: "Sign in" },
  volunteerForgotLink: /*i18n*/ { id: "mail.volunteerKnown.forgot", message: "Forgot your password?" },
  volunteerBody: /*i18n*/ {
    id: "mail.volunteer.body",
    message:
      "Thank you for signing up as a Fundraiser Buddy. Our team reviews your application and will e-mail you when it is approved. The training lasts about 3 months.",
  },
  typeSingle: /*i18n*/ { id: "donation.type.single", message: "single" },
  typeBoost: /*i18n*/ { id: "donation.type.boost", message: "boost" },
  typeMonthly: /*i18n*/ { id: "donation.type.monthly", message: "monthly" },
};

export type { TrustedHtml } from "./mail-layout.tsx";

interface Block {
  /** Plain strings are escaped; `TrustedHtml` is taken as it is. */
  paragraphs: (string | TrustedHtml)[];
  action?: { label: string; url: string };
  extraLinks?: { label: string; url: string }[];
  /** Small print below the buttons: the stop link, the unsubscribe link. */
  notes?: string[];
}

// What @react-email/render writes before the markup; rendered synchronously (no Suspense in mails), so
// every template stays a plain function its callers need not await.
const doctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * Every mail: HTML from the one layout component (react-email), and a plain-text part composed from the
 * same parts, each link written out after its label. `name` null greets neutrally: mails to addresses
 * nobody confirmed never carry text a stranger typed.
 */
export function layout(
  locale: Locale,
  kind: MailKind,
  subject: string,
  name: string | null,
  block: Block,
): RenderedMail {
  const greeting =
    name === null
      ? translate(locale, newsletterMessages.greetingNeutral)
      : translate(locale, m.greeting, { name });
  const signature = translate(locale, m.signature);
  const footer = translate(locale, m.footer);
  const links = [...(block.action ? [block.action] : []), ...(block.extraLinks ?? [])];
  const html =
    doctype +
    renderToStaticMarkup(
      createElement(MailLayout, {
        locale,
        subject,
        greeting,
        paragraphs: block.paragraphs,
        action: block.action,
        extraLinks: block.extraLinks,
        notes: block.notes,
        signature,
        footer,
      }),
    );
  const text = [
    greeting,
    ...block.paragraphs.map((part) => (typeof part === "string" ? part : part.text)),
    ...links.map((link) => `${link.label}: ${link.url}`),
    ...(block.notes ?? []),
    signature,
    footer,
    foundationLine,
  ].join("\n\n");
  return { kind, subject, html, text };
}

/**
 * A date in a mail, in the recipient's language and Jakarta time (`Senin, 23 November 2026` /
 * `Monday, 23 November 2026`). Takes a Date or a day (`2026-11-23`, the billing calendar's form).
 */
export function mailDate(value: Date | string, locale: Locale): string {
  if (value instanceof Date) return formatLongDate(value, locale);
  // A calendar day is noon in Jakarta, so no time zone moves it to the next or previous day.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLongDate(`${value}T12:00:00+07:00`, locale);
  return value;
}

/** The stop link's line in small print (every mail about a monthly plan carries it). */
export function stopLine(locale: Locale, url: string): string {
  return translate(locale, m.stopLine, { url });
}

export function donationTypeLabel(locale: Locale, type: string): string {
  if (type === "single") return translate(locale, m.typeSingle);
  if (type === "boost") return translate(locale, m.typeBoost);
  return translate(locale, m.typeMonthly);
}

export const mailTemplates = {
  setPassword(locale: Locale, input: { name: string; url: string }): RenderedMail {
    const subject = translate(locale, m.setPasswordSubject);
    return layout(locale, "set-password", subject, input.name, {
      paragraphs: [translate(locale, m.setPasswordBody)],
      action: { label: translate(locale, m.setPasswordAction), url: input.url },
    });
  },
  resetPassword(locale: Locale, input: { name: string; url: string }): RenderedMail {
    return layout(locale, "reset-password", translate(locale, m.resetSubject), input.name, {
      paragraphs: [translate(locale, m.resetBody)],
      action: { label: translate(locale, m.resetAction), url: input.url },
    });
  },
  /**
   * A paid gift's receipt: what it went to (`campaign` title, or null for the general fund), its one
   * number, and `viewUrl`, the signed link that opens the receipt without signing in.
   */
  receipt(
    locale: Locale,
    input: {
      name: string;
      localId: string;
      type: string;
      amount: string;
      date: string;
      campaign: string | null;
      viewUrl: string;
      stopUrl?: string | undefined;
      /** The payment fee the donor covered and the total paid, when a fee was covered. */
      coveredFee?: { fee: string; total: string } | undefined;
    },
  ): RenderedMail {
    const paragraphs = [
      translate(locale, m.receiptBody, {
        type: donationTypeLabel(locale, input.type),
        amount: input.amount,
        date: mailDate(input.date, locale),
        purpose: giftPurpose(locale, input.campaign),
      }),
      ...(input.coveredFee ? [translate(locale, giftMessages.receiptCoveredFee, input.coveredFee)] : []),
      translate(locale, giftMessages.receiptNumber, { localId: input.localId }),
    ];
    return layout(
      locale,
      "receipt",
      translate(locale, m.receiptSubject, { localId: input.localId }),
      input.name,
      {
        paragraphs,
        action: { label: translate(locale, m.receiptAction), url: input.viewUrl },
        ...(input.stopUrl ? { notes: [stopLine(locale, input.stopUrl)] } : {}),
      },
    );
  },
  /**
   * `schedule`: the plan's charge day and next date, when the caller knows them; `viewUrl`:
   * the cycle's invoice page by its signed link.
   */
  invoice(
    locale: Locale,
    input: {
      name: string;
      amount: string;
      payUrl: string;
      viewUrl: string;
      stopUrl: string;
      schedule?: string | undefined;
    },
  ): RenderedMail {
    return layout(locale, "invoice", translate(locale, m.invoiceSubject), input.name, {
      paragraphs: [
        translate(locale, m.invoiceBody, { amount: input.amount }),
        ...(input.schedule ? [input.schedule] : []),
      ],
      action: { label: translate(locale, m.invoiceAction), url: input.payUrl },
      extraLinks: [{ label: translate(locale, giftMessages.invoiceView), url: input.viewUrl }],
      notes: [stopLine(locale, input.stopUrl)],
    });
  },
  chargeNotice(
    locale: Locale,
    input: {
      name: string;
      amount: string;
      date: string;
      channel: string;
      stopUrl: string;
      schedule?: string | undefined;
    },
  ): RenderedMail {
    return layout(locale, "charge-notice", translate(locale, m.chargeSubject), input.name, {
      paragraphs: [
        translate(locale, m.chargeBody, {
          amount: input.amount,
          date: mailDate(input.date, locale),
          channel: input.channel,
        }),
        ...(input.schedule ? [input.schedule] : []),
      ],
      notes: [stopLine(locale, input.stopUrl)],
    });
  },
  /**
   * `fixUrl`: the signed one-click link to pay the missed month or change the method
   * (docs/product/monthly-giving.md#failed-payment-fix).
   */
  paymentFailed(
    locale: Locale,
    input: { name: string; amount: string; date: string; fixUrl?: string | undefined; stopUrl: string },
  ): RenderedMail {
    const paragraphs = [
      translate(locale, m.failedBody, { amount: input.amount, date: mailDate(input.date, locale) }),
    ];
    const notes = [stopLine(locale, input.stopUrl)];
    if (!input.fixUrl) {
      return layout(locale, "payment-failed", translate(locale, m.failedSubject), input.name, {
        paragraphs,
        notes,
      });
    }
    return layout(locale, "payment-failed", translate(locale, m.failedSubject), input.name, {
      paragraphs: [...paragraphs, translate(locale, wayBackMailMessages.failedFixLine)],
      action: { label: translate(locale, wayBackMailMessages.failedFixAction), url: input.fixUrl },
      notes,
    });
  },
  planPaused(
    locale: Locale,
    input: { name: string; amount: string; payUrl: string; stopUrl: string },
  ): RenderedMail {
    return layout(locale, "plan-paused", translate(locale, m.pausedSubject), input.name, {
      paragraphs: [translate(locale, m.pausedBody, { amount: input.amount })],
      action: { label: translate(locale, m.pausedAction), url: input.payUrl },
      notes: [stopLine(locale, input.stopUrl)],
    });
  },
  reminder(
    locale: Locale,
    input: { name: string; amount: string; date: string; stopUrl: string },
  ): RenderedMail {
    return layout(locale, "reminder", translate(locale, m.reminderSubject), input.name, {
      paragraphs: [
        translate(locale, m.reminderBody, { amount: input.amount, date: mailDate(input.date, locale) }),
      ],
      notes: [stopLine(locale, input.stopUrl)],
    });
  },
  /** `byStaff`: staff stopped it on the donor's request (donor support), which the mail says. */
  stopConfirmation(
    locale: Locale,
    input: { name: string; amount: string; byStaff?: boolean | undefined },
  ): RenderedMail {
    return layout(locale, "stop-confirmation", translate(locale, m.stopSubject), input.name, {
      paragraphs: [
        translate(locale, m.stopBody, { amount: input.amount }),
        ...(input.byStaff ? [translate(locale, giftMessages.stopByStaff)] : []),
      ],
    });
  },
  /** `newsletter`: a separate confirmation mail follows (double opt-in). */
  reportRequest(
    locale: Locale,
    input: { name: string | null; siteUrl: string; newsletter: boolean },
  ): RenderedMail {
    const paragraphs = [translate(locale, m.reportBody)];
    if (input.newsletter) paragraphs.push(translate(locale, newsletterMessages.reportConfirmFollows));
    return layout(locale, "report-request", translate(locale, m.reportSubject), input.name, {
      paragraphs,
      extraLinks: [
        { label: translate(locale, m.reportLinkId), url: `${input.siteUrl}/pdf/id-Impact-Report-2023.pdf` },
        { label: translate(locale, m.reportLinkEn), url: `${input.siteUrl}/pdf/en-Impact-Report-2023.pdf` },
      ],
    });
  },
  volunteerApplication(locale: Locale, input: { name: string | null }): RenderedMail {
    return layout(locale, "volunteer-application", translate(locale, m.volunteerSubject), input.name, {
      paragraphs: [translate(locale, m.volunteerBody)],
    });
  },
  /**
   * A signup with an address that already has a pending application or a volunteer account: the form
   * answered as for anyone; only the address's owner learns where they stand (neutral greeting).
   */
  volunteerKnown(
    locale: Locale,
    input: { state: "pending" } | { state: "member"; signInUrl: string; forgotUrl: string },
  ): RenderedMail {
    const subject = translate(locale, m.volunteerKnownSubject);
    if (input.state === "pending")
      return layout(locale, "volunteer-known", subject, null, {
        paragraphs: [translate(locale, m.volunteerPendingBody)],
      });
    return layout(locale, "volunteer-known", subject, null, {
      paragraphs: [translate(locale, m.volunteerMemberBody)],
      action: { label: translate(locale, m.volunteerSignInAction), url: input.signInUrl },
      extraLinks: [{ label: translate(locale, m.volunteerForgotLink), url: input.forgotUrl }],
    });
  },
};

// Newsletter double opt-in (docs/product/privacy.md#consent): the confirmation mail and newsletter mails.
const newsletterMessages = {
  greetingNeutral: /*i18n*/ { id: "mail.greeting.neutral", message: "Hello," },
  reportConfirmFollows: /*i18n*/ {
    id: "mail.report.newsletterConfirm",
    message:
      "You asked for our newsletter: we sent you a separate e-mail to confirm it. Nothing is sent until you confirm.",
  },
  confirmSubject: /*i18n*/ {
    id: "mail.newsletterConfirm.subject",
    message: "Please confirm your Rimbun Lestari newsletter subscription",
  },
  confirmBody: /*i18n*/ {
    id: "mail.newsletterConfirm.body",
    message:
      "Someone, hopefully you, asked to receive the Rimbun Lestari newsletter at this address. Open the link below and press the confirm button to subscribe. The link is valid for 7 days. If you did not ask for it, ignore this e-mail and you will receive nothing.",
  },
  confirmAction: /*i18n*/ { id: "mail.newsletterConfirm.action", message: "Confirm my subscription" },
  unsubscribeLine: /*i18n*/ {
    id: "mail.newsletter.unsubscribe",
    message: "Do not want these e-mails? Unsubscribe with one click: {url}",
  },
};

/** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the URL. */
export function oneClickUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export const newsletterMailTemplates = {
  /** Double opt-in: the link opens a page whose button confirms (mail scanners only GET). */
  confirm(locale: Locale, input: { confirmUrl: string; unsubscribeUrl: string }): RenderedMail {
    const mail = layout(
      locale,
      "newsletter-confirm",
      translate(locale, newsletterMessages.confirmSubject),
      null,
      {
        paragraphs: [translate(locale, newsletterMessages.confirmBody)],
        action: { label: translate(locale, newsletterMessages.confirmAction), url: input.confirmUrl },
        notes: [translate(locale, newsletterMessages.unsubscribeLine, { url: input.unsubscribeUrl })],
      },
    );
    return { ...mail, headers: oneClickUnsubscribeHeaders(input.unsubscribeUrl) };
  },
  /** A newsletter issue: always the visible unsubscribe link and the one-click headers. */
  issue(
    locale: Locale,
    input: { subject: string; paragraphs: string[]; unsubscribeUrl: string },
  ): RenderedMail {
    const mail = layout(locale, "newsletter", input.subject, null, {
      paragraphs: input.paragraphs,
      notes: [translate(locale, newsletterMessages.unsubscribeLine, { url: input.unsubscribeUrl })],
    });
    return { ...mail, headers: oneClickUnsubscribeHeaders(input.unsubscribeUrl) };
  },
};

// Account-security notices (docs/product/accounts.md#passwords, #bank-account): sent after the change, to the
// account's own address.
const accountNoticeMessages = {
  passwordChangedSubject: /*i18n*/ {
    id: "mail.passwordChanged.subject",
    message: "Your password was changed",
  },
  passwordChangedBody: /*i18n*/ {
    id: "mail.passwordChanged.body",
    message:
      "The password of your Rimbun Lestari account was just changed, and every other device was logged out. If it wasn't you, reset your password now with the link below.",
  },
  resetAction: /*i18n*/ { id: "mail.accountNotice.resetAction", message: "Reset my password" },
  bankChangedSubject: /*i18n*/ {
    id: "mail.bankChanged.subject",
    message: "The bank account for your withdrawals was changed",
  },
  bankChangedBody: /*i18n*/ {
    id: "mail.bankChanged.body",
    message:
      "The bank account that receives your point withdrawals was changed from {before} to {after}. If it wasn't you, reset your password now with the link below and tell us by replying to this e-mail.",
  },
  bankNone: /*i18n*/ { id: "mail.bankChanged.none", message: "(none)" },
  twoFactorOffSubject: /*i18n*/ {
    id: "mail.twoFactorOff.subject",
    message: "Two-factor sign-in was turned off",
  },
  twoFactorOffBody: /*i18n*/ {
    id: "mail.twoFactorOff.body",
    message:
      "Two-factor sign-in was just turned off for your Rimbun Lestari account: your password alone signs you in again. If it wasn't you, reset your password now with the link below.",
  },
  profileChangedSubject: /*i18n*/ {
    id: "mail.profileChanged.subject",
    message: "An administrator updated your profile",
  },
  profileChangedBody: /*i18n*/ {
    id: "mail.profileChanged.body",
    message:
      "An administrator of Rimbun Lestari updated your profile. If you did not expect this, please tell us by replying to this e-mail.",
  },
};

export const accountNoticeTemplates = {
  /** `resetUrl`: the forgot-password screen (no token in the mail). */
  passwordChanged(locale: Locale, input: { name: string; resetUrl: string }): RenderedMail {
    return layout(
      locale,
      "password-changed",
      translate(locale, accountNoticeMessages.passwordChangedSubject),
      input.name,
      {
        paragraphs: [translate(locale, accountNoticeMessages.passwordChangedBody)],
        action: { label: translate(locale, accountNoticeMessages.resetAction), url: input.resetUrl },
      },
    );
  },
  /** `before` and `after` are masked ("BNI ••••6789"); null: there was none. */
  bankAccountChanged(
    locale: Locale,
    input: { name: string; before: string | null; after: string | null; resetUrl: string },
  ): RenderedMail {
    const none = translate(locale, accountNoticeMessages.bankNone);
    return layout(
      locale,
      "bank-account-changed",
      translate(locale, accountNoticeMessages.bankChangedSubject),
      input.name,
      {
        paragraphs: [
          translate(locale, accountNoticeMessages.bankChangedBody, {
            before: input.before ?? none,
            after: input.after ?? none,
          }),
        ],
        action: { label: translate(locale, accountNoticeMessages.resetAction), url: input.resetUrl },
      },
    );
  },
  /** `resetUrl`: the forgot-password screen (no token in the mail). */
  twoFactorOff(locale: Locale, input: { name: string; resetUrl: string }): RenderedMail {
    return layout(
      locale,
      "two-factor-off",
      translate(locale, accountNoticeMessages.twoFactorOffSubject),
      input.name,
      {
        paragraphs: [translate(locale, accountNoticeMessages.twoFactorOffBody)],
        action: { label: translate(locale, accountNoticeMessages.resetAction), url: input.resetUrl },
      },
    );
  },
  profileChangedByAdmin(locale: Locale, input: { name: string }): RenderedMail {
    return layout(
      locale,
      "profile-changed",
      translate(locale, accountNoticeMessages.profileChangedSubject),
      input.name,
      { paragraphs: [translate(locale, accountNoticeMessages.profileChangedBody)] },
    );
  },
};
