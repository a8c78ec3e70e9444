import { createRoute, z } from "@hono/zod-openapi";
import { channelCodesFor, findChannel } from "@rimbun/domain";
import type { AppContext } from "../../platform/context.ts";
import type { Locale } from "../../platform/db/schema/users.ts";
import { access, guarded } from "../../platform/http/access.ts";
import { type HtmlEscapedString, html, lines } from "../../platform/http/html.ts";
import { pickLocale, translate } from "../../platform/http/i18n.ts";
import { linkPageHeaders, linkPageShell, linkQuery } from "../../platform/http/link-page.ts";
import type { Router } from "../../platform/http/openapi.ts";
import {
  changeMethodByLink,
  type OpenedPaymentFix,
  openPaymentFix,
  payMissedMonth,
  paymentFixPath,
} from "../payment-fix.ts";

/** Texts of the failed-payment link's page (API-rendered: it works without a session or JavaScript). */
export const paymentFixMessages = {
  title: /*i18n*/ { id: "paymentFix.title", message: "Your monthly donation" },
  prompt: /*i18n*/ {
    id: "paymentFix.prompt",
    message:
      "We could not collect your monthly donation of {amount} due on {date}. What would you like to do?",
  },
  payHeading: /*i18n*/ { id: "paymentFix.payHeading", message: "Pay this month" },
  payButton: /*i18n*/ { id: "paymentFix.payButton", message: "Pay {amount} now" },
  methodHeading: /*i18n*/ { id: "paymentFix.methodHeading", message: "Change the payment method" },
  methodLegend: /*i18n*/ {
    id: "paymentFix.methodLegend",
    message: "Payment method for this and the coming months",
  },
  methodButton: /*i18n*/ { id: "paymentFix.methodButton", message: "Use this method" },
  methodChanged: /*i18n*/ {
    id: "paymentFix.methodChanged",
    message: "Done: your monthly donation now uses {channel}. You can pay this month with it below.",
  },
  methodMissing: /*i18n*/ {
    id: "paymentFix.methodMissing",
    message: "Please choose one of the payment methods below.",
  },
  paid: /*i18n*/ {
    id: "paymentFix.paid",
    message: "This month's donation is already paid. Thank you!",
  },
  invalid: /*i18n*/ {
    id: "paymentFix.invalid",
    message:
      "This link is not valid or has expired. The next month has its own invoice; you can manage your monthly donation in your dashboard.",
  },
  website: /*i18n*/ { id: "paymentFix.website", message: "Go to the Rimbun Lestari website" },
};

type FixMessage = (typeof paymentFixMessages)[keyof typeof paymentFixMessages];

// No length limits here: an oversized or doubled token gets the page saying the link is invalid.
const query = linkQuery;
const methodBody = z.object({ payment_methods: z.string().max(40).optional() });
const htmlAnswer = (description: string) => ({
  description,
  content: { "text/html": { schema: z.string() } },
});
const formBody = (schema: z.ZodType) => ({
  required: false,
  content: {
    "application/x-www-form-urlencoded": { schema },
    "multipart/form-data": { schema },
  },
});

const routes = {
  show: createRoute({
    method: "get",
    path: paymentFixPath,
    tags: ["Recurring"],
    ...guarded(access.link()),
    summary:
      "Failed payment: the mailed link's page (pay this month or change the method; a GET changes nothing)",
    request: { query },
    responses: { 200: htmlAnswer("The page with two choices"), 400: htmlAnswer("Invalid or expired link") },
  }),
  pay: createRoute({
    method: "post",
    path: `${paymentFixPath}/pay`,
    tags: ["Recurring"],
    ...guarded(access.link()),
    summary: "Failed payment: open the missed month's payment page (created once, reused after)",
    request: { query, body: formBody(z.object({})) },
    responses: {
      303: { description: "To the payment page" },
      200: htmlAnswer("Already paid"),
      400: htmlAnswer("Invalid or expired link"),
    },
  }),
  method: createRoute({
    method: "post",
    path: `${paymentFixPath}/method`,
    tags: ["Recurring"],
    ...guarded(access.link()),
    summary: "Failed payment: change the plan's payment method without a session (this plan only)",
    request: { query, body: formBody(methodBody) },
    responses: { 200: htmlAnswer("Changed"), 400: htmlAnswer("Invalid link or channel") },
  }),
};

interface PageInput {
  message: FixMessage;
  values?: Record<string, unknown>;
  /** Shows both choices for the link's cycle. */
  opened?: OpenedPaymentFix;
  token?: string;
  siteUrl: string;
  alert?: boolean;
}

