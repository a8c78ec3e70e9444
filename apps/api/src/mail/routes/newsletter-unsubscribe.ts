import { z } from "@hono/zod-openapi";
import type { Router } from "../../platform/http/openapi.ts";
import { subscriptionForUnsubscribe, unsubscribe } from "../newsletter.ts";
import { newsletterPageMessages as m, newsletterRoutes, openNewsletterLink } from "./newsletter-page.ts";

const routes = newsletterRoutes(
  "/v1/newsletter/unsubscribe",
  "unsubscribe (RFC 8058 one-click: `List-Unsubscribe=One-Click`)",
  z.object({ "List-Unsubscribe": z.string().max(100).optional() }),
);

const registerShow = routes.show(async (c, query) => {
  const { subscription, page } = await openNewsletterLink(c, query, subscriptionForUnsubscribe);
  if (!subscription) return page(m.invalidLink, 400);
  if (subscription.status === "unsubscribed") return page(m.unsubscribed);
  return page(m.unsubscribePrompt, 200, m.unsubscribeButton);
});

const registerAct = routes.act(async (c, query) => {
  const link = await openNewsletterLink(c, query, subscriptionForUnsubscribe);
  if (!link.subscription) return link.page(m.invalidLink, 400);
  await unsubscribe(link.services, link.subscription);
  return link.page(m.unsubscribed);
});

/**
 * Unsubscribe without login. The POST is RFC 8058's one-click target (mail clients post to the
 * List-Unsubscribe URL) and the page's button; the GET only shows the button. Idempotent.
 */
export function registerNewsletterUnsubscribe(app: Router) {
  registerShow(app);
  registerAct(app);
}
