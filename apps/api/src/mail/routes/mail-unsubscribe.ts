import { linkPageRoutes, respondWithPage } from "../../platform/http/link-page.ts";
import type { Router } from "../../platform/http/openapi.ts";
import { readMailUnsubscribeToken, setMailPreferences } from "../mail-preferences.ts";

/** Texts of the optional-mail unsubscribe page (API-rendered, in the link's language). */
export const mailUnsubscribeMessages = {
  title: /*i18n*/ { id: "mailUnsubscribe.title", message: "Rimbun Lestari e-mails" },
  promptCampaignUpdates: /*i18n*/ {
    id: "mailUnsubscribe.prompt.campaignUpdates",
    message: "Press the button to stop campaign update e-mails to {email}.",
  },
  promptYearlyStatement: /*i18n*/ {
    id: "mailUnsubscribe.prompt.yearlyStatement",
    message: "Press the button to stop the yearly donation statement e-mail to {email}.",
  },
  button: /*i18n*/ { id: "mailUnsubscribe.button", message: "Unsubscribe" },
  done: /*i18n*/ {
    id: "mailUnsubscribe.done",
    message:
      "You are unsubscribed. You can switch these e-mails on again in your dashboard profile. Receipts and invoices for your donations still come.",
  },
  invalid: /*i18n*/ {
    id: "mailUnsubscribe.invalid",
    message:
      "This link is not valid or has expired. You can change your e-mail choices in your dashboard profile.",
  },
  website: /*i18n*/ { id: "mailUnsubscribe.website", message: "Go to the Rimbun Lestari website" },
};
const m = mailUnsubscribeMessages;

const routes = linkPageRoutes({
  path: "/v1/mail/unsubscribe",
  tag: "Privacy",
  show: "Optional mail: the unsubscribe page of a signed link (a button; a GET changes nothing)",
  act: "Optional mail: unsubscribe (no login; RFC 8058 one-click `List-Unsubscribe=One-Click`; idempotent)",
});

const registerShow = routes.show(async (c, { token, locale }) => {
  const link = token ? readMailUnsubscribeToken(c.get("services"), token) : null;
  const page = { locale, title: m.title, back: m.website };
  if (!link || !token) return respondWithPage(c, { ...page, message: m.invalid, status: 400 });
  return respondWithPage(c, {
    ...page,
    message: link.topic === "campaignUpdates" ? m.promptCampaignUpdates : m.promptYearlyStatement,
    email: link.email,
    button: { message: m.button, token },
  });
});

const registerAct = routes.act(async (c, { token, locale }) => {
  const services = c.get("services");
  const link = token ? readMailUnsubscribeToken(services, token) : null;
  const page = { locale, title: m.title, back: m.website };
  if (!link) return respondWithPage(c, { ...page, message: m.invalid, status: 400 });
  await setMailPreferences(services.db, link.email, { [link.topic]: false });
  return respondWithPage(c, { ...page, message: m.done });
});

/**
 * The signed one-click unsubscribe link of campaign updates and yearly statements
 * (`mailUnsubscribeUrl`). The GET only shows the button; the POST (the button, or a mail client's
 * RFC 8058 one-click) switches the topic off for the address the token names.
 */
export function registerMailUnsubscribe(app: Router) {
  registerShow(app);
  registerAct(app);
}
