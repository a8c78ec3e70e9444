import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";
import { layout, type RenderedMail } from "./templates.ts";

const staffMailMessages = {
  inviteSubject: /*i18n*/ {
    id: "mail.staffInvite.subject",
    message: "You are invited to the Rimbun Lestari staff console",
  },
  inviteBody: /*i18n*/ {
    id: "mail.staffInvite.body",
    message:
      "{inviter} has given you a {role} account on the Rimbun Lestari dashboard: campaigns, donor support and reports. Choose your password to start; the link works once and is valid for 7 days. If you did not expect this, ignore this e-mail and the account stays unusable.",
  },
  inviteAction: /*i18n*/ { id: "mail.staffInvite.action", message: "Choose my password" },
  roleStaff: /*i18n*/ { id: "mail.staffInvite.roleStaff", message: "staff" },
  roleAdmin: /*i18n*/ { id: "mail.staffInvite.roleAdmin", message: "administrator" },
  twoFactorResetSubject: /*i18n*/ {
    id: "mail.twoFactorReset.subject",
    message: "Your two-factor sign-in was reset",
  },
  twoFactorResetBody: /*i18n*/ {
    id: "mail.twoFactorReset.body",
    message:
      "{admin} reset the two-factor sign-in of your Rimbun Lestari staff account, and every device was logged out. At your next login, set it up again with your authenticator app; your old recovery codes no longer work. If you did not ask for this, tell another administrator at once.",
  },
  twoFactorResetAction: /*i18n*/ { id: "mail.twoFactorReset.action", message: "Log in" },
};

export const staffMailTemplates = {
  /** An administrator's invitation (or re-enabling): a set-password link. Holds a token: sensitive. */
  invite(
    locale: Locale,
    input: { name: string; inviter: string; role: "staff" | "admin"; url: string },
  ): RenderedMail {
    const role = translate(
      locale,
      input.role === "admin" ? staffMailMessages.roleAdmin : staffMailMessages.roleStaff,
    );
    return layout(locale, "staff-invite", translate(locale, staffMailMessages.inviteSubject), input.name, {
      paragraphs: [translate(locale, staffMailMessages.inviteBody, { inviter: input.inviter, role })],
      action: { label: translate(locale, staffMailMessages.inviteAction), url: input.url },
    });
  },
  /** Another administrator reset the staffer's two-factor sign-in; `url`: the dashboard's login. */
  twoFactorReset(locale: Locale, input: { name: string; admin: string; url: string }): RenderedMail {
    return layout(
      locale,
      "two-factor-reset",
      translate(locale, staffMailMessages.twoFactorResetSubject),
      input.name,
      {
        paragraphs: [translate(locale, staffMailMessages.twoFactorResetBody, { admin: input.admin })],
        action: { label: translate(locale, staffMailMessages.twoFactorResetAction), url: input.url },
      },
    );
  },
};
