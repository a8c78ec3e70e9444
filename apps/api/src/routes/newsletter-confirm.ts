import { z } from "@hono/zod-openapi";
import { pickLocale } from "../lib/i18n.ts";
import type { Router } from "../lib/openapi.ts";
import { confirmSubscription, subscriptionForConfirm } from "../services/newsletter.ts";
import { newsletterPageMessages as m, newsletterPage, newsletterRoutes } from "./newsletter-page.ts";

const routes = newsletterRoutes("/v1/newsletter/confirm", "confirm a subscription", z.object({}));

/**
 * Double opt-in: the mailed link opens a page whose button confirms. Only the POST confirms, so a
 * mail scanner following links subscribes nobody. Replays are harmless; a cancelled subscription
 * is not revived by an old link.
 */
export function registerNewsletterConfirm(app: Router) {
  app.openapi(routes.show, async (c) => {
    const services = c.get("services");
    const { token, locale: asked } = c.req.valid("query");
    const subscription = token ? await subscriptionForConfirm(services, token) : null;
    const locale = subscription?.locale ?? pickLocale(asked);
    const siteUrl = services.env.PUBLIC_SITE_URL;
    c.header("cache-control", "no-store");
    if (!subscription || !token)
      return c.html(newsletterPage(locale, { siteUrl, message: m.invalidLink }), 400);
    if (subscription.status === "confirmed")
      return c.html(newsletterPage(locale, { siteUrl, message: m.confirmed }), 200);
    if (subscription.status === "unsubscribed")
      return c.html(newsletterPage(locale, { siteUrl, message: m.cancelled }), 200);
    const action = `/v1/newsletter/confirm?${new URLSearchParams({ token, locale })}`;
    return c.html(
      newsletterPage(locale, {
        siteUrl,
        message: m.confirmPrompt,
        email: subscription.email,
        form: { action, button: m.confirmButton },
      }),
      200,
    );
  });

  app.openapi(routes.act, async (c) => {
    const services = c.get("services");
    const { token, locale: asked } = c.req.valid("query");
    const subscription = token ? await subscriptionForConfirm(services, token) : null;
    const locale = subscription?.locale ?? pickLocale(asked);
    const siteUrl = services.env.PUBLIC_SITE_URL;
    c.header("cache-control", "no-store");
    if (!subscription) return c.html(newsletterPage(locale, { siteUrl, message: m.invalidLink }), 400);
    const outcome = await confirmSubscription(services, subscription);
    return c.html(
      newsletterPage(locale, { siteUrl, message: outcome === "confirmed" ? m.confirmed : m.cancelled }),
      200,
    );
  });
}
