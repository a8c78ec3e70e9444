import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { findChannel, formatRupiah } from "@rimbun/domain";
import { donationByPgId } from "../../donations/lookups.ts";
import { embedResultParams } from "../../embeds/gift-embed.ts";
import type { Locale } from "../../platform/db/schema/users.ts";
import { access } from "../../platform/http/access.ts";
import { type HtmlEscapedString, html } from "../../platform/http/html.ts";
import { pickLocale, translate } from "../../platform/http/i18n.ts";
import type { Router } from "../../platform/http/openapi.ts";
import { chargedTotal } from "../process-event/transition.ts";
import { sandboxSignatureHeader, signSandboxBody } from "../sandbox.ts";
import { sandboxQrSvg, sandboxVirtualAccount } from "../sandbox-art.ts";

const m = {
  title: /*i18n*/ { id: "sandbox.title", message: "Sandbox payment" },
  notice: /*i18n*/ {
    id: "sandbox.notice",
    message: "This is a test payment page. No real money moves. Choose what the payment should do.",
  },
  amount: /*i18n*/ { id: "sandbox.amount", message: "Amount" },
  gift: /*i18n*/ { id: "sandbox.gift", message: "Donation" },
  coveredFee: /*i18n*/ { id: "sandbox.coveredFee", message: "Payment fee you cover" },
  channel: /*i18n*/ { id: "sandbox.channel", message: "Payment method" },
  reference: /*i18n*/ { id: "sandbox.reference", message: "Payment reference" },
  vaNumber: /*i18n*/ { id: "sandbox.vaNumber", message: "Virtual account number" },
  vaHelp: /*i18n*/ {
    id: "sandbox.vaHelp",
    message: "Transfer the exact amount to this virtual account number from your bank app.",
  },
  qrLabel: /*i18n*/ { id: "sandbox.qrLabel", message: "QRIS code for this payment" },
  qrHelp: /*i18n*/ { id: "sandbox.qrHelp", message: "Scan this QRIS code with any e-wallet or banking app." },
  otherHelp: /*i18n*/ { id: "sandbox.otherHelp", message: "Confirm the payment in your {channel} app." },
  cardHelp: /*i18n*/ {
    id: "sandbox.cardHelp",
    message: "A real {channel} payment asks for the card details here. This test needs none.",
  },
  pay: /*i18n*/ { id: "sandbox.pay", message: "Pay" },
  fail: /*i18n*/ { id: "sandbox.fail", message: "Fail" },
  expire: /*i18n*/ { id: "sandbox.expire", message: "Expire" },
  notFound: /*i18n*/ { id: "sandbox.notFound", message: "This payment does not exist." },
  alreadyFinal: /*i18n*/ { id: "sandbox.alreadyFinal", message: "This payment is already {status}." },
  continue: /*i18n*/ { id: "sandbox.continue", message: "Continue" },
  statusDone: /*i18n*/ { id: "sandbox.status.done", message: "paid" },
  statusFailed: /*i18n*/ { id: "sandbox.status.failed", message: "failed" },
  statusExpired: /*i18n*/ { id: "sandbox.status.expired", message: "expired" },
};

function page(locale: Locale, body: HtmlEscapedString): HtmlEscapedString {
  const title = translate(locale, m.title);
  return html`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
@font-face{font-family:"Plus Jakarta Sans Variable";font-style:normal;font-display:swap;font-weight:200 800;src:url(/sandbox/font.woff2) format("woff2-variations")}
*{box-sizing:border-box}
body{margin:0;padding:24px 16px;font-family:"Plus Jakarta Sans Variable",system-ui,sans-serif;line-height:1.5;background:#F4F4F4;color:#1f2d1f}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.va{font-size:1.4rem;letter-spacing:.08em;font-family:ui-monospace,monospace;overflow-wrap:anywhere}
figure{margin:16px 0}figure svg{max-width:100%;height:auto}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:24px}
button,a.button{font:inherit;font-weight:600;padding:12px 20px;border-radius:8px;border:2px solid #2f6b3a;cursor:pointer;text-decoration:none}
button:focus-visible,a.button:focus-visible{outline:3px solid #f2b134;outline-offset:2px}
.pay{background:#2f6b3a;color:#fff}.fail,.expire{background:#fff;color:#2f6b3a}
.notice{background:#fff7e0;border-radius:8px;padding:12px}
</style></head>
<body><main>${body}</main></body></html>`;
}

function resultUrl(
  siteUrl: string,
  locale: Locale,
  channel: string,
  pgId: string,
  embed: Record<string, string> = {},
): string {
  const prefix = locale === "en" ? "/en" : "";
  const query = new URLSearchParams({ ...embed, channel, pgid: pgId });
  return `${siteUrl}${prefix}/donation/result?${query}`;
}

const outcomes = ["paid", "failed", "expired"] as const;

// The product's typeface (docs/design.md), served by the API itself: the page is on the API's origin and a
// font from another origin would need CORS. Read once, on the first request.
const fontFile = createRequire(import.meta.url).resolve(
  "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
);
let font: Promise<Buffer> | undefined;

