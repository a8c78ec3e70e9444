import type {
  CreateChargeInput,
  CreatedCharge,
  PaymentProvider,
  PlanEvent,
  RefundRequest,
  RequestedRefund,
  WebhookEvent,
} from "../port.ts";
import { invoicePaymentMethods, recurringMethodType } from "./channels.ts";
import { createXenditClient, type XenditClient, XenditError } from "./client.ts";
import {
  assertWholeRupiah,
  createXenditRecurring,
  type RetryPolicy,
  type XenditRecurring,
} from "./recurring.ts";
import { readXenditNotice } from "./webhook.ts";

export const xenditProviderCode = "xendit";

/** A page URL, or one per locale (the site serves Indonesian at `/` and English at `/en/`). */
export type PageUrl = string | ((locale: "id" | "en") => string);

export interface XenditProviderOptions {
  /** Secret API key (`xnd_…`), sent as the Basic-auth user name. */
  secretKey: string;
  /** The callback verification token from Xendit's dashboard; every callback carries it in `x-callback-token`. */
  callbackToken: string;
  /** https://api.xendit.co unless a test points it at the local fake. */
  baseUrl?: string;
  /**
   * The site's payment result page; `channel=<channel code>&pgid=…` is added (it reads both:
   * docs/product/donation-flow.md#result-pages).
   */
  successRedirectUrl: PageUrl;
  failureRedirectUrl: PageUrl;
  timeoutMs?: number;
  /** How long a hosted invoice stays payable; default one day. */
  invoiceDurationSeconds?: number;
  retryPolicy?: RetryPolicy;
}

export interface XenditPaymentProvider
  extends Omit<PaymentProvider, "expireCharge" | "linkedCycleCharge" | "syncPlan" | "methodExpiresOn">,
    XenditRecurring {
  readonly client: XenditClient;
  refund(request: RefundRequest): Promise<RequestedRefund>;
}

function pageUrl(page: PageUrl, locale: "id" | "en", params: Record<string, string>): string {
  const url = new URL(typeof page === "string" ? page : page(locale));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * A donation paid on a hosted invoice (single, boost, reminder months: `external_id` = donation id =
 * pgid) is refunded by the invoice's id; `reference_id` carries the pgid so `refund.succeeded` finds the
 * donation. Payments made by a linked method are refunded in Xendit's dashboard (docs/decisions/donor-support.md).
 */
async function refundInvoicePayment(client: XenditClient, request: RefundRequest): Promise<RequestedRefund> {
  const invoices = await client.findInvoices(request.pgId);
  const paid = invoices.find((invoice) => invoice.status === "PAID" || invoice.status === "SETTLED");
  if (!paid) {
    throw new XenditError(
      "api",
      "REFUND_NOT_SUPPORTED",
      "no paid invoice for this payment: refund it in Xendit's dashboard",
      404,
      "POST",
      "/refunds",
    );
  }
  const answer = await client.createRefund(
    {
      invoice_id: paid.id,
      reference_id: request.pgId,
      amount: request.amount,
      currency: "IDR",
      reason: "REQUESTED_BY_CUSTOMER",
    },
    `refund:${request.donationId}`,
  );
  return { refundId: answer.id };
}

/**
 * The production provider. Every charge (single, boost, a monthly plan's first month, a reminder
 * channel's later months) is a Xendit invoice whose `external_id` is our donation id, which is also
 * the pgid: it is known before the call, so the redirect back to the result page can carry it, and a
 * lost answer can be repeated under the same idempotency key.
 */
export function createXenditProvider(options: XenditProviderOptions): XenditPaymentProvider {
  if (!options.callbackToken) throw new TypeError("Xendit callback token is required");
  const client = createXenditClient({
    secretKey: options.secretKey,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
  });
  const invoiceDuration = options.invoiceDurationSeconds ?? 24 * 3600;
  const readNotice = (rawBody: string, headers: Headers) =>
    readXenditNotice(rawBody, headers, options.callbackToken);

  async function createCharge(input: CreateChargeInput): Promise<CreatedCharge> {
    assertWholeRupiah(input.amount);
    const pgId = input.donationId;
    // The result page asks call 6 with exactly these two; call 6 matches the donation's own channel code.
    const back = { ...input.resultParams, channel: input.channel, pgid: pgId };
    const invoice = await client.createInvoice(
      {
        external_id: input.donationId,
        amount: input.amount,
        currency: "IDR",
        ...(input.description ? { description: input.description } : {}),
        payer_email: input.email,
        customer: { given_names: input.fullname, email: input.email },
        payment_methods: invoicePaymentMethods(input.channel),
        invoice_duration: invoiceDuration,
        success_redirect_url: pageUrl(options.successRedirectUrl, input.locale, back),
        failure_redirect_url: pageUrl(options.failureRedirectUrl, input.locale, back),
        locale: input.locale,
        // Our own mails (receipt, invoice, reminder) speak for the foundation; Xendit's would double them.
        should_send_email: false,
      },
      `invoice:${input.donationId}`,
    );
    return { pgId, invoiceUrl: invoice.invoice_url };
  }

  const recurring = createXenditRecurring({
    client,
    createCharge,
    readNotice,
    retryPolicy: options.retryPolicy,
    linkReturnUrl: (locale, channel, referenceId, ok) =>
      pageUrl(ok ? options.successRedirectUrl : options.failureRedirectUrl, locale, {
        channel,
        pgid: referenceId,
      }),
  });

  return {
    ...recurring,
    code: xenditProviderCode,
    client,
    refund: (request) => refundInvoicePayment(client, request),
    // A monthly plan's first payment on a channel Xendit can charge by itself links the method on
    // Xendit's page and pays the first month there; everything else is an invoice.
    createCharge: (input) =>
      input.linkMethod && input.kind === "monthly" && recurringMethodType(input.channel)
        ? recurring.createLinkedPlanCharge(input)
        : createCharge(input),
    verifyWebhook(rawBody: string, headers: Headers): WebhookEvent | PlanEvent | "ignored" | null {
      const notice = readNotice(rawBody, headers);
      if (!notice) return null;
      return notice.event ?? "ignored";
    },
  };
}
