import { createRoute, z } from "@hono/zod-openapi";
import type { MessageDescriptor } from "@lingui/core";
import { foundation } from "@rimbun/content";
import { maskEmail } from "@rimbun/domain";
import type { AppContext } from "../context.ts";
import type { Locale } from "../db/schema/users.ts";
import { access, guarded } from "./access.ts";
import { type HtmlEscapedString, html } from "./html.ts";
import { pickLocale, translate } from "./i18n.ts";
import { linkPageAssets } from "./link-page-assets.ts";

/**
 * The HTML document around a mailed link's page: head (noindex, viewport, the served stylesheet), the
 * foundation's logo and name, the heading, the page's body and the way back to the site. `title` and
 * `back` are text (escaped here), `body` a page part written with `html`. No inline style or script:
 * the page's policy allows neither (linkPageHeaders).
 */
export function linkPageShell(
  locale: Locale,
  input: { siteUrl: string; title: string; back: string; body: HtmlEscapedString },
): HtmlEscapedString {
  const site = `${input.siteUrl.replace(/\/$/, "")}${locale === "en" ? "/en" : ""}/`;
  const { css, font, logo } = linkPageAssets();
  return html`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${input.title}</title>
<link rel="preload" href="/assets/${font.name}" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="/assets/${css.name}">
</head>
<body><header class="brand"><a href="${site}"><img src="/assets/${logo.name}" width="40" height="40" alt=""><span>${foundation.name}</span></a></header>
<main>
<h1>${input.title}</h1>
${input.body}
<p class="back"><a href="${site}">${input.back}</a></p>
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
): HtmlEscapedString {
  const t = (message: MessageDescriptor, values?: Record<string, unknown>) =>
    translate(locale, message, values);
  const form = input.form
    ? html`<form method="post" action="${input.form.action}"><button type="submit"${input.form.danger ? html` class="danger"` : ""}>${t(input.form.button)}</button></form>`
    : "";
  return linkPageShell(locale, {
    siteUrl: input.siteUrl,
    title: t(input.title),
    back: t(input.back),
    body: html`<p role="status">${t(input.message, input.values)}</p>\n${form}`,
  });
}

/**
 * One query value however the link arrives: a parameter given twice (a mangled or tampered link)
 * counts by its first value, so it reaches the page that says the link is invalid instead of a JSON
 * validation error.
 */
const oneValue = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value[0] : value));

/** No length limits: a broken or oversized token gets the page that says the link is invalid, not JSON. */
export const linkQuery = z.object({
  token: oneValue.optional().openapi({ description: "The signed link token from the mail", type: "string" }),
  locale: oneValue.optional().openapi({ example: "en", type: "string" }),
});

const htmlAnswer = (description: string) => ({
  description,
  content: { "text/html": { schema: z.string() } },
});

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
      responses: { 200: htmlAnswer("The page"), 400: htmlAnswer("Invalid or expired link") },
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
      responses: { 200: htmlAnswer("Done"), 400: htmlAnswer("Invalid or expired link") },
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
  // Stricter than the API's default: nothing but this origin's stylesheet, typeface and logo, no
  // script at all; the forms post here (or to the site and dashboard, as the default allows).
  const { env } = c.get("services");
  c.header(
    "content-security-policy",
    [
      "default-src 'none'",
      "style-src 'self'",
      "font-src 'self'",
      "img-src 'self'",
      `form-action 'self' ${env.PUBLIC_SITE_URL} ${env.DASHBOARD_URL}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join("; "),
  );
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
