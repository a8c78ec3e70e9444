import { createHash } from "node:crypto";
import { addBillingMonths, billingInstant, firstDueDay } from "@rimbun/domain";
import type {
  CreateChargeInput,
  CreatedCharge,
  LinkedCycleCharge,
  ProviderPlanIds,
  ProviderPlanSynced,
  ProviderPlanTarget,
} from "../port.ts";
import { recurringMethodType } from "./channels.ts";
import { type XenditClient, XenditError } from "./client.ts";
import {
  planReference,
  readPlanReference,
  retryPgId,
  scheduleDelayHours,
  scheduledCyclePgId,
} from "./references.ts";
import type { RecurringPlan, RecurringPlanStatus } from "./types.ts";
import type { XenditNotice } from "./webhook.ts";

/**
 * What monthly billing needs from Xendit beyond the payment port, fitted to the domain's billing
 * machine (packages/domain billing-machine.ts: invoice mail, charge, retries after 1, 3 and 7 days,
 * pause after 3 failed cycles). Who does what:
 *
 * - `recurring` channels (cards, BRI direct debit, OVO, ShopeePay) → "xendit-schedule". The first
 *   payment creates a customer and a Xendit plan with `immediate_action_type: FULL_AMOUNT`: the
 *   donor links the card or account on the plan's AUTH page and pays the first month there (the
 *   immediate cycle). The schedule (`interval: MONTH, interval_count: 1`) is anchored on the next due
 *   day, 3 hours after the billing machine's 09:00, so our invoice mail goes first; Xendit's own
 *   retries are off. Each cycle's first attempt is Xendit's; the runner creates the cycle's pending
 *   donation under `scheduledCyclePgId(...)` when the machine says `charge` (retry 0). Retries (1-3)
 *   are ours: `chargeCycle` charges the linked method through a payment request, so 1/3/7 days hold
 *   exactly. Pause, stop, amount, skip, reactivate, method and charge-day changes reach the plan
 *   through `syncPlan` (deactivate, update amount, or recreate with a new reference and anchor).
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
  /** First scheduled charge (the first month is the immediate cycle, or was paid before). */
  anchorDate: Date;
  /** The first month is charged when the donor links the method (`immediate_action_type: FULL_AMOUNT`). */
  immediate?: boolean;
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
 * Our 1/3/7-day retries (docs/product/monthly-giving.md#retries) do not fit Xendit's fixed retry interval, so
 * Xendit's retries are off and the job runner retries through `chargeCycle`. See docs/decisions/xendit.md.
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
  /** One reminder-channel cycle: an invoice for the cycle's own pending donation (same as createCharge). */
  createCycleInvoice(input: CreateChargeInput): Promise<CreatedCharge>;
  /** Expires the unpaid invoices of a charge (by our pgid); `none-pending` when nothing was left open. */
  expireCharge(pgId: string): Promise<"expired" | "none-pending">;
  /** The first month of a monthly plan on a recurring channel: customer + plan, paid when the donor links. */
  createLinkedPlanCharge(input: CreateChargeInput): Promise<CreatedCharge>;
  /** This cycle's automatic charge on the linked method (port `linkedCycleCharge`). */
  linkedCycleCharge(
    ids: ProviderPlanIds,
    cycle: { dueDay: string; amount: number; retry: number; channel: string },
  ): LinkedCycleCharge | null;
  /** Brings the Xendit plan in line with our plan (port `syncPlan`). */
  syncPlan(ids: ProviderPlanIds, target: ProviderPlanTarget): Promise<ProviderPlanSynced>;
  /** A linked card's last valid day from the payment method object (port `methodExpiresOn`). */
  methodExpiresOn(methodId: string): Promise<string | null>;
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
    createCycleInvoice: (input) => deps.createCharge({ ...input, kind: "monthly" }),
    expireCharge: (pgId) => expireCharge(client, pgId),
    createLinkedPlanCharge: (input) => createLinkedPlanCharge(client, retry, deps.linkReturnUrl, input),
    linkedCycleCharge: (ids, cycle) => linkedCycleCharge(client, ids, cycle),
    syncPlan: (ids, target) => syncPlan(client, retry, deps.linkReturnUrl, ids, target),
    methodExpiresOn: (methodId) => methodExpiresOn(client, methodId),
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
      ...(input.immediate ? { immediate_action_type: "FULL_AMOUNT" as const } : {}),
      // Our job runner counts failed cycles and pauses the plan itself after the third.
      failed_cycle_action: "RESUME",
      description: input.description,
      metadata: { channel: input.channel },
      success_return_url: linkReturnUrl(input.locale, input.channel, input.referenceId, true),
      failure_return_url: linkReturnUrl(input.locale, input.channel, input.referenceId, false),
    },
    `plan:${input.referenceId}`,
  );
  return planAnswer(plan);
}