/** How to pay on the sandbox's page: a virtual account number, a QR code, or the channel's app. */
function paymentInstructions(locale: Locale, code: string, pgId: string): HtmlEscapedString {
  const channel = findChannel(code);
  if (channel?.group === "virtualAccount") {
    return html`<p>${translate(locale, m.vaHelp)}</p><p><span id="va-label">${translate(locale, m.vaNumber)}</span>: <strong class="va" aria-labelledby="va-label">${sandboxVirtualAccount(code, pgId)}</strong></p>`;
  }
  if (code === "QRIS") {
    return html`<p>${translate(locale, m.qrHelp)}</p><figure>${sandboxQrSvg(pgId, translate(locale, m.qrLabel))}</figure>`;
  }
  // A card is never confirmed "in your Visa app": the card page asks for the card's details.
  const help = channel?.group === "creditCard" ? m.cardHelp : m.otherHelp;
  return html`<p>${translate(locale, help, { channel: channel?.name ?? code })}</p>`;
}

/** The sandbox provider's hosted payment page: server-rendered, localized, works without JavaScript. */
/** What the page asks: the total, and the gift and the fee the donor covers apart when there is one. */
function amountLines(locale: Locale, donation: { amount: number; coveredFee: number }) {
  const total = html`<dt>${translate(locale, m.amount)}</dt><dd data-testid="sandbox-total">${formatRupiah(chargedTotal(donation), locale)}</dd>`;
  if (donation.coveredFee <= 0) return total;
  return html`<dt>${translate(locale, m.gift)}</dt><dd>${formatRupiah(donation.amount, locale)}</dd>
<dt>${translate(locale, m.coveredFee)}</dt><dd>${formatRupiah(donation.coveredFee, locale)}</dd>
${total}`;
}

/** How the page names a payment that is no longer pending. */
function finalStatus(status: string) {
  if (status === "done") return m.statusDone;
  return status === "failed" ? m.statusFailed : m.statusExpired;
}

export function registerSandboxPay(app: Router) {
  app.get("/sandbox/font.woff2", access.dev(), async (c) => {
    font ??= readFile(fontFile);
    c.header("content-type", "font/woff2");
    c.header("cache-control", "public, max-age=31536000, immutable");
    return c.body(new Uint8Array(await font));
  });

  app.get("/sandbox/pay/:pgid", access.dev(), async (c) => {
    const services = c.get("services");
    const locale = pickLocale(c.req.query("locale"));
    const pgId = c.req.param("pgid");
    const donation = await donationByPgId(services.db, pgId);
    c.header("cache-control", "no-store");
    if (!donation) return c.html(page(locale, html`<h1>${translate(locale, m.notFound)}</h1>`), 404);
    const channel = findChannel(donation.channel);
    const channelName = channel?.name ?? donation.channel;
    // The partner origin to go back to rides along in the query, checked against the donation's code each time.
    const embed = await embedResultParams(services.db, donation.embedCodeId, c.req.query("return_to"));
    if (donation.status !== "pending") {
      const status = translate(locale, finalStatus(donation.status));
      const back = resultUrl(services.env.PUBLIC_SITE_URL, locale, donation.channel, pgId, embed);
      return c.html(
        page(
          locale,
          html`<h1>${translate(locale, m.title)}</h1><p role="status">${translate(locale, m.alreadyFinal, { status })}</p><p><a class="button pay" href="${back}">${translate(locale, m.continue)}</a></p>`,
        ),
      );
    }
    const instructions = paymentInstructions(locale, donation.channel, pgId);
    const query = new URLSearchParams({ locale, ...(embed.return_to ? { return_to: embed.return_to } : {}) });
    const action = `/sandbox/pay/${encodeURIComponent(pgId)}?${query}`;
    const body = html`<h1>${translate(locale, m.title)}</h1>
<p class="notice">${translate(locale, m.notice)}</p>
<dl>
${amountLines(locale, donation)}
<dt>${translate(locale, m.channel)}</dt><dd>${channelName}</dd>
<dt>${translate(locale, m.reference)}</dt><dd>${donation.localId}</dd>
</dl>
${instructions}
<form method="post" action="${action}" class="actions">
<button class="pay" type="submit" name="outcome" value="paid">${translate(locale, m.pay)}</button>
<button class="fail" type="submit" name="outcome" value="failed">${translate(locale, m.fail)}</button>
<button class="expire" type="submit" name="outcome" value="expired">${translate(locale, m.expire)}</button>
</form>`;
    return c.html(page(locale, body));
  });

  // The page's own form posts `outcome`.
  app.post("/sandbox/pay/:pgid", access.dev({ body: "form" }), async (c) => {
    const services = c.get("services");
    const locale = pickLocale(c.req.query("locale"));
    const pgId = c.req.param("pgid");
    const form = await c.req.parseBody();
    const outcome = outcomes.find((value) => value === form.outcome) ?? "failed";
    const donation = await donationByPgId(services.db, pgId);
    if (!donation) return c.html(page(locale, html`<h1>${translate(locale, m.notFound)}</h1>`), 404);
    // Behave like a real provider: call our own webhook with a signed body, then send the browser back.
    const rawBody = JSON.stringify({
      event_id: `evt_${randomBytes(10).toString("hex")}`,
      pg_id: pgId,
      outcome,
    });
    const delivered = await app.request("/v1/webhooks/sandbox", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [sandboxSignatureHeader]: signSandboxBody(services.env.WEBHOOK_SECRET, rawBody),
      },
      body: rawBody,
    });
    if (!delivered.ok) throw new Error(`sandbox webhook refused: ${delivered.status}`);
    const embed = await embedResultParams(services.db, donation.embedCodeId, c.req.query("return_to"));
    return c.redirect(resultUrl(services.env.PUBLIC_SITE_URL, locale, donation.channel, pgId, embed), 303);
  });
}
