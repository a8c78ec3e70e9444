import { z } from "@hono/zod-openapi";
import { access } from "../../platform/http/access.ts";
import { html } from "../../platform/http/html.ts";
import { pickLocale, translate } from "../../platform/http/i18n.ts";
import { linkPageHeaders, linkPageShell, linkQuery } from "../../platform/http/link-page.ts";
import type { Router } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { openWhatsAppPayLink, whatsAppPayPath } from "../whatsapp-pay-link.ts";
import { paymentFixMessages } from "./recurring-payment-fix.ts";

const htmlAnswer = (description: string) => ({
  description,
  content: { "text/html": { schema: z.string() } },
});

/**
 * The WhatsApp invoice's one-tap pay button (billing/whatsapp-pay-link.ts): on to the month's pay page at
 * the provider, or a page saying it is already paid or no longer open (the failed-payment page's words).
 */
const registerShow = defineRoute({
  tags: ["Recurring"],
  errors: [] as const,
  access: access.link(),
  method: "get",
  path: whatsAppPayPath,
  summary: "WhatsApp pay button: to the month's pay page at the provider (a GET creates nothing)",
  request: { query: linkQuery },
  otherResponses: {
    302: { description: "To the provider's pay page" },
    200: htmlAnswer("Already paid"),
    400: htmlAnswer("Invalid, expired or closed link"),
  },
  handle: async (c) => {
    const input = validated(c, "query", linkQuery);
    const services = c.get("services");
    const opened = await openWhatsAppPayLink(services, input.token);
    linkPageHeaders(c);
    if ("url" in opened) return c.redirect(opened.url, 302);
    const locale = opened.locale ?? pickLocale(input.locale);
    const message = opened.closed === "paid" ? paymentFixMessages.paid : paymentFixMessages.invalid;
    const page = linkPageShell(locale, {
      siteUrl: services.env.PUBLIC_SITE_URL,
      title: translate(locale, paymentFixMessages.title),
      back: translate(locale, paymentFixMessages.website),
      body: html`<p role="${opened.closed === "paid" ? "status" : "alert"}">${translate(locale, message)}</p>`,
    });
    return c.html(page, opened.closed === "paid" ? 200 : 400);
  },
});

export function registerRecurringWhatsAppPay(app: Router) {
  registerShow(app);
}
