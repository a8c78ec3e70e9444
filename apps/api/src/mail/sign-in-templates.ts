import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";
import { layout, type RenderedMail } from "./templates.ts";

const signInMailMessages = {
  linkSubject: /*i18n*/ { id: "mail.signInLink.subject", message: "Your sign-in link for Rimbun Lestari" },
  linkBody: /*i18n*/ {
    id: "mail.signInLink.body",
    message:
      "Open the link below and press the button to sign in to your dashboard. The link works once and is valid for {minutes} minutes. If you did not ask for it, you can ignore this e-mail: nobody can sign in without it.",
  },
  linkAction: /*i18n*/ { id: "mail.signInLink.action", message: "Sign me in" },
  welcomeSubject: /*i18n*/ { id: "mail.welcome.subject", message: "Welcome! Your donor dashboard is ready" },
  welcomeBody: /*i18n*/ {
    id: "mail.welcome.body",
    message:
      "Thank you for your monthly donation. Your donor dashboard is ready: open it to see your donations, invoices and badges. The button signs you in once, within 7 days; next time, ask for a new sign-in link on the login page.",
  },
  welcomeAction: /*i18n*/ { id: "mail.welcome.action", message: "Open my dashboard" },
  welcomePasswordLine: /*i18n*/ {
    id: "mail.welcome.passwordLine",
    message: "Prefer a password? You can choose one now (optional, the link is valid for 7 days):",
  },
  welcomePasswordAction: /*i18n*/ { id: "mail.welcome.passwordAction", message: "Choose a password" },
};

export const signInMailTemplates = {
  /** The login screen's "E-mail me a sign-in link". Holds a token: sensitive (mailer.ts). */
  signInLink(locale: Locale, input: { name: string; url: string; minutes: number }): RenderedMail {
    return layout(locale, "sign-in-link", translate(locale, signInMailMessages.linkSubject), input.name, {
      paragraphs: [translate(locale, signInMailMessages.linkBody, { minutes: input.minutes })],
      action: { label: translate(locale, signInMailMessages.linkAction), url: input.url },
    });
  },
  /**
   * The welcome after a first monthly gift: a sign-in link first, a password only as an option. Kind
   * `set-password` (sensitive, as before): it is the same mail, now signing the donor straight in.
   */
  welcome(locale: Locale, input: { name: string; signInUrl: string; passwordUrl: string }): RenderedMail {
    return layout(locale, "set-password", translate(locale, signInMailMessages.welcomeSubject), input.name, {
      paragraphs: [
        translate(locale, signInMailMessages.welcomeBody),
        translate(locale, signInMailMessages.welcomePasswordLine),
      ],
      action: { label: translate(locale, signInMailMessages.welcomeAction), url: input.signInUrl },
      extraLinks: [
        { label: translate(locale, signInMailMessages.welcomePasswordAction), url: input.passwordUrl },
      ],
    });
  },
};
