import type { CreateChargeInput, CreatedCharge } from "../port.ts";
import { recurringMethodType } from "./channels.ts";
import { type XenditClient, XenditError } from "./client.ts";
import type { RecurringPlanStatus } from "./types.ts";
import { cyclePgId, type XenditNotice } from "./webhook.ts";

/**
 * What monthly billing needs from Xendit beyond the payment port, fitted to the domain's billing
 * machine (packages/domain billing-machine.ts: invoice mail, charge, retries after 1, 3 and 7 days,
 * pause after 3 failed cycles). Who does what:
 *
 * - `recurring` channels (cards, BRI direct debit, OVO, ShopeePay) → "xendit-schedule". After the
 *   first month (an invoice) the runner creates a customer and a Xendit plan (`interval: MONTH,
 *   interval_count: 1`, anchored on the next due day, Xendit's own retries off). The donor links the
 *   card or account once on the plan's `linkUrl`; `recurring.plan.activated` then carries the
 *   `payment_method_id`. Each cycle's first attempt is made by Xendit's schedule at the anchor's time
 *   of day; the runner sends the invoice mail before it (due day, early) and creates the cycle's
 *   pending donation under `cyclePgId(...)` (at the latest on `recurring.cycle.created`). The
 *   machine's `charge` action with `retry: 0` is therefore not sent to Xendit; retries (`retry` 1-3)
 *   are ours: `chargeCycle` charges the linked method through a payment request, so 1/3/7 days hold
 *   exactly. Cycle and payment webhooks both arrive as the port's `WebhookEvent` for the cycle's pgid.
 *   Pause, skip and reactivate: `deactivatePlan`, then `createMonthlyPlan` with a new reference
 *   (`<pgid>-r2`, …), the new anchor and the known `paymentMethodId`.
 * - `reminder` channels (VA, DANA, LinkAja, QRIS) → "invoice-per-cycle". No Xendit plan; the runner
 *   owns the calendar, each cycle is one invoice (`createCycleInvoice`) and unpaid ones are expired
 *   with `expireCharge`.
 */
export type MonthlyBilling = "xendit-schedule" | "invoice-per-cycle";

export interface DonorCustomerInput {
  /** Stable and unique per donor on our side (e.g. `donor:<user id>`); Xendit refuses a second customer with it. */
  referenceId: string;
  email: string;
  fullname: string;
  /** As the donation form takes it (`81234567890`, `0812…` or `+62812…`). */
  phone?: string;
}

export interface MonthlyPlanInput {
  /**
   * The plan's `reference_id`, echoed in every cycle webhook. Our plan's pgid for its first Xendit
   * plan; a reactivated plan needs a fresh one (e.g. `<pgid>-r2`) so cycle pgids never repeat.
   */
  referenceId: string;
  customerId: string;
  /** Whole rupiah. */
  amount: number;
  /** One of our recurring channel codes; decides nothing at Xendit but is checked here. */
  channel: string;
  /** A payment method already linked at Xendit; without it the plan waits for the donor to link one. */
  paymentMethodId?: string;
  /** First scheduled charge (the first month is paid by the first invoice). */
  anchorDate: Date;
  locale: "id" | "en";
  description?: string;
}

export interface MonthlyPlan {
  xenditPlanId: string;
  status: RecurringPlanStatus;
  /** Present while the donor still has to link a card or account: send them here. */
  linkUrl?: string;
}

export interface RetryPolicy {
  /** Days between retries Xendit makes of a failed cycle (Xendit supports one fixed interval). */
  retryIntervalDays: number;
  /** 0: Xendit does not retry; the runner does, with `chargeCycle`, after 1, 3 and 7 days. */
  totalRetries: number;
}

/**
 * DECISIONS' 1/3/7-day retries do not fit Xendit's fixed retry interval, so Xendit's retries are off
 * and the job runner retries through `chargeCycle`. See docs/decisions/xendit.md.
 */
export const defaultRetryPolicy: RetryPolicy = { retryIntervalDays: 1, totalRetries: 0 };

export interface ChargeCycleInput {
  /** The cycle's donation pgid (`cyclePgId(...)`): the payment webhook comes back with it. */
  pgId: string;
  amount: number;
  customerId: string;
  /** The linked card or account (from the plan's `recurring.plan.activated` notice). */
  paymentMethodId: string;
  /** 1, 2, 3 for the machine's retries: each attempt is its own payment request. */
  attempt: number;
  description?: string;
}

