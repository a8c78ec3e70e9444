import { createRoute, z } from "@hono/zod-openapi";
import type { MessageDescriptor } from "@lingui/core";
import { maskEmail } from "@rimbun/domain";
import type { AppContext } from "../context.ts";
import type { Locale } from "../db/schema/users.ts";
import { access, guarded } from "./access.ts";
import { escapeHtml, pickLocale, translate } from "./i18n.ts";

/** Shared by every page behind a mailed link: a card on the site's colours, readable without any asset. */
const shellCss = `body{margin:0;padding:0 16px;font-family:system-ui,sans-serif;background:#F4F4F4;color:#1f2d1f;line-height:1.5}
main{max-width:480px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 12px}h2{font-size:1.1rem;margin:24px 0 8px}
button{font:inherit;padding:12px 20px;border-radius:8px;border:2px solid #2f6b3a;background:#2f6b3a;color:#fff;cursor:pointer;min-height:44px}
button.danger{border-color:#a3282b;background:#a3282b}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f2b134;outline-offset:2px}
a{color:#2f6b3a}`;

/**
 * The HTML document around a mailed link's page: head (noindex, viewport), the shared styles plus the
 * page's own, the heading, the page's body and the way back to the site. `title`, `back` and `body`
 * come escaped.
 */
export function linkPageShell(
  locale: Locale,
  input: { siteUrl: string; title: string; back: string; body: string; css?: string },
): string {
  const site = `${input.siteUrl.replace(/\/$/, "")}${locale === "en" ? "/en" : ""}/`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${input.title}</title>
<style>
${shellCss}${input.css ? `\n${input.css}` : ""}
</style></head>
<body><main>
<h1>${input.title}</h1>
${input.body}
<p><a href="${escapeHtml(site)}">${input.back}</a></p>
</main></body></html>`;
}

/**
 * A small page the API renders for a mailed link (newsletter confirm and unsubscribe, mail
 * unsubscribe, account deletion): it works without the site or JavaScript, in the link's language, and acts only through its button's POST (mail scanners GET).
 */
export function linkPage(
  locale: Locale,
  input: {
    siteUrl: string;
    title: MessageDescriptor;
    message: MessageDescriptor;
    values?: Record<string, unknown>;
    form?: { action: string; button: MessageDescriptor; danger?: boolean };
    back: MessageDescriptor;
  },
): string {
  const t = (message: MessageDescriptor, values?: Record<string, unknown>) =>
    escapeHtml(translate(locale, message, values));
  const form = input.form
    ? `<form method="post" action="${escapeHtml(input.form.action)}"><button type="submit"${input.form.danger ? ' class="danger"' : ""}>${t(input.form.button)}</button></form>`
    : "";
  return linkPageShell(locale, {
    siteUrl: input.siteUrl,
    title: t(input.title),
    back: t(input.back),
    body: `<p role="status">${t(input.message, input.values)}</p>\n${form}`,
  });
}

/** No length limits: a broken or oversized token gets the page that says the link is invalid, not JSON. */
export const linkQuery = z.object({
  token: z.string().optional().openapi({ description: "The signed link token from the mail" }),
  locale: z.string().optional().openapi({ example: "en" }),
});

const html = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });

/** OpenAPI entries of a mailed link's page: GET shows the button, POST acts (form bodies only); the link's token is the access. */
export function linkPageRoutes(input: {
  path: string;
  tag: string;
  show: string;
  act: string;
  /** The button's form body; by default RFC 8058's one-click `List-Unsubscribe=One-Click`. */
  postBody?: z.ZodType;
}) {
  const body = input.postBody ?? z.object({ "List-Unsubscribe": z.string().max(100).optional() });
  return {
    show: createRoute({
      method: "get",
      path: input.path,
      tags: [input.tag],
      ...guarded(access.link()),
      summary: input.show,
      request: { query: linkQuery },
      responses: { 200: html("The page"), 400: html("Invalid or expired link") },
    }),
    act: createRoute({
      method: "post",
      path: input.path,
      tags: [input.tag],
      ...guarded(access.link()),
      summary: input.act,
      request: {
        query: linkQuery,
        body: {
          required: false,
          content: {
            "application/x-www-form-urlencoded": { schema: body },
            "multipart/form-data": { schema: body },
          },
        },
      },
      responses: { 200: html("Done"), 400: html("Invalid or expired link") },
    }),
  };
}

/**
 * Headers of every page behind a mailed link: never cached, and the token stays off other sites' logs
 * (the provider's pay page too) while the page's own forms still post with its Origin. The CSRF check
 * needs that Origin when the browser also holds a session cookie; `no-referrer` makes browsers send
 * `Origin: null`, which it refuses.
 */
export function linkPageHeaders(c: AppContext): void {
  c.header("cache-control", "no-store");
  c.header("referrer-policy", "same-origin");
}

/** The page's answer: no caching, the link's language unless the record knows better, masked address. */
export function respondWithPage(
  c: AppContext,
  input: {
    locale: Locale | string | undefined;
    status?: 200 | 400;
    title: MessageDescriptor;
    message: MessageDescriptor;
    back: MessageDescriptor;
    email?: string;
    button?: { message: MessageDescriptor; token: string; danger?: boolean };
  },
) {
  const locale = pickLocale(input.locale);
  linkPageHeaders(c);
  return c.html(
    linkPage(locale, {
      siteUrl: c.get("services").env.PUBLIC_SITE_URL,
      title: input.title,
      message: input.message,
      back: input.back,
      ...(input.email ? { values: { email: maskEmail(input.email) } } : {}),
      ...(input.button
        ? {
            form: {
              action: `${c.req.path}?${new URLSearchParams({ token: input.button.token, locale })}`,
              button: input.button.message,
              ...(input.button.danger ? { danger: true } : {}),
            },
          }
        : {}),
    }),
    input.status ?? 200,
  );
}
