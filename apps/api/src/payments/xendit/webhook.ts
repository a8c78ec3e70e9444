import { createHash, timingSafeEqual } from "node:crypto";
import { jakartaDay } from "@rimbun/domain";
import type { PaymentOutcome, PlanEvent, WebhookEvent } from "../port.ts";
import { cyclePgIdOf } from "./references.ts";
import type {
  InvoiceCallback,
  InvoiceStatus,
  PaymentEvent,
  PaymentMethodExpiryCallback,
  PaymentWebhook,
  RecurringCycle,
  RecurringCycleEvent,
  RecurringPlan,
  RecurringPlanEvent,
  RefundEvent,
  RefundWebhookData,
} from "./types.ts";

export const xenditCallbackTokenHeader = "x-callback-token";

/** Compares in time independent of where the strings differ and of their lengths (both are hashed). */
export function sameToken(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b) && given.length > 0;
}

const invoiceOutcomes: Partial<Record<InvoiceStatus, PaymentOutcome>> = {
  PAID: "paid",
  SETTLED: "paid",
  EXPIRED: "expired",
  FAILED: "failed",
};

const cycleOutcomes: Partial<Record<RecurringCycleEvent, PaymentOutcome>> = {
  "recurring.cycle.succeeded": "paid",
  // An attempt failed and Xendit will try again: the donation shows failed until a retry succeeds
  // (failed -> done is allowed; done never moves back).
  "recurring.cycle.retrying": "failed",
  "recurring.cycle.failed": "failed",
};

/** Everything an authentic Xendit callback can tell us; `event` is what the payment port understands. */
export type XenditNotice =
  | { kind: "invoice"; invoice: InvoiceCallback; event: WebhookEvent | null }
  | {
      kind: "cycle";
      type: RecurringCycleEvent;
      cycle: RecurringCycle;
      pgId: string;
      event: WebhookEvent | null;
    }
  | { kind: "plan"; type: RecurringPlanEvent; plan: RecurringPlan; event: PlanEvent }
  | { kind: "method"; method: PaymentMethodExpiryCallback; event: PlanEvent }
  | { kind: "payment"; type: PaymentEvent; payment: PaymentWebhook["data"]; event: WebhookEvent | null }
  | { kind: "refund"; type: RefundEvent; refund: RefundWebhookData; event: WebhookEvent | null };

/** Only what the callback states; a missing figure stays missing (the invoice's own amount is not a payment). */
function paidFigures(amount: unknown, currency: unknown): { amount?: number; currency?: string } {
  return {
    ...(typeof amount === "number" ? { amount } : {}),
    ...(typeof currency === "string" ? { currency } : {}),
  };
}

const paymentOutcomes: Partial<Record<PaymentEvent, PaymentOutcome>> = {
  "payment.succeeded": "paid",
  "payment.failed": "failed",
};