export interface ChargedCycle {
  paymentRequestId: string;
  /** `pending`: the outcome comes by webhook. `succeeded`/`failed` come by webhook too; act on the webhook only. */
  status: "pending" | "succeeded" | "failed";
}

export interface XenditRecurring {
  monthlyBilling(channel: string): MonthlyBilling;
  /** Finds or creates the donor's Xendit customer (the same reference twice gives the same customer). */
  createCustomer(input: DonorCustomerInput): Promise<{ customerId: string }>;
  /** A Xendit plan for a recurring channel: MONTH, interval_count 1, recurring_action PAYMENT. */
  createMonthlyPlan(input: MonthlyPlanInput): Promise<MonthlyPlan>;
  /** Call 10: the next cycles charge the new amount. */
  updatePlanAmount(xenditPlanId: string, amount: number): Promise<void>;
  /** Stop (call 5) or pause: no more cycles. `already-gone` when Xendit has no such active plan. */
  deactivatePlan(xenditPlanId: string): Promise<"deactivated" | "already-gone">;
  /** A retry of a recurring-channel cycle: charges the linked method now (payment request). */
  chargeCycle(input: ChargeCycleInput): Promise<ChargedCycle>;
  /** The linked payment method of an activated plan, for chargeCycle and for a recreated plan. */
  linkedPaymentMethod(notice: XenditNotice): { planReferenceId: string; paymentMethodId: string } | undefined;
  /** One reminder-channel cycle: an invoice for the cycle's own pending donation (same as createCharge). */
  createCycleInvoice(input: CreateChargeInput): Promise<CreatedCharge>;
  /** Expires the unpaid invoices of a charge (by our pgid); `none-pending` when nothing was left open. */
  expireCharge(pgId: string): Promise<"expired" | "none-pending">;
  /** The pgid Xendit's cycle webhooks will carry for cycle `cycleNumber` of a plan. */
  cyclePgId(planReferenceId: string, cycleNumber: number): string;
  /** Every authentic callback, including those the port has no outcome for (plan activated, cycle created). */
  readNotice(rawBody: string, headers: Headers): XenditNotice | null;
}

/** `+62…` as Xendit's customers API wants (E.164); undefined when it cannot be an Indonesian number. */
export function toE164Indonesia(phone: string | undefined): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/[^\d]/g, "");
  const national = digits.startsWith("62")
    ? digits.slice(2)
    : digits.startsWith("0")
      ? digits.slice(1)
      : digits;
  if (!/^8\d{7,12}$/.test(national)) return undefined;
  return `+62${national}`;
}

export function assertWholeRupiah(amount: number): void {
  if (!Number.isInteger(amount) || amount < 1) {
    throw new RangeError(`amount must be a whole number of rupiah, got ${amount}`);
  }
}

export interface XenditRecurringDeps {
  client: XenditClient;
  createCharge: (input: CreateChargeInput) => Promise<CreatedCharge>;
  readNotice: (rawBody: string, headers: Headers) => XenditNotice | null;
  linkReturnUrl: (locale: "id" | "en", channel: string, referenceId: string, ok: boolean) => string;
  retryPolicy?: RetryPolicy;
}

export function createXenditRecurring(deps: XenditRecurringDeps): XenditRecurring {
  const { client } = deps;
  const retry = deps.retryPolicy ?? defaultRetryPolicy;
  return {
    monthlyBilling,
    createCustomer: (input) => createCustomer(client, input),
    createMonthlyPlan: (input) => createMonthlyPlan(client, retry, deps.linkReturnUrl, input),
    updatePlanAmount: (xenditPlanId, amount) => updatePlanAmount(client, xenditPlanId, amount),
    deactivatePlan: (xenditPlanId) => deactivatePlan(client, xenditPlanId),
    chargeCycle: (input) => chargeCycle(client, input),
    linkedPaymentMethod,
    createCycleInvoice: (input) => deps.createCharge({ ...input, kind: "monthly" }),
    expireCharge: (pgId) => expireCharge(client, pgId),
    cyclePgId,
    readNotice: deps.readNotice,
  };
}

function monthlyBilling(channel: string): MonthlyBilling {
  return recurringMethodType(channel) ? "xendit-schedule" : "invoice-per-cycle";
}

