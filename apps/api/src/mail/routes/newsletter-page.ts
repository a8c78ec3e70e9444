import type { z } from "@hono/zod-openapi";
import type { AppContext, Services } from "../../platform/context.ts";
import type { Locale } from "../../platform/db/schema/users.ts";
import { pickLocale } from "../../platform/http/i18n.ts";
import { linkPageRoutes, respondWithPage } from "../../platform/http/link-page.ts";

/** Texts of the newsletter confirm and unsubscribe pages (API-rendered: they work without the site or JavaScript). */
export const newsletterPageMessages = {
  title: /*i18n*/ { id: "newsletter.title", message: "Rimbun Lestari newsletter" },
  confirmPrompt: /*i18n*/ {
    id: "newsletter.confirmPrompt",
    message: "Press the button to confirm that {email} should receive the Rimbun Lestari newsletter.",
  },
  confirmButton: /*i18n*/ { id: "newsletter.confirmButton", message: "Confirm my subscription" },
  confirmed: /*i18n*/ {
    id: "newsletter.confirmed",
    message: "Thank you! Your subscription is confirmed. Every newsletter has a link to unsubscribe.",
  },
  unsubscribePrompt: /*i18n*/ {
    id: "newsletter.unsubscribePrompt",
    message: "Press the button to stop the Rimbun Lestari newsletter for {email}.",
  },
  unsubscribeButton: /*i18n*/ { id: "newsletter.unsubscribeButton", message: "Unsubscribe" },
  unsubscribed: /*i18n*/ {
    id: "newsletter.unsubscribed",
    message: "You are unsubscribed. You will receive no more newsletters from us.",
  },
  invalidLink: /*i18n*/ {
    id: "newsletter.invalidLink",
    message:
      "This link is not valid or has expired. You can ask for the newsletter again by ticking the box on our website.",
  },
  cancelled: /*i18n*/ {
    id: "newsletter.cancelled",
    message: "This subscription was cancelled. To subscribe again, tick the newsletter box on our website.",
  },
  website: /*i18n*/ { id: "newsletter.website", message: "Go to the Rimbun Lestari website" },
};

type PageMessage = (typeof newsletterPageMessages)[keyof typeof newsletterPageMessages];

/** OpenAPI entries of the newsletter pages (GET shows, POST acts). */
export function newsletterRoutes(path: string, action: string, postBody: z.ZodType) {
  return linkPageRoutes({
    path,
    tag: "Public",
    show: `Newsletter: the ${action} page (a button; mail scanners' GETs change nothing)`,
    act: `Newsletter: ${action} (no login; idempotent)`,
    postBody,
  });
}

/**
 * What every newsletter page starts with: the subscription the link names (null: forged, expired or
 * forgotten), the page's language (the subscriber's, else the link's), no caching, and `page` to
 * answer with one message (and maybe the button that acts).
 */
export async function openNewsletterLink<S extends { locale: Locale; email: string }>(
  c: AppContext,
  query: { token?: string | undefined; locale?: string | undefined },
  find: (services: Services, token: string) => Promise<S | null>,
) {
  const services = c.get("services");
  const token = query.token;
  const subscription = token ? await find(services, token) : null;
  const locale = subscription?.locale ?? pickLocale(query.locale);
  const page = (message: PageMessage, status: 200 | 400 = 200, button?: PageMessage) =>
    respondWithPage(c, {
      locale,
      status,
      title: newsletterPageMessages.title,
      message,
      back: newsletterPageMessages.website,
      ...(button && subscription && token
        ? { email: subscription.email, button: { message: button, token } }
        : {}),
    });
  return { services, subscription, page };
}
