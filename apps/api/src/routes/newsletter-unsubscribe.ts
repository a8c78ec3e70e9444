import { z } from "@hono/zod-openapi";
import { pickLocale } from "../lib/i18n.ts";
import type { Router } from "../lib/openapi.ts";
import { subscriptionForUnsubscribe, unsubscribe } from "../services/newsletter.ts";
import { newsletterPageMessages as m, newsletterPage, newsletterRoutes } from "./newsletter-page.ts";

const routes = newsletterRoutes(
  "/v1/newsletter/unsubscribe",
  "unsubscribe (RFC 8058 one-click: `List-Unsubscribe=One-Click`)",
  z.object({ "List-Unsubscribe": z.string().max(100).optional() }),
);

/**
 * Unsubscribe without login. The POST is RFC 8058's one-click target (mail clients post to the
 * List-Unsubscribe URL) and the page's button; the GET only shows the button. Idempotent.
 */
export function registerNewsletterUnsubscribe(app: Router) {
  app.openapi(routes.show, async (c) => {
    const services = c.get("services");
    const { token, locale: asked } = c.req.valid("query");
    const subscription = token ? await subscriptionForUnsubscribe(services, token) : null;
    const locale = subscription?.locale ?? pickLocale(asked);
    const siteUrl = services.env.PUBLIC_SITE_URL;
    c.header("cache-control", "no-store");
    if (!subscription || !token)
      return c.html(newsletterPage(locale, { siteUrl, message: m.invalidLink }), 400);
    if (subscription.status === "unsubscribed")
      return c.html(newsletterPage(locale, { siteUrl, message: m.unsubscribed }), 200);
    const action = `/v1/newsletter/unsubscribe?${new URLSearchParams({ token, locale })}`;
    return c.html(
      newsletterPage(locale, {
        siteUrl,
        message: m.unsubscribePrompt,
        email: subscription.email,
        form: { action, button: m.unsubscribeButton },
      }),
      200,
    );
  });

  app.openapi(routes.act, async (c) => {
    const services = c.get("services");
    const { token, locale: asked } = c.req.valid("query");
    const subscription = token ? await subscriptionForUnsubscribe(services, token) : null;
    const locale = subscription?.locale ?? pickLocale(asked);
    const siteUrl = services.env.PUBLIC_SITE_URL;
    c.header("cache-control", "no-store");
    if (!subscription) return c.html(newsletterPage(locale, { siteUrl, message: m.invalidLink }), 400);
    await unsubscribe(services, subscription);
    return c.html(newsletterPage(locale, { siteUrl, message: m.unsubscribed }), 200);
  });
}
