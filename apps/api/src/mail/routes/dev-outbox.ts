import { formatDateTime } from "@rimbun/i18n";
import type { Context } from "hono";
import type { Locale } from "../../platform/db/schema/users.ts";
import { access } from "../../platform/http/access.ts";
import { type HtmlEscapedString, html, raw } from "../../platform/http/html.ts";
import type { Router } from "../../platform/http/openapi.ts";
import { mailTokens as t } from "../mail-tokens.ts";
import { outboxMail, recentOutbox } from "../outbox.ts";
import { mailPreviews } from "../previews.ts";

// Mail HTML is shown only inside sandboxed iframes (`sandbox` without allow-scripts or
// allow-same-origin: an opaque origin where no script runs), and a mail opened on its own is served
// with CSP `sandbox`, so nothing a mail holds can act in the API's origin. Links open in a new tab.
const frameSandbox = "allow-popups allow-popups-to-escape-sandbox";
const pagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: http: https:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const mailPolicy = `sandbox ${frameSandbox}; ${pagePolicy}`;
// The list posts one form only: a WhatsApp message's reply, to this origin's dev route.
const listPolicy = pagePolicy.replace("form-action 'none'", "form-action 'self'");

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:${t.fontFamily};color:${t.text};background:${t.page};line-height:1.5}
header{background:${t.band};color:${t.onBand};padding:16px 24px}
header h1{margin:0;font-size:20px;color:${t.accent}}
header nav{margin-top:4px;font-size:14px}
header a{color:${t.onBand}}
main{max-width:1280px;margin:0 auto;padding:16px}
h2{color:${t.heading};font-size:18px;margin:24px 0 8px}
.mail{background:${t.surface};border:1px solid ${t.border};border-radius:${t.radiusLarge};padding:16px;margin:0 0 16px}
.mail h3{margin:0;color:${t.heading};font-size:16px;overflow-wrap:anywhere}
.meta{margin:4px 0 12px;font-size:13px;color:${t.muted};overflow-wrap:anywhere}
.pair{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,420px),1fr));gap:16px}
iframe{display:block;width:100%;height:760px;border:1px solid ${t.border};border-radius:${t.radiusSmall};background:${t.page}}
details{margin-top:8px;font-size:14px}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:${t.surfaceSoft};padding:12px;border-radius:${t.radiusSmall};font-size:13px}
.empty{color:${t.muted}}
form button{font:inherit;padding:8px 16px;margin-top:8px;border-radius:${t.radiusSmall};border:1px solid ${t.border};background:${t.surface};cursor:pointer}
a{color:${t.link}}
`;

function page(title: string, body: HtmlEscapedString): HtmlEscapedString {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${raw(styles)}</style></head><body><header><h1>${title}</h1><nav><a href="/dev/outbox">Sent mails</a> · <a href="/dev/outbox/previews">Every template in both languages</a> · <a href="/dev/outbox?format=json">JSON</a></nav></header><main>${body}</main></body></html>`;
}

function frame(mailHtml: string, label: string): HtmlEscapedString {
  return html`<iframe sandbox="${frameSandbox}" referrerpolicy="no-referrer" loading="lazy" title="${label}" srcdoc="${mailHtml}"></iframe>`;
}

function textPart(text: string): HtmlEscapedString {
  return html`<details><summary>Plain-text part</summary><pre>${text}</pre></details>`;
}

function htmlPage(c: Context, document: string, policy = pagePolicy) {
  c.header("Content-Security-Policy", policy);
  c.header("Referrer-Policy", "no-referrer");
  return c.html(document);
}

/**
 * A WhatsApp message as the phone shows it (plain text, in the donor's language), with the answers the
 * phone could send (messaging/routes/dev-whatsapp-reply.ts): the confirmation's word in that language and STOP.
 */
function whatsAppMessage(to: string, locale: string, text: string): HtmlEscapedString {
  const [confirm, stop] = locale === "en" ? ["YES", "STOP"] : ["YA", "BERHENTI"];
  return html`<pre lang="${locale}">${text}</pre><form method="post" action="/dev/whatsapp/reply"><input type="hidden" name="from" value="${to}"><button type="submit" name="text" value="${confirm}">Reply ${confirm}</button> <button type="submit" name="text" value="${stop}">Reply ${stop}</button></form>`;
}

const wantsJson = (c: Context) =>
  c.req.query("format") === "json" || !c.req.header("accept")?.includes("text/html");