function validInstant(value: unknown): value is string {
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readInvoice(body: Record<string, unknown>): XenditNotice | null {
  if (typeof body.id !== "string" || typeof body.external_id !== "string" || typeof body.status !== "string")
    return null;
  const invoice = body as unknown as InvoiceCallback;
  const outcome = invoiceOutcomes[invoice.status];
  return {
    kind: "invoice",
    invoice,
    event: outcome
      ? {
          // PAID and SETTLED are two deliveries with one outcome: the second is "unchanged" downstream.
          eventId: `invoice:${invoice.id}:${invoice.status}`,
          pgId: invoice.external_id,
          outcome,
          // `paid_amount` is what arrived; `amount` is what was asked (older callbacks send only that).
          ...paidFigures(invoice.paid_amount ?? invoice.amount, invoice.currency),
          raw: body,
        }
      : null,
  };
}

function readPayment(event: string, data: Record<string, unknown>, body: unknown): XenditNotice | null {
  if (typeof data.payment_request_id !== "string" || typeof data.reference_id !== "string") return null;
  const type = event as PaymentEvent;
  const payment = data as unknown as PaymentWebhook["data"];
  const outcome = paymentOutcomes[type];
  return {
    kind: "payment",
    type,
    payment,
    event: outcome
      ? {
          // One payment request per attempt (chargeCycle), so request id + event names one outcome.
          eventId: `payment:${payment.payment_request_id}:${type}`,
          pgId: payment.reference_id,
          outcome,
          ...paidFigures(payment.amount ?? payment.request_amount, payment.currency),
          raw: body,
        }
      : null,
  };
}

/**
 * A refund (or a chargeback Xendit settles as a refund). Its `reference_id` is the one given when the
 * refund was created: staff create refunds with the donation's pgid there (docs/operations.md), since
 * an invoice refund names Xendit's invoice id, which we do not store.
 */
function readRefund(event: string, data: Record<string, unknown>, body: unknown): XenditNotice | null {
  if (typeof data.id !== "string") return null;
  const type = event as RefundEvent;
  const refund = data as unknown as RefundWebhookData;
  const pgId = typeof refund.reference_id === "string" ? refund.reference_id : null;
  return {
    kind: "refund",
    type,
    refund,
    event:
      type === "refund.succeeded" && pgId
        ? {
            eventId: `refund:${refund.id}:${type}`,
            pgId,
            outcome: "refunded",
            ...paidFigures(refund.amount, refund.currency),
            raw: body,
          }
        : null,
  };
}

/** The plan's linked method (rank 1): what `recurring.plan.activated` carries after linking. */
function linkedMethodId(plan: RecurringPlan): string | undefined {
  return [...(plan.payment_methods ?? [])].sort((a, b) => a.rank - b.rank)[0]?.payment_method_id;
}

function readPlan(type: RecurringPlanEvent, plan: RecurringPlan, body: unknown): XenditNotice {
  const methodId = type === "recurring.plan.activated" ? linkedMethodId(plan) : undefined;
  return {
    kind: "plan",
    type,
    plan,
    event: {
      kind: "plan",
      // A plan is activated and inactivated once each; a re-anchored plan is a new plan (new id).
      eventId: `plan:${plan.id}:${type}`,
      change: type === "recurring.plan.activated" ? "linked" : "unlinked",
      providerPlanId: plan.id,
      planReference: plan.reference_id,
      ...(methodId ? { methodId } : {}),
      raw: body,
    },
  };
}

/** `payment_method.expiry.expiring` / `.expired`: a flat body naming the method (`id`). */
function readMethodExpiry(body: Record<string, unknown>): XenditNotice | null {
  if (typeof body.id !== "string" || typeof body.customer_id !== "string") return null;
  const method = body as unknown as PaymentMethodExpiryCallback;
  const expiring = method.event === "payment_method.expiry.expiring";
  const expires = method.expiration_timestamp ? new Date(method.expiration_timestamp) : null;
  if (expiring && (!expires || Number.isNaN(expires.getTime()))) return null;
  return {
    kind: "method",
    method,
    event: {
      kind: "plan",
      eventId: `method:${method.id}:${method.event}:${method.expiration_timestamp ?? ""}`,
      change: expiring ? "method-expiring" : "method-expired",
      methodId: method.id,
      // The timestamp carries its own offset; the day is read in Jakarta, as every billing day.
      ...(expires ? { expiresOn: jakartaDay(expires) } : {}),
      raw: body,
    },
  };
}

function readEvent(body: Record<string, unknown>): XenditNotice | null {
  const event = body.event;
  const data = body.data;
  if (event === "payment_method.expiry.expiring" || event === "payment_method.expiry.expired")
    return readMethodExpiry(body);
  if (typeof event !== "string" || !isObject(data)) return null;
  if (event.startsWith("payment.")) return readPayment(event, data, body);
  if (event.startsWith("refund.")) return readRefund(event, data, body);
  if (typeof data.id !== "string") return null;
  if (event === "recurring.plan.activated" || event === "recurring.plan.inactivated") {
    if (typeof data.reference_id !== "string") return null;
    return readPlan(event, data as unknown as RecurringPlan, body);
  }
  if (!event.startsWith("recurring.cycle.")) return null;
  if (typeof data.reference_id !== "string" || typeof data.cycle_number !== "number") return null;
  const type = event as RecurringCycleEvent;
  const cycle = data as unknown as RecurringCycle;
  const pgId = cyclePgIdOf(cycle);
  const outcome = cycleOutcomes[type];
  return {
    kind: "cycle",
    type,
    cycle,
    pgId,
    event: outcome
      ? {
          // Not `created` of the envelope: that is the delivery attempt's time and changes on a resend.
          eventId: `cycle:${cycle.id}:${type}:${cycle.attempt_count ?? 0}`,
          pgId,
          outcome,
          ...(cycle.type !== "IMMEDIATE" && validInstant(cycle.scheduled_timestamp)
            ? {
                cycle: {
                  planReference: cycle.reference_id,
                  chargedOn: jakartaDay(new Date(cycle.scheduled_timestamp)),
                },
              }
            : {}),
          ...paidFigures(cycle.amount, cycle.currency),
          raw: body,
        }
      : null,
  };
}

/**
 * Checks the callback token over the request (Xendit signs nothing: the token is the proof), then
 * reads the raw body as an invoice callback, a subscriptions webhook or a payment webhook. null: not authentic or not
 * a shape Xendit documents.
 */
export function readXenditNotice(
  rawBody: string,
  headers: Headers,
  callbackToken: string,
): XenditNotice | null {
  if (!callbackToken) return null;
  if (!sameToken(headers.get(xenditCallbackTokenHeader) ?? "", callbackToken)) return null;
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!isObject(body)) return null;
  return "event" in body ? readEvent(body) : readInvoice(body);
}
