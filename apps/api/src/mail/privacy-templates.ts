import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";
import { layout, type RenderedMail } from "./templates.ts";

const privacyMailMessages = {
  deletionSubject: /*i18n*/ {
    id: "mail.accountDeletion.subject",
    message: "Confirm deleting your Rimbun Lestari account",
  },
  deletionBody: /*i18n*/ {
    id: "mail.accountDeletion.body",
    message:
      "You asked to delete your Rimbun Lestari account. Open the link below and press the button to confirm; the link is valid for {minutes} minutes. Deleting stops your monthly donations, removes your profile, photo, sign-in and referral link, and replaces your name, e-mail and phone on your past donations with placeholders (the foundation keeps the amounts for its accounts). If you did not ask for this, ignore this e-mail: nothing changes.",
  },
  deletionAction: /*i18n*/ { id: "mail.accountDeletion.action", message: "Review and delete my account" },
};

export const privacyMailTemplates = {
  /** The only way to delete an account: a short-lived signed link to a page whose button confirms. */
  accountDeletion(locale: Locale, input: { name: string; url: string; minutes: number }): RenderedMail {
    return layout(
      locale,
      "account-deletion",
      translate(locale, privacyMailMessages.deletionSubject),
      input.name,
      {
        paragraphs: [translate(locale, privacyMailMessages.deletionBody, { minutes: input.minutes })],
        action: { label: translate(locale, privacyMailMessages.deletionAction), url: input.url },
      },
    );
  },
};
