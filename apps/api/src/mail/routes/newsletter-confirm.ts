import { z } from "@hono/zod-openapi";
import type { Router } from "../../platform/http/openapi.ts";
import { confirmSubscription, subscriptionForConfirm } from "../newsletter.ts";
import { newsletterPageMessages as m, newsletterRoutes, openNewsletterLink } from "./newsletter-page.ts";

const routes = newsletterRoutes("/v1/newsletter/confirm", "confirm a subscription", z.object({}));

const registerShow = routes.show(async (c, query) => {
  const { subscription, page } = await openNewsletterLink(c, query, subscriptionForConfirm);
  if (!subscription) return page(m.invalidLink, 400);
  if (subscription.status === "confirmed") return page(m.confirmed);
  if (subscription.status === "unsubscribed") return page(m.cancelled);
  return page(m.confirmPrompt, 200, m.confirmButton);
});

const registerAct = routes.act(async (c, query) => {
  const link = await openNewsletterLink(c, query, subscriptionForConfirm);
  if (!link.subscription) return link.page(m.invalidLink, 400);
  const outcome = await confirmSubscription(link.services, link.subscription);
  return link.page(outcome === "confirmed" ? m.confirmed : m.cancelled);
});

/**
 * Double opt-in: the mailed link opens a page whose button confirms. Only the POST confirms, so a
 * mail scanner following links subscribes nobody. Replays are harmless; a cancelled subscription
 * is not revived by an old link.
 */
export function registerNewsletterConfirm(app: Router) {
  registerShow(app);
  registerAct(app);
}