type OutboxRow = Awaited<ReturnType<typeof recentOutbox>>[number];

/** One sent mail (in its sandboxed frame) or WhatsApp message (as text, with the phone's answers). */
function outboxItem(row: OutboxRow): HtmlEscapedString {
  const label = `${row.subject} → ${row.to}`;
  const headers = row.headers
    ? html`<br>${Object.entries(row.headers).map(
        ([name, value], index) => html`${index ? html`<br>` : ""}${name}: ${value}`,
      )}`
    : "";
  const whatsApp = row.kind === "whatsapp";
  const body = whatsApp
    ? whatsAppMessage(row.to, row.locale, row.text)
    : row.html
      ? frame(row.html, label)
      : html`<p class="empty">Content erased after sending (a mail holding a token).</p>`;
  const files = (row.attachments ?? []).map(
    (file, index) =>
      html`<br>Attached: <a href="/dev/outbox/${row.id}/attachments/${index}">${file.filename}</a>`,
  );
  return html`<article class="mail"><h3><a href="/dev/outbox/${row.id}">${row.subject}</a></h3><p class="meta">To ${row.to} · ${row.kind} · ${row.locale} · ${formatDateTime(row.createdAt, "en")} · ${row.status}${headers}${files}</p>${body}${whatsApp ? "" : textPart(row.text)}</article>`;
}

/** Development only (never in production): the mails that would have been sent, newest first. */
export function registerDevOutbox(app: Router) {
  app.get("/dev/outbox", access.dev(), async (c) => {
    const services = c.get("services");
    const rows = await recentOutbox(services.db);
    // Scripts and tests (e2e's mailTo) read JSON; a browser asks for HTML.
    if (wantsJson(c)) {
      return c.json({
        error: false,
        result: rows.map(({ html: _html, headers: _headers, attachments, ...row }) => ({
          ...row,
          attachments: (attachments ?? []).map((file, index) => ({
            filename: file.filename,
            url: `/dev/outbox/${row.id}/attachments/${index}`,
          })),
        })),
        message: "ok",
      });
    }
    const items = rows.map(outboxItem);
    const body = items.length
      ? html`${items}`
      : html`<p class="empty">No mails yet. Donate, sign up or ask for a sign-in link, then reload.</p>`;
    return htmlPage(c, page(`Outbox (${rows.length})`, body), listPolicy);
  });

  app.get("/dev/outbox/previews", access.dev(), (c) => {
    const locales: Locale[] = ["id", "en"];
    const toc = mailPreviews.map(
      (preview, index) => html`${index ? " · " : ""}<a href="#${preview.name}">${preview.name}</a>`,
    );
    const sections = mailPreviews.map((preview) => {
      const mails = locales.map((locale) => ({ locale, mail: preview.render(locale) }));
      const columns = mails.map(
        ({ locale, mail }) =>
          html`<div><p class="meta">${locale} · ${mail.subject} · <a href="/dev/outbox/previews/${preview.name}/${locale}">open</a></p>${frame(mail.html, `${preview.name} ${locale}`)}${textPart(mail.text)}</div>`,
      );
      return html`<section class="mail" id="${preview.name}"><h3>${preview.name} <small class="meta">(${mails[0]?.mail.kind ?? ""})</small></h3><div class="pair">${columns}</div></section>`;
    });
    return htmlPage(c, page("Mail templates", html`<p>${toc}</p>${sections}`));
  });

  app.get("/dev/outbox/previews/:name/:locale", access.dev(), (c) => {
    const preview = mailPreviews.find((candidate) => candidate.name === c.req.param("name"));
    const locale = c.req.param("locale");
    if (!preview || (locale !== "id" && locale !== "en")) return c.notFound();
    return htmlPage(c, preview.render(locale).html, mailPolicy);
  });

  app.get("/dev/outbox/:id/attachments/:index", access.dev(), async (c) => {
    const row = await outboxMail(c.get("services").db, c.req.param("id"));
    const file = row?.attachments?.[Number(c.req.param("index"))];
    if (!file) return c.notFound();
    return c.body(new Uint8Array(Buffer.from(file.contentBase64, "base64")), 200, {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`,
    });
  });

  app.get("/dev/outbox/:id", access.dev(), async (c) => {
    const row = await outboxMail(c.get("services").db, c.req.param("id"));
    if (!row) return c.notFound();
    return htmlPage(c, row.html, mailPolicy);
  });
}