function page(locale: Locale, input: PageInput): HtmlEscapedString {
  const t = (message: FixMessage, values?: Record<string, unknown>) => translate(locale, message, values);
  const action = (path: string) => `${path}?${new URLSearchParams({ token: input.token ?? "", locale })}`;
  const { opened } = input;
  const choices = opened
    ? html`<section aria-labelledby="pay-heading"><h2 id="pay-heading">${t(paymentFixMessages.payHeading)}</h2>
<form method="post" action="${action(`${paymentFixPath}/pay`)}"><button type="submit">${t(paymentFixMessages.payButton, { amount: opened.amount })}</button></form></section>
<section aria-labelledby="method-heading"><h2 id="method-heading">${t(paymentFixMessages.methodHeading)}</h2>
<form method="post" action="${action(`${paymentFixPath}/method`)}"><fieldset><legend>${t(paymentFixMessages.methodLegend)}</legend>
${lines(
  channelCodesFor("monthly").map(
    (code) =>
      html`<label><input type="radio" name="payment_methods" value="${code}"${code === opened.plan.channel ? html` checked` : ""}> ${findChannel(code)?.name ?? code}</label>`,
  ),
)}
</fieldset><button type="submit" class="secondary">${t(paymentFixMessages.methodButton)}</button></form></section>`
    : "";
  return linkPageShell(locale, {
    siteUrl: input.siteUrl,
    title: t(paymentFixMessages.title),
    back: t(paymentFixMessages.website),
    body: html`<p role="${input.alert ? "alert" : "status"}">${t(input.message, input.values)}</p>\n${choices}`,
  });
}

async function openLink(c: AppContext, input: z.infer<typeof query>) {
  const services = c.get("services");
  const opened = await openPaymentFix(services, input.token);
  const locale = typeof opened === "object" ? opened.locale : pickLocale(input.locale);
  linkPageHeaders(c);
  const render = (message: FixMessage, status: 200 | 400, extra: Partial<PageInput> = {}) =>
    c.html(page(locale, { message, siteUrl: services.env.PUBLIC_SITE_URL, ...extra }), status);
  const choices = (fix: OpenedPaymentFix, message: FixMessage, values: Record<string, unknown>) =>
    render(message, 200, { opened: fix, values, ...(input.token ? { token: input.token } : {}) });
  return { services, opened, render, choices };
}

/**
 * The failed-payment mail's link (docs/product/monthly-giving.md#failed-payment-fix). The GET only shows the
 * choices (mail scanners open links); paying and changing the method are POSTs from the page, bound to the
 * link's plan and cycle.
 */
export function registerRecurringPaymentFix(app: Router) {
  app.openapi(routes.show, async (c) => {
    const { opened, render, choices } = await openLink(c, c.req.valid("query"));
    if (opened === "invalid") return render(paymentFixMessages.invalid, 400, { alert: true });
    if (opened === "paid") return render(paymentFixMessages.paid, 200);
    return choices(opened, paymentFixMessages.prompt, { amount: opened.amount, date: opened.date });
  });

  app.openapi(routes.pay, async (c) => {
    const { services, opened, render } = await openLink(c, c.req.valid("query"));
    if (opened === "invalid") return render(paymentFixMessages.invalid, 400, { alert: true });
    if (opened === "paid") return render(paymentFixMessages.paid, 200);
    const url = await payMissedMonth(services, opened);
    if (!url) return render(paymentFixMessages.paid, 200);
    return c.redirect(url, 303);
  });

  app.openapi(routes.method, async (c) => {
    const { services, opened, render, choices } = await openLink(c, c.req.valid("query"));
    if (opened === "invalid") return render(paymentFixMessages.invalid, 400, { alert: true });
    if (opened === "paid") return render(paymentFixMessages.paid, 200);
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const channel = typeof body.payment_methods === "string" ? body.payment_methods : "";
    if (!(channelCodesFor("monthly") as string[]).includes(channel)) {
      return render(paymentFixMessages.methodMissing, 400, {
        opened,
        alert: true,
        ...(c.req.valid("query").token ? { token: c.req.valid("query").token as string } : {}),
      });
    }
    await changeMethodByLink(services, opened, channel);
    const changed = { ...opened, plan: { ...opened.plan, channel } };
    return choices(changed, paymentFixMessages.methodChanged, {
      channel: findChannel(channel)?.name ?? channel,
    });
  });
}
