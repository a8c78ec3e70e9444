import { createRoute, z } from "@hono/zod-openapi";
import { maskEmail } from "@rimbun/domain";
import type { AppContext, Services } from "../context.ts";
import type { Locale } from "../db/schema/users.ts";
import { escapeHtml, pickLocale, translate } from "../lib/i18n.ts";

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

/** A small accessible page in the subscriber's language: one message, maybe one button, a way back. */
export function newsletterPage(
  locale: Locale,
  input: {
    siteUrl: string;
    message: PageMessage;
    email?: string;
    form?: { action: string; button: PageMessage };
  },
): string {
  const t = (message: PageMessage, values?: Record<string, unknown>) =>
    escapeHtml(translate(locale, message, values));
  const title = t(newsletterPageMessages.title);
  const text = t(input.message, input.email ? { email: maskEmail(input.email) } : undefined);
  const site = `${input.siteUrl.replace(/\/$/, "")}${locale === "en" ? "/en" : ""}/`;
  const form = input.form
    ? `<form method="post" action="${escapeHtml(input.form.action)}"><button type="submit">${t(input.form.button)}</button></form>`
    : "";
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;padding:0 16px;font-family:system-ui,sans-serif;background:#F4F4F4;color:#1f2d1f;line-height:1.5}
main{max-width:440px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 12px}
button{font:inherit;padding:12px 20px;border-radius:8px;border:2px solid #2f6b3a;background:#2f6b3a;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f2b134;outline-offset:2px}
a{color:#2f6b3a}
</style></head>
<body><main>
<h1>${title}</h1>
<p role="status">${text}</p>
${form}
<p><a href="${escapeHtml(site)}">${t(newsletterPageMessages.website)}</a></p>
</main></body></html>`;
}

export const newsletterLinkQuery = z.object({
  token: z.string().optional().openapi({ description: "The signed link token from the mail" }),
  locale: z.string().optional().openapi({ example: "en" }),
});

const html = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });

/** OpenAPI entries of the newsletter pages (GET shows, POST acts). */
export function newsletterRoutes(path: string, action: string, postBody: z.ZodType) {
  return {
    show: createRoute({
      method: "get",
      path,
      tags: ["Public"],
      summary: `Newsletter: the ${action} page (a button; mail scanners' GETs change nothing)`,
      request: { query: newsletterLinkQuery },
      responses: { 200: html("The page"), 400: html("Invalid or expired link") },
    }),
    act: createRoute({
      method: "post",
      path,
      tags: ["Public"],
      summary: `Newsletter: ${action} (no login; idempotent)`,
      request: {
        query: newsletterLinkQuery,
        body: {
          required: false,
          content: {
            "application/x-www-form-urlencoded": { schema: postBody },
            "multipart/form-data": { schema: postBody },
          },
        },
      },
      responses: { 200: html("Done"), 400: html("Invalid or expired link") },
    }),
  };
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
  c.header("cache-control", "no-store");
  const page = (message: PageMessage, status: 200 | 400 = 200, button?: PageMessage) =>
    c.html(
      newsletterPage(locale, {
        siteUrl: services.env.PUBLIC_SITE_URL,
        message,
        ...(button && subscription && token
          ? {
              email: subscription.email,
              form: { action: `${c.req.path}?${new URLSearchParams({ token, locale })}`, button },
            }
          : {}),
      }),
      status,
    );
  return { services, subscription, page };
}