async function createCustomer(
  client: XenditClient,
  input: DonorCustomerInput,
): Promise<{ customerId: string }> {
  try {
    const customer = await client.createCustomer(
      {
        reference_id: input.referenceId,
        type: "INDIVIDUAL",
        individual_detail: { given_names: input.fullname },
        email: input.email,
        mobile_number: toE164Indonesia(input.phone),
      },
      `customer:${input.referenceId}`,
    );
    return { customerId: customer.id };
  } catch (error) {
    // Created earlier (another process, or a lost answer): the reference finds it.
    if (error instanceof XenditError && error.errorCode === "DUPLICATE_ERROR") {
      const [existing] = await client.findCustomers(input.referenceId);
      if (existing) return { customerId: existing.id };
    }
    throw error;
  }
}

async function createMonthlyPlan(
  client: XenditClient,
  retry: RetryPolicy,
  linkReturnUrl: XenditRecurringDeps["linkReturnUrl"],
  input: MonthlyPlanInput,
): Promise<MonthlyPlan> {
  assertWholeRupiah(input.amount);
  if (!recurringMethodType(input.channel)) {
    throw new RangeError(`channel ${input.channel} is billed by invoice per cycle, not by a Xendit plan`);
  }
  const plan = await client.createPlan(
    {
      reference_id: input.referenceId,
      customer_id: input.customerId,
      recurring_action: "PAYMENT",
      currency: "IDR",
      amount: input.amount,
      schedule: {
        reference_id: `${input.referenceId}-schedule`,
        interval: "MONTH",
        interval_count: 1,
        anchor_date: input.anchorDate.toISOString(),
        retry_interval: "DAY",
        retry_interval_count: retry.retryIntervalDays,
        total_retry: retry.totalRetries,
      },
      ...(input.paymentMethodId
        ? { payment_methods: [{ payment_method_id: input.paymentMethodId, rank: 1 }] }
        : {}),
      // Our job runner counts failed cycles and pauses the plan itself after the third.
      failed_cycle_action: "RESUME",
      description: input.description,
      metadata: { channel: input.channel },
      success_return_url: linkReturnUrl(input.locale, input.channel, input.referenceId, true),
      failure_return_url: linkReturnUrl(input.locale, input.channel, input.referenceId, false),
    },
    `plan:${input.referenceId}`,
  );
  const link = plan.actions?.find((action) => action.action === "AUTH" && action.url_type === "WEB");
  return { xenditPlanId: plan.id, status: plan.status, ...(link ? { linkUrl: link.url } : {}) };
}

async function updatePlanAmount(client: XenditClient, xenditPlanId: string, amount: number): Promise<void> {
  assertWholeRupiah(amount);
  await client.updatePlan(xenditPlanId, { amount });
}

async function deactivatePlan(
  client: XenditClient,
  xenditPlanId: string,
): Promise<"deactivated" | "already-gone"> {
  try {
    const plan = await client.getPlan(xenditPlanId);
    if (plan.status === "INACTIVE") return "already-gone";
    await client.deactivatePlan(xenditPlanId);
    return "deactivated";
  } catch (error) {
    if (error instanceof XenditError && error.status === 404) return "already-gone";
    throw error;
  }
}

async function chargeCycle(client: XenditClient, input: ChargeCycleInput): Promise<ChargedCycle> {
  assertWholeRupiah(input.amount);
  const request = await client.createPaymentRequest(
    {
      reference_id: input.pgId,
      amount: input.amount,
      currency: "IDR",
      payment_method_id: input.paymentMethodId,
      customer_id: input.customerId,
      ...(input.description ? { description: input.description } : {}),
      metadata: { attempt: String(input.attempt) },
    },
    // A repeated call for the same attempt (a crash mid-job) returns the first request, not a second charge.
    `charge:${input.pgId}:${input.attempt}`,
  );
  const status =
    request.status === "SUCCEEDED" ? "succeeded" : request.status === "FAILED" ? "failed" : "pending";
  return { paymentRequestId: request.id, status };
}

function linkedPaymentMethod(
  notice: XenditNotice,
): { planReferenceId: string; paymentMethodId: string } | undefined {
  if (notice.kind !== "plan" || notice.type !== "recurring.plan.activated") return undefined;
  const [first] = [...(notice.plan.payment_methods ?? [])].sort((a, b) => a.rank - b.rank);
  return first
    ? { planReferenceId: notice.plan.reference_id, paymentMethodId: first.payment_method_id }
    : undefined;
}

async function expireCharge(client: XenditClient, pgId: string): Promise<"expired" | "none-pending"> {
  const open = (await client.findInvoices(pgId)).filter((invoice) => invoice.status === "PENDING");
  for (const invoice of open) await client.expireInvoice(invoice.id);
  return open.length > 0 ? "expired" : "none-pending";
}