function planAnswer(plan: RecurringPlan): MonthlyPlan {
  const link = plan.actions?.find((action) => action.action === "AUTH" && action.url_type === "WEB");
  return { xenditPlanId: plan.id, status: plan.status, ...(link ? { linkUrl: link.url } : {}) };
}

async function updatePlanAmount(client: XenditClient, xenditPlanId: string, amount: number): Promise<void> {
  assertWholeRupiah(amount);
  await client.updatePlan(xenditPlanId, { amount }, `amount:${xenditPlanId}:${crypto.randomUUID()}`);
}

async function deactivatePlan(
  client: XenditClient,
  xenditPlanId: string,
): Promise<"deactivated" | "already-gone"> {
  try {
    const plan = await client.getPlan(xenditPlanId);
    if (plan.status === "INACTIVE") return "already-gone";
    await client.deactivatePlan(xenditPlanId, `deactivate:${xenditPlanId}`);
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

async function expireCharge(client: XenditClient, pgId: string): Promise<"expired" | "none-pending"> {
  const open = (await client.findInvoices(pgId)).filter((invoice) => invoice.status === "PENDING");
  for (const invoice of open) await client.expireInvoice(invoice.id);
  return open.length > 0 ? "expired" : "none-pending";
}

/** The Xendit customer of a donor: one per e-mail address (hashed: the reference is not personal data). */
export function donorCustomerReference(email: string): string {
  return `donor:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32)}`;
}

/** The instant Xendit's schedule charges a due day: the machine's 09:00 (Jakarta) plus the delay. */
export function scheduleAnchor(dueDay: string): Date {
  return new Date(billingInstant(dueDay).getTime() + scheduleDelayHours * 3600_000);
}

/**
 * The first payment of a monthly plan on a recurring channel: a customer, then a plan whose
 * immediate cycle is this month. The donor links the card or account on the plan's AUTH page and
 * pays there (we never see card data); the immediate cycle's webhook carries our pgid (the donation
 * id), so the first payment is processed as any other.
 */
async function createLinkedPlanCharge(
  client: XenditClient,
  retry: RetryPolicy,
  linkReturnUrl: XenditRecurringDeps["linkReturnUrl"],
  input: CreateChargeInput,
): Promise<CreatedCharge> {
  const { customerId } = await createCustomer(client, {
    referenceId: donorCustomerReference(input.email),
    email: input.email,
    fullname: input.fullname,
    phone: input.phone,
  });
  const requestedAt = input.requestedAt ?? new Date();
  const anchorDue = firstDueDay(requestedAt);
  const reference = planReference(input.donationId, anchorDue);
  const plan = await createMonthlyPlan(client, retry, linkReturnUrl, {
    referenceId: reference,
    customerId,
    amount: input.amount,
    channel: input.channel,
    anchorDate: scheduleAnchor(anchorDue),
    immediate: true,
    locale: input.locale,
    description: input.description || undefined,
  });
  if (!plan.linkUrl)
    throw new XenditError(
      "bad-response",
      "NO_AUTH_ACTION",
      "plan without AUTH url",
      200,
      "POST",
      "/recurring/plans",
    );
  return {
    pgId: input.donationId,
    invoiceUrl: plan.linkUrl,
    providerPlan: { customerId, planId: plan.xenditPlanId, reference, methodId: null },
  };
}

/**
 * The cycle's automatic charge: retry 0 is Xendit's scheduled attempt (nothing to send, the cycle
 * webhook comes under the pgid); retries are payment requests on the linked method, one idempotency
 * key per attempt. null when the plan has no active Xendit plan and linked method.
 */
function linkedCycleCharge(
  client: XenditClient,
  ids: ProviderPlanIds,
  cycle: { dueDay: string; amount: number; retry: number; channel: string },
): LinkedCycleCharge | null {
  const { customerId, planId, reference, methodId } = ids;
  if (!customerId || !planId || !reference || !methodId || !recurringMethodType(cycle.channel)) return null;
  if (cycle.retry === 0) return { pgId: scheduledCyclePgId(reference, cycle.dueDay) };
  const pgId = retryPgId(reference, cycle.dueDay, cycle.retry);
  return {
    pgId,
    charge: async () => {
      await chargeCycle(client, {
        pgId,
        amount: cycle.amount,
        customerId,
        paymentMethodId: methodId,
        attempt: cycle.retry,
        description: `monthly:${cycle.dueDay}`,
      });
    },
  };
}

/** The anchor's monthly grid (on the machine's anchor day) reaches `nextDue`. */
function onGrid(anchorDue: string, nextDue: string, anchorDay: number): boolean {
  if (addBillingMonths(anchorDue, 0, anchorDay) !== anchorDue) return false;
  for (let months = 0; months < 1200; months += 1) {
    const day = addBillingMonths(anchorDue, months, anchorDay);
    if (day === nextDue) return true;
    if (day > nextDue) return false;
  }
  return false;
}

/** The Xendit plan still charges what and when ours does: same anchor grid, no skipped month, same method. */
function planFits(plan: RecurringPlan, ids: ProviderPlanIds, target: ProviderPlanTarget): boolean {
  if (plan.status === "INACTIVE") return false;
  const { anchorDue } = readPlanReference(plan.reference_id);
  if (!anchorDue || !onGrid(anchorDue, target.nextDue, target.anchorDay)) return false;
  // A skipped month is still on the old grid: only a plan anchored on the new due day leaves it out.
  if (target.skipped && anchorDue !== target.nextDue) return false;
  const linked = (plan.payment_methods ?? []).map((method) => method.payment_method_id);
  if (ids.methodId) return linked.length === 0 || linked.includes(ids.methodId);
  // Our method was dropped (a new channel, or unlinked): a plan still holding one must go.
  return linked.length === 0;
}

/**
 * Brings the Xendit plan in line with our plan's state, idempotently (the runner retries it):
 * not active (paused, stopped, a reminder channel) → deactivated; active → the same plan when it
 * still fits (its amount updated), else deactivated and recreated anchored on the next due day,
 * with the linked method when there is one, or waiting for the donor to link one (`linkUrl`).
 */
async function syncPlan(
  client: XenditClient,
  retry: RetryPolicy,
  linkReturnUrl: XenditRecurringDeps["linkReturnUrl"],
  ids: ProviderPlanIds,
  target: ProviderPlanTarget,
): Promise<ProviderPlanSynced> {
  if (!target.active || !recurringMethodType(target.channel)) {
    if (ids.planId) await deactivatePlan(client, ids.planId);
    return { ...ids, planId: null };
  }
  if (ids.planId) {
    const current = await client.getPlan(ids.planId).catch((error: unknown) => {
      if (error instanceof XenditError && error.status === 404) return null;
      throw error;
    });
    if (current && planFits(current, ids, target)) {
      if (current.amount !== target.amount) {
        assertWholeRupiah(target.amount);
        // Keyed on the plan's last update: a repeat changes nothing, a later change back is new.
        const key = `amount:${current.id}:${current.updated ?? ""}:${target.amount}`;
        await client.updatePlan(current.id, { amount: target.amount }, key);
      }
      return ids;
    }
    if (current) await deactivatePlan(client, current.id);
  }
  return recreatePlan(client, retry, linkReturnUrl, ids, target);
}

async function recreatePlan(
  client: XenditClient,
  retry: RetryPolicy,
  linkReturnUrl: XenditRecurringDeps["linkReturnUrl"],
  ids: ProviderPlanIds,
  target: ProviderPlanTarget,
): Promise<ProviderPlanSynced> {
  const customerId =
    ids.customerId ??
    (
      await createCustomer(client, {
        referenceId: donorCustomerReference(target.donor.email),
        email: target.donor.email,
        fullname: target.donor.fullname,
        phone: target.donor.phone,
      })
    ).customerId;
  // Each new Xendit plan of ours counts up, so no reference (and no idempotency key) is ever reused,
  // even when an anchor comes back (skip, then pause and reactivate); a retried job repeats the same.
  const n = ids.reference ? readPlanReference(ids.reference).n + 1 : 1;
  const reference = planReference(target.pgId, target.nextDue, n);
  const plan = await createMonthlyPlan(client, retry, linkReturnUrl, {
    referenceId: reference,
    customerId,
    amount: target.amount,
    channel: target.channel,
    ...(ids.methodId ? { paymentMethodId: ids.methodId } : {}),
    anchorDate: scheduleAnchor(target.nextDue),
    locale: target.donor.locale,
  });
  return {
    customerId,
    planId: plan.xenditPlanId,
    reference,
    methodId: ids.methodId,
    ...(plan.linkUrl && !ids.methodId ? { linkUrl: plan.linkUrl } : {}),
  };
}

/**
 * The last day a linked card can be charged: the last day of its expiry month (`card_information`
 * `expiry_month` MM, `expiry_year` YY). null for e-wallets and direct debit, which have no such date
 * in the object (their expiry comes by `payment_method.expiry.expiring`).
 */
async function methodExpiresOn(client: XenditClient, methodId: string): Promise<string | null> {
  const method = await client.getPaymentMethod(methodId);
  const info = method.card?.card_information;
  const month = Number(info?.expiry_month);
  const rawYear = info?.expiry_year ?? "";
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000)
    return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(lastDay).padStart(2, "0")}`;
}
