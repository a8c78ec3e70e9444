import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";
import { layout, oneClickUnsubscribeHeaders, type RenderedMail } from "./templates.ts";

const messages = {
  subject: /*i18n*/ {
    id: "mail.yearlyStatement.subject",
    message: "Your {year} donation statement is ready",
  },
  body: /*i18n*/ {
    id: "mail.yearlyStatement.body",
    message:
      "Thank you for giving in {year}: {total} in all. Your donation statement lists every gift with its date and invoice number, for your own records or your tax return.",
  },
  signIn: /*i18n*/ {
    id: "mail.yearlyStatement.signIn",
    message: "Sign in to your dashboard and press Download statement; the year {year} is already chosen.",
  },
  action: /*i18n*/ { id: "mail.yearlyStatement.action", message: "Open my statement" },
  unsubscribe: /*i18n*/ {
    id: "mail.yearlyStatement.unsubscribe",
    message: "Do not want this yearly e-mail? Unsubscribe with one click: {url}",
  },
};

/** The January mail: a link to the year's statement on the dashboard, with one-click unsubscribe (RFC 8058). */
export function yearlyStatementMail(
  locale: Locale,
  input: { name: string; year: number; total: string; url: string; unsubscribeUrl: string },
): RenderedMail {
  const year = String(input.year);
  const mail = layout(locale, "yearly-statement", translate(locale, messages.subject, { year }), input.name, {
    paragraphs: [
      translate(locale, messages.body, { year, total: input.total }),
      translate(locale, messages.signIn, { year }),
    ],
    action: { label: translate(locale, messages.action), url: input.url },
    notes: [translate(locale, messages.unsubscribe, { url: input.unsubscribeUrl })],
  });
  return { ...mail, headers: oneClickUnsubscribeHeaders(input.unsubscribeUrl) };
}
