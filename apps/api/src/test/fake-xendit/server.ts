import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type {
  Customer,
  Invoice,
  InvoiceCallback,
  InvoiceStatus,
  PaymentRequest,
  PaymentWebhook,
  RecurringCycle,
  RecurringCycleEvent,
  RecurringPlan,
  RecurringPlanEvent,
  Refund,
} from "../../payments/xendit/types.ts";

/**
 * A local stand-in for the parts of Xendit's API the adapter uses, built from the documented request
 * and response shapes (docs/decisions/xendit.md). It listens on a random loopback port, keeps state
 * in memory, answers with Xendit's error bodies (`{ error_code, message }`), honours
 * `x-idempotency-key`, and sends callbacks with the callback token when a test pays, expires or
 * fails something. It validates what a wrong integration would get wrong; it does not imitate every
 * rule Xendit has.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface Delivery {
  rawBody: string;
  headers: Headers;
}

export interface DeliveryResult {
  status: number;
  body: string;
}

export interface FakeXenditOptions {
  secretKey: string;
  callbackToken: string;
  /**
   * Where callbacks go. A URL gets a real POST; a function receives them in-process (e.g. the app's
   * `app.request`). Without it callbacks are only recorded in `callbacks`.
   */
  deliver?: string | ((delivery: Delivery) => Promise<DeliveryResult>);
  /** Every answer takes this long, like the real service (the jobs bench); 0 by default. */
  answerDelayMs?: number;
}

/** The invoice `payment_methods` values the fake accepts: Indonesian channels from Xendit's enums. */
export const knownInvoiceMethods = new Set([
  "CREDIT_CARD",
  "BCA",
  "BNI",
  "BRI",
  "MANDIRI",
  "PERMATA",
  "BSI",
  "BJB",
  "CIMB",
  "SAHABAT_SAMPOERNA",
  "BNC",
  "ALFAMART",
  "INDOMARET",
  "OVO",
  "DANA",
  "SHOPEEPAY",
  "LINKAJA",
  "JENIUSPAY",
  "ASTRAPAY",
  "GOPAY",
  "DD_BRI",
  "DD_BCA_KLIKPAY",
  "DD_MANDIRI",
  "KREDIVO",
  "AKULAKU",
  "QRIS",
]);

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

const validation = (message: string) => new HttpError(400, "API_VALIDATION_ERROR", message);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function requireString(body: Record<string, unknown>, field: string, path = field): string {
  const value = body[field];
  if (typeof value !== "string" || value.trim() === "") throw validation(`${path} is required`);
  if (value.length > 255) throw validation(`${path} must be at most 255 characters`);
  return value;
}

function requireWholeRupiah(body: Record<string, unknown>, field: string): number {
  const value = body[field];
  if (typeof value !== "number" || !Number.isFinite(value)) throw validation(`${field} must be a number`);
  // Xendit truncates IDR decimals; a caller that sends them has a bug the fake should surface.
  if (!Number.isInteger(value)) throw validation(`${field} must be a whole number of IDR`);
  if (value < 1) throw validation(`${field} must be at least 1`);
  return value;
}

function optionalUrl(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !URL.canParse(value)) throw validation(`${field} must be a URL`);
  if (!/^https?:/.test(value)) throw validation(`${field} must be http(s)`);
  return value;
}

/**
 * Xendit answers API_VALIDATION_ERROR for fields its reference does not list; the fake does the same,
 * so a misspelled or invented field fails here and not in production.
 */
function onlyDocumented(body: Record<string, unknown>, allowed: readonly string[], path = ""): void {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) throw validation(`${path}${key} is not a documented field`);
  }
}

/** Documented request fields (sources in docs/xendit.md). */
export const documentedFields = {
  invoice: [
    "external_id",
    "amount",
    "payer_email",
    "description",
    "invoice_duration",
    "callback_virtual_account_id",
    "should_send_email",
    "customer",
    "customer_notification_preference",
    "success_redirect_url",
    "failure_redirect_url",
    "payment_methods",
    "mid_label",
    "should_authenticate_credit_card",
    "currency",
    "reminder_time",
    "locale",
    "reminder_time_unit",
    "items",
    "fees",
    "channel_properties",
    "metadata",
  ],
  customer: [
    "reference_id",
    "type",
    "individual_detail",
    "business_detail",
    "email",
    "mobile_number",
    "phone_number",
    "hashed_phone_number",
    "description",
    "addresses",
    "identity_accounts",
    "kyc_documents",
    "metadata",
  ],
  individualDetail: [
    "given_names",
    "surname",
    "nationality",
    "place_of_birth",
    "date_of_birth",
    "gender",
    "employment",
  ],
  plan: [
    "reference_id",
    "customer_id",
    "recurring_action",
    "currency",
    "amount",
    "schedule",
    "payment_methods",
    "immediate_action_type",
    "notification_config",
    "payment_link_for_failed_attempt",
    "failed_cycle_action",
    "metadata",
    "description",
    "items",
    "success_return_url",
    "failure_return_url",
  ],
  schedule: [
    "reference_id",
    "interval",
    "interval_count",
    "total_recurrence",
    "anchor_date",
    "retry_interval",
    "retry_interval_count",
    "total_retry",
    "failed_attempt_notifications",
  ],
  planUpdate: ["customer_id", "currency", "amount", "payment_methods", "metadata", "description", "items"],
  paymentRequest: [
    "reference_id",
    "amount",
    "currency",
    "country",
    "payment_method_id",
    "payment_method",
    "customer_id",
    "customer",
    "description",
    "metadata",
    "capture_method",
    "initiator",
    "channel_properties",
    "shipping_information",
    "items",
  ],
  refund: ["payment_request_id", "invoice_id", "reference_id", "amount", "currency", "reason", "metadata"],
} as const;

/** The refund reasons `POST /refunds` accepts. */
const refundReasons = ["FRAUDULENT", "DUPLICATE", "REQUESTED_BY_CUSTOMER", "CANCELLATION", "OTHERS"];

function metadataOk(body: Record<string, unknown>): void {
  const metadata = body.metadata;
  if (metadata === undefined) return;
  if (!isObject(metadata)) throw validation("metadata must be an object");
  const entries = Object.entries(metadata);
  if (entries.length > 50) throw validation("metadata has more than 50 keys");
  for (const [key, value] of entries) {
    if (key.length > 40 || typeof value !== "string" || value.length > 500)
      throw validation(`metadata.${key} must be a string of at most 500 characters`);
  }
}

function hexId(): string {
  return randomBytes(12).toString("hex");
}

/** A linked (MULTIPLE_USE) payment method, created when the donor links on the plan's AUTH page. */
export interface FakePaymentMethod {
  id: string;
  customer_id: string;
  type: "CARD" | "DIRECT_DEBIT" | "EWALLET";
  status: "ACTIVE" | "EXPIRED";
  /** Cards: MM and YY, as `card.card_information` shows them. */
  expiry?: { month: string; year: string };
}

export interface FakeXendit {
  url: string;
  paymentMethods: Map<string, FakePaymentMethod>;
  /** A method linked outside a plan (e.g. an earlier plan's), for tests that need a known id. */
  addPaymentMethod(customerId: string, type: FakePaymentMethod["type"]): string;
  /** The next card a donor links expires at the end of this month (default: December 2049). */
  nextCardExpiry(month: number, year: number): void;
  /** The customer's method is declined with this failure code (cycles and payment requests), until null. */
  decline(customerId: string, failureCode: string | null): void;
  /**
   * Xendit's scheduler: every ACTIVE plan's cycles scheduled up to `now` (anchor + whole months) are
   * created and attempted once (`total_retry` 0): `recurring.cycle.created`, then succeeded or failed.
   */
  runDueCycles(now: Date): Promise<RecurringCycle[]>;
  /** When Xendit's scheduler next charges one of the ACTIVE plans, or null. */
  nextCycleAt(): Date | null;
  /** The donor unlinks the e-wallet or account: its plans end (`recurring.plan.inactivated`). */
  unlinkMethod(methodId: string): Promise<void>;
  /** `payment_method.expiry.expiring` with the method's expiry. */
  methodExpiring(methodId: string, expiresAt: Date): Promise<DeliveryResult | undefined>;
  /** `payment_method.expiry.expired`: the method cannot be charged any more. */
  expireMethod(methodId: string): Promise<DeliveryResult | undefined>;
  requests: RecordedRequest[];
  invoices: Map<string, Invoice>;
  customers: Map<string, Customer>;
  plans: Map<string, RecurringPlan>;
  cycles: Map<string, RecurringCycle[]>;
  paymentRequests: Map<string, PaymentRequest>;
  /** Refunds by id (`POST /refunds`); each sends `refund.succeeded` before its answer. */
  refunds: Map<string, Refund>;
  callbacks: Delivery[];
  /** How the next payment requests end (one entry each, then "succeeded"); the webhook follows. */
  nextCharges(...outcomes: ("succeeded" | "failed" | "pending")[]): void;
  /** The next request to this path prefix answers with this status and body (and headers) instead. */
  failNext(pathPrefix: string, status: number, body: unknown, headers?: Record<string, string>): void;
  /** The next `method path` request is carried out, but its answer is lost (the connection drops). */
  loseAnswerNext(method: string, path: string): void;
  /** The next request to this path prefix gets no answer for `ms` milliseconds. */
  stallNext(pathPrefix: string, ms: number): void;
  payInvoice(invoiceId: string, channel?: string): Promise<DeliveryResult | undefined>;
  expireInvoice(invoiceId: string): Promise<DeliveryResult | undefined>;
  failInvoice(invoiceId: string): Promise<DeliveryResult | undefined>;
  invoiceByExternalId(externalId: string): Invoice | undefined;
  /**
   * The donor links a card or account on the plan's AUTH page: the plan becomes ACTIVE. A plan with
   * `immediate_action_type: FULL_AMOUNT` charges its immediate cycle first: `failed` ends the plan.
   */
  linkPlan(planId: string, outcome?: "succeeded" | "failed"): Promise<DeliveryResult | undefined>;
  /** Runs the plan's next cycle: `recurring.cycle.created`, then the outcome's event. */
  runCycle(
    planId: string,
    outcome: "succeeded" | "retrying" | "failed",
  ): Promise<{ cycle: RecurringCycle; results: (DeliveryResult | undefined)[] }>;
  /** Sends the last callback again, byte for byte (Xendit retries deliveries). */
  redeliverLast(): Promise<DeliveryResult | undefined>;
  close(): Promise<void>;
}

export async function startFakeXendit(options: FakeXenditOptions): Promise<FakeXendit> {
  const expectedAuth = `Basic ${Buffer.from(`${options.secretKey}:`).toString("base64")}`;
  const requests: RecordedRequest[] = [];
  const invoices = new Map<string, Invoice>();
  const customers = new Map<string, Customer>();
  const plans = new Map<string, RecurringPlan>();
  const cycles = new Map<string, RecurringCycle[]>();
  const paymentRequests = new Map<string, PaymentRequest>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const refunds = new Map<string, Refund>();
  /** Customers whose linked method is declined (failure code), until cleared. */
  const declined = new Map<string, string>();
  const chargeOutcomes: ("succeeded" | "failed" | "pending")[] = [];
  const callbacks: Delivery[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures: {
    prefix: string;
    status: number;
    body: unknown;
    headers?: Record<string, string> | undefined;
  }[] = [];
  const stalls: { prefix: string; ms: number }[] = [];
  const lostAnswers: string[] = [];
  let cardExpiry = { month: "12", year: "49" };
  const timers = new Set<NodeJS.Timeout>();
  let baseUrl = "";

  const now = () => new Date().toISOString();

  async function deliver(payload: unknown): Promise<DeliveryResult | undefined> {
    const rawBody = JSON.stringify(payload);
    const headers = new Headers({
      "content-type": "application/json",
      "x-callback-token": options.callbackToken,
    });
    const delivery = { rawBody, headers };
    callbacks.push(delivery);
    return send(delivery);
  }

  async function send(delivery: Delivery): Promise<DeliveryResult | undefined> {
    if (!options.deliver) return undefined;
    if (typeof options.deliver === "function") return options.deliver(delivery);
    const response = await fetch(options.deliver, {
      method: "POST",
      headers: delivery.headers,
      body: delivery.rawBody,
    });
    return { status: response.status, body: await response.text() };
  }

  function invoiceCallback(invoice: Invoice, extra: Partial<InvoiceCallback> = {}): InvoiceCallback {
    return {
      id: invoice.id,
      external_id: invoice.external_id,
      user_id: invoice.user_id,
      status: invoice.status,
      amount: invoice.amount,
      currency: invoice.currency,
      created: invoice.created,
      updated: invoice.updated,
      ...extra,
    };
  }

  function setInvoiceStatus(invoiceId: string, status: InvoiceStatus): Invoice {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw new Error(`fake xendit: no invoice ${invoiceId}`);
    if (invoice.status !== "PENDING")
      throw new Error(`fake xendit: invoice ${invoiceId} is ${invoice.status}`);
    invoice.status = status;
    invoice.updated = now();
    return invoice;
  }

  function planWebhook(event: RecurringPlanEvent, plan: RecurringPlan) {
    return { event, business_id: "fake-business", created: now(), api_version: "v1", data: plan };
  }

  function cycleWebhook(event: RecurringCycleEvent, cycle: RecurringCycle) {
    return { event, business_id: "fake-business", created: now(), api_version: "v1", data: { ...cycle } };
  }

  function createInvoice(body: Record<string, unknown>): Invoice {
    onlyDocumented(body, documentedFields.invoice);
    const externalId = requireString(body, "external_id");
    const amount = requireWholeRupiah(body, "amount");
    if (body.currency !== undefined && body.currency !== "IDR") throw validation("currency must be IDR");
    const methods = body.payment_methods;
    if (methods !== undefined) {
      if (!Array.isArray(methods) || methods.length === 0) throw validation("payment_methods must be a list");
      for (const method of methods) {
        if (typeof method !== "string" || !knownInvoiceMethods.has(method))
          throw validation(`payment_methods has an unknown channel: ${String(method)}`);
      }
    }
    if (body.payer_email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(String(body.payer_email)))
      throw validation("payer_email must be an e-mail address");
    const duration = body.invoice_duration;
    if (
      duration !== undefined &&
      (typeof duration !== "number" || !Number.isInteger(duration) || duration < 1)
    )
      throw validation("invoice_duration must be a whole number of seconds");
    const id = hexId();
    const created = now();
    const invoice: Invoice = {
      id,
      external_id: externalId,
      user_id: "fake-business",
      status: "PENDING",
      amount,
      currency: "IDR",
      description: typeof body.description === "string" ? body.description : undefined,
      payer_email: typeof body.payer_email === "string" ? body.payer_email : undefined,
      invoice_url: `${baseUrl}/web/invoices/${id}`,
      expiry_date: new Date(Date.now() + ((duration as number | undefined) ?? 86400) * 1000).toISOString(),
      payment_methods: methods as string[] | undefined,
      success_redirect_url: optionalUrl(body, "success_redirect_url"),
      failure_redirect_url: optionalUrl(body, "failure_redirect_url"),
      created,
      updated: created,
    };
    invoices.set(id, invoice);
    return invoice;
  }

  function createCustomer(body: Record<string, unknown>): Customer {
    onlyDocumented(body, documentedFields.customer);
    metadataOk(body);
    const referenceId = requireString(body, "reference_id");
    if (body.type !== "INDIVIDUAL") throw validation("type must be INDIVIDUAL");
    const detail = body.individual_detail;
    if (!isObject(detail)) throw validation("individual_detail is required for INDIVIDUAL");
    onlyDocumented(detail, documentedFields.individualDetail, "individual_detail.");
    const givenNames = requireString(detail, "given_names", "individual_detail.given_names");
    if (body.mobile_number !== undefined && !/^\+[1-9]\d{7,14}$/.test(String(body.mobile_number)))
      throw validation("mobile_number must be in E.164 format");
    for (const customer of customers.values()) {
      if (customer.reference_id === referenceId)
        throw new HttpError(409, "DUPLICATE_ERROR", "reference_id already used by another customer");
    }
    const created = now();
    const customer: Customer = {
      id: `cust-${randomUUID()}`,
      reference_id: referenceId,
      type: "INDIVIDUAL",
      email: typeof body.email === "string" ? body.email : null,
      mobile_number: typeof body.mobile_number === "string" ? body.mobile_number : null,
      individual_detail: { given_names: givenNames },
      created,
      updated: created,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createPlan(body: Record<string, unknown>): RecurringPlan {
    onlyDocumented(body, documentedFields.plan);
    metadataOk(body);
    const referenceId = requireString(body, "reference_id");
    const customerId = requireString(body, "customer_id");
    if (!customers.has(customerId)) throw new HttpError(404, "DATA_NOT_FOUND", "customer_id not found");
    if (body.recurring_action !== "PAYMENT") throw validation("recurring_action must be PAYMENT");
    if (body.currency !== "IDR") throw validation("currency is required (IDR)");
    const amount = requireWholeRupiah(body, "amount");
    const schedule = body.schedule;
    if (!isObject(schedule)) throw validation("schedule is required");
    onlyDocumented(schedule, documentedFields.schedule, "schedule.");
    const scheduleRef = requireString(schedule, "reference_id", "schedule.reference_id");
    if (!["DAY", "WEEK", "MONTH"].includes(String(schedule.interval)))
      throw validation("schedule.interval must be DAY, WEEK or MONTH");
    const count = schedule.interval_count;
    if (typeof count !== "number" || !Number.isInteger(count) || count < 1)
      throw validation("schedule.interval_count must be a whole number from 1");
    if (schedule.anchor_date !== undefined && Number.isNaN(Date.parse(String(schedule.anchor_date))))
      throw validation("schedule.anchor_date must be an ISO 8601 date-time");
    if (schedule.retry_interval !== undefined && schedule.retry_interval !== "DAY")
      throw validation("schedule.retry_interval must be DAY");
    for (const field of ["retry_interval_count", "total_retry"]) {
      const value = schedule[field];
      if (value !== undefined && (typeof value !== "number" || !Number.isInteger(value) || value < 0))
        throw validation(`schedule.${field} must be a whole number`);
    }
    const methods = body.payment_methods;
    if (methods !== undefined) {
      if (!Array.isArray(methods)) throw validation("payment_methods must be a list");
      for (const method of methods) {
        if (
          !isObject(method) ||
          typeof method.payment_method_id !== "string" ||
          typeof method.rank !== "number"
        )
          throw validation("payment_methods entries need payment_method_id and rank");
        onlyDocumented(method, ["payment_method_id", "rank"], "payment_methods[].");
        if (!paymentMethods.has(method.payment_method_id))
          throw new HttpError(404, "DATA_NOT_FOUND", "payment_method_id not found");
      }
    }
    if (body.immediate_action_type !== undefined && body.immediate_action_type !== "FULL_AMOUNT")
      throw validation("immediate_action_type must be FULL_AMOUNT");
    for (const field of ["success_return_url", "failure_return_url"]) optionalUrl(body, field);
    if (
      body.failed_cycle_action !== undefined &&
      !["RESUME", "STOP"].includes(String(body.failed_cycle_action))
    )
      throw validation("failed_cycle_action must be RESUME or STOP");
    const id = `repl_${randomUUID()}`;
    const created = now();
    const linked = Array.isArray(methods) && methods.length > 0;
    const plan: RecurringPlan = {
      id,
      reference_id: referenceId,
      customer_id: customerId,
      recurring_action: "PAYMENT",
      currency: "IDR",
      amount,
      status: linked ? "ACTIVE" : "REQUIRES_ACTION",
      schedule_id: `resc_${randomUUID()}`,
      schedule: {
        ...(schedule as unknown as RecurringPlan["schedule"]),
        reference_id: scheduleRef,
        created,
        updated: created,
      },
      payment_methods: linked ? (methods as RecurringPlan["payment_methods"]) : [],
      immediate_action_type: body.immediate_action_type === "FULL_AMOUNT" ? "FULL_AMOUNT" : null,
      failed_cycle_action: (body.failed_cycle_action as "RESUME" | "STOP" | undefined) ?? "RESUME",
      metadata: (body.metadata as Record<string, string> | undefined) ?? null,
      actions: linked
        ? []
        : [{ action: "AUTH", url: `${baseUrl}/web/recurring/link/${id}`, url_type: "WEB", method: "GET" }],
      created,
      updated: created,
    };
    plans.set(id, plan);
    cycles.set(id, []);
    // A plan created with a linked method and no immediate action is active at once (and says so).
    if (linked) void deliver(planWebhook("recurring.plan.activated", plan));
    return plan;
  }

  function methodTypeOf(plan: RecurringPlan): FakePaymentMethod["type"] {
    const channel = (plan as { metadata?: { channel?: string } }).metadata?.channel ?? "";
    if (channel === "BRI") return "DIRECT_DEBIT";
    if (channel === "OVO" || channel === "SHOPEEPAY") return "EWALLET";
    return "CARD";
  }

  function newCycle(plan: RecurringPlan, type: "SCHEDULED" | "IMMEDIATE", at: string): RecurringCycle {
    const list = cycles.get(plan.id) ?? [];
    const created = now();
    const cycle: RecurringCycle = {
      id: `recy_${randomUUID()}`,
      plan_id: plan.id,
      reference_id: plan.reference_id,
      customer_id: plan.customer_id,
      recurring_action: "PAYMENT",
      type,
      cycle_number: list.length + 1,
      attempt_count: 0,
      status: "PENDING",
      scheduled_timestamp: at,
      currency: "IDR",
      amount: plan.amount,
      created,
      updated: created,
    };
    list.push(cycle);
    cycles.set(plan.id, list);
    return cycle;
  }

  /** One attempt of a cycle on the plan's method: its outcome's webhook. */
  async function attemptCycle(plan: RecurringPlan, cycle: RecurringCycle): Promise<"succeeded" | "failed"> {
    const method = paymentMethods.get(plan.payment_methods?.[0]?.payment_method_id ?? "");
    const failure = method?.status !== "ACTIVE" ? "PAYMENT_METHOD_EXPIRED" : declined.get(plan.customer_id);
    cycle.attempt_count += 1;
    cycle.status = failure ? "FAILED" : "SUCCEEDED";
    cycle.attempt_details = [
      ...(cycle.attempt_details ?? []),
      {
        attempt_number: cycle.attempt_count,
        created: now(),
        action_id: `py-${randomUUID()}`,
        status: failure ? "FAILED" : "SUCCEEDED",
        failure_code: failure ?? null,
        next_retry_timestamp: null,
      },
    ];
    cycle.updated = now();
    const outcome = failure ? "failed" : "succeeded";
    await deliver(cycleWebhook(`recurring.cycle.${outcome}`, cycle));
    return outcome;
  }

  /** Scheduled instants of a plan: the anchor, then whole months after it (UTC calendar). */
  function scheduledAt(plan: RecurringPlan, index: number): Date {
    const at = new Date(plan.schedule.anchor_date ?? plan.created ?? now());
    at.setUTCMonth(at.getUTCMonth() + index);
    return at;
  }

  async function runDueCycles(until: Date): Promise<RecurringCycle[]> {
    const ran: RecurringCycle[] = [];
    for (const plan of plans.values()) {
      if (plan.status !== "ACTIVE") continue;
      for (;;) {
        const index = (cycles.get(plan.id) ?? []).filter((cycle) => cycle.type === "SCHEDULED").length;
        const at = scheduledAt(plan, index);
        if (at.getTime() > until.getTime()) break;
        const cycle = newCycle(plan, "SCHEDULED", at.toISOString());
        await deliver(cycleWebhook("recurring.cycle.created", cycle));
        await attemptCycle(plan, cycle);
        ran.push({ ...cycle });
        if (plan.status !== "ACTIVE") break;
      }
    }
    return ran;
  }

  async function linkPlan(planId: string, outcome: "succeeded" | "failed" = "succeeded") {
    const plan = findPlan(planId);
    if (plan.status !== "REQUIRES_ACTION") throw new Error(`fake xendit: plan ${planId} is ${plan.status}`);
    const method: FakePaymentMethod = {
      id: `pm-${randomUUID()}`,
      customer_id: plan.customer_id,
      type: methodTypeOf(plan),
      status: "ACTIVE",
    };
    if (method.type === "CARD") method.expiry = cardExpiry;
    paymentMethods.set(method.id, method);
    plan.payment_methods = [{ payment_method_id: method.id, rank: 1, type: method.type }];
    plan.actions = [];
    plan.updated = now();
    if (plan.immediate_action_type === "FULL_AMOUNT") {
      if (outcome === "failed") declined.set(plan.customer_id, "CARD_DECLINED");
      const cycle = newCycle(plan, "IMMEDIATE", now());
      const result = await attemptCycle(plan, cycle);
      if (outcome === "failed") declined.delete(plan.customer_id);
      if (result === "failed") {
        plan.status = "INACTIVE";
        return deliver(planWebhook("recurring.plan.inactivated", plan));
      }
    }
    plan.status = "ACTIVE";
    return deliver(planWebhook("recurring.plan.activated", plan));
  }

  async function createPaymentRequest(body: Record<string, unknown>): Promise<PaymentRequest> {
    onlyDocumented(body, documentedFields.paymentRequest);
    metadataOk(body);
    const referenceId = requireString(body, "reference_id");
    const amount = requireWholeRupiah(body, "amount");
    if (body.currency !== "IDR") throw validation("currency is required (IDR)");
    const paymentMethodId = requireString(body, "payment_method_id");
    if (body.customer_id !== undefined && !customers.has(String(body.customer_id)))
      throw new HttpError(404, "DATA_NOT_FOUND", "customer_id not found");
    const method = paymentMethods.get(paymentMethodId);
    // Methods come from linking; a test may still charge an id it made up, as before.
    if (method && body.customer_id !== undefined && method.customer_id !== body.customer_id)
      throw validation("payment_method_id belongs to another customer");
    const failure =
      method?.status === "EXPIRED" ? "PAYMENT_METHOD_EXPIRED" : declined.get(String(body.customer_id ?? ""));
    const outcome = failure ? "failed" : (chargeOutcomes.shift() ?? "succeeded");
    const created = now();
    const request: PaymentRequest = {
      id: `pr-${randomUUID()}`,
      reference_id: referenceId,
      amount,
      currency: "IDR",
      status: outcome === "succeeded" ? "SUCCEEDED" : outcome === "failed" ? "FAILED" : "PENDING",
      customer_id: typeof body.customer_id === "string" ? body.customer_id : null,
      payment_method: { id: paymentMethodId, reusability: "MULTIPLE_USE" },
      failure_code: outcome === "failed" ? (failure ?? "INSUFFICIENT_BALANCE") : null,
      created,
      updated: created,
    };
    paymentRequests.set(request.id, request);
    if (outcome !== "pending") {
      const webhook: PaymentWebhook = {
        event: outcome === "succeeded" ? "payment.succeeded" : "payment.failed",
        business_id: "fake-business",
        created,
        data: {
          payment_id: `py-${randomUUID()}`,
          payment_request_id: request.id,
          reference_id: referenceId,
          status: request.status === "SUCCEEDED" ? "SUCCEEDED" : "FAILED",
          request_amount: amount,
          currency: "IDR",
          customer_id: request.customer_id,
          failure_code: request.failure_code,
          payment_method: { id: paymentMethodId },
          created,
          updated: created,
        },
      };
      // Xendit may call back before the answer arrives; the fake does exactly that, which keeps tests ordered.
      await deliver(webhook);
    }
    return request;
  }

  /**
   * A full or partial refund of a paid invoice or a succeeded payment request. Refunding more than is
   * left is MAXIMUM_REFUND_AMOUNT_REACHED; an unpaid payment is INELIGIBLE_TRANSACTION (Xendit's codes).
   */
  async function createRefund(body: Record<string, unknown>): Promise<Refund> {
    onlyDocumented(body, documentedFields.refund);
    metadataOk(body);
    const invoiceId = body.invoice_id;
    const requestId = body.payment_request_id;
    if ((invoiceId === undefined) === (requestId === undefined))
      throw validation("exactly one of invoice_id and payment_request_id is required");
    if (!refundReasons.includes(String(body.reason))) throw validation("reason is not a documented value");
    if (body.currency !== undefined && body.currency !== "IDR") throw validation("currency must be IDR");
    const referenceId = body.reference_id === undefined ? undefined : requireString(body, "reference_id");
    let paid: { amount: number; ok: boolean };
    if (invoiceId !== undefined) {
      const invoice = invoices.get(String(invoiceId));
      if (!invoice) throw new HttpError(404, "DATA_NOT_FOUND", "invoice not found");
      paid = { amount: invoice.amount, ok: invoice.status === "PAID" || invoice.status === "SETTLED" };
    } else {
      const request = paymentRequests.get(String(requestId));
      if (!request) throw new HttpError(404, "DATA_NOT_FOUND", "payment request not found");
      paid = { amount: request.amount, ok: request.status === "SUCCEEDED" };
    }
    if (!paid.ok) throw new HttpError(403, "INELIGIBLE_TRANSACTION", "the payment is not paid");
    const amount = body.amount === undefined ? paid.amount : requireWholeRupiah(body, "amount");
    const refunded = [...refunds.values()]
      .filter((refund) =>
        invoiceId !== undefined ? refund.invoice_id === invoiceId : refund.payment_request_id === requestId,
      )
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded + amount > paid.amount)
      throw new HttpError(400, "MAXIMUM_REFUND_AMOUNT_REACHED", "more than is left to refund");
    const created = now();
    const refund: Refund = {
      id: `rfd-${randomUUID()}`,
      invoice_id: invoiceId === undefined ? null : String(invoiceId),
      payment_request_id: requestId === undefined ? null : String(requestId),
      reference_id: referenceId ?? `rfd-ref-${hexId()}`,
      amount,
      currency: "IDR",
      status: "SUCCEEDED",
      reason: body.reason as Refund["reason"],
      failure_code: null,
      created,
      updated: created,
    };
    refunds.set(refund.id, refund);
    await deliver({ event: "refund.succeeded", business_id: "fake-business", created, data: { ...refund } });
    return refund;
  }

  function findPlan(id: string): RecurringPlan {
    const plan = plans.get(id);
    if (!plan) throw new HttpError(404, "DATA_NOT_FOUND", "recurring plan not found");
    return plan;
  }

  async function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
  ): Promise<unknown> {
    const json = isObject(body) ? body : {};
    const invoicePath = path.match(/^\/v2\/invoices\/([^/]+)$/);
    const expirePath = path.match(/^\/invoices\/([^/]+)\/expire!$/);
    const planPath = path.match(/^\/recurring\/plans\/([^/]+)(\/deactivate)?$/);
    if (method === "POST" && path === "/v2/invoices") return createInvoice(json);
    if (method === "GET" && path === "/v2/invoices") {
      const externalId = query.get("external_id");
      return [...invoices.values()]
        .filter((invoice) => !externalId || invoice.external_id === externalId)
        .reverse();
    }
    if (method === "GET" && invoicePath) {
      const invoice = invoices.get(decodeURIComponent(invoicePath[1] ?? ""));
      if (!invoice) throw new HttpError(404, "INVOICE_NOT_FOUND_ERROR", "Could not find invoice by id");
      return invoice;
    }
    if (method === "POST" && expirePath) {
      const invoice = invoices.get(decodeURIComponent(expirePath[1] ?? ""));
      if (!invoice) throw new HttpError(404, "INVOICE_NOT_FOUND_ERROR", "Could not find invoice by id");
      if (invoice.status !== "PENDING")
        throw new HttpError(400, "INVOICE_ALREADY_EXPIRED_OR_PAID", "invoice is not pending");
      setInvoiceStatus(invoice.id, "EXPIRED");
      return invoice;
    }
    if (method === "POST" && path === "/customers") return createCustomer(json);
    if (method === "GET" && path === "/customers") {
      const referenceId = query.get("reference_id");
      if (!referenceId) throw validation("reference_id is required");
      return { data: [...customers.values()].filter((c) => c.reference_id === referenceId), has_more: false };
    }
    if (method === "POST" && path === "/recurring/plans") return createPlan(json);
    if (method === "POST" && path === "/payment_requests") return createPaymentRequest(json);
    if (method === "POST" && path === "/refunds") return createRefund(json);
    const methodPath = path.match(/^\/v2\/payment_methods\/([^/]+)$/);
    if (method === "GET" && methodPath) {
      const found = paymentMethods.get(decodeURIComponent(methodPath[1] ?? ""));
      if (!found) throw new HttpError(404, "DATA_NOT_FOUND", "payment method not found");
      return {
        id: found.id,
        type: found.type,
        status: found.status,
        reusability: "MULTIPLE_USE",
        customer_id: found.customer_id,
        card: found.expiry
          ? {
              card_information: {
                masked_card_number: "400000XXXXXX0002",
                expiry_month: found.expiry.month,
                expiry_year: found.expiry.year,
                network: "VISA",
              },
            }
          : null,
      };
    }
    if (planPath) {
      const plan = findPlan(decodeURIComponent(planPath[1] ?? ""));
      const deactivate = Boolean(planPath[2]);
      if (method === "GET" && !deactivate) return plan;
      if (method === "PATCH" && !deactivate) {
        onlyDocumented(json, documentedFields.planUpdate);
        if (plan.status === "INACTIVE") throw validation("an INACTIVE plan cannot be updated");
        if (json.amount !== undefined) plan.amount = requireWholeRupiah(json, "amount");
        plan.updated = now();
        return plan;
      }
      if (method === "POST" && deactivate) {
        if (plan.status !== "INACTIVE") {
          plan.status = "INACTIVE";
          plan.updated = now();
          for (const cycle of cycles.get(plan.id) ?? []) {
            if (cycle.status === "SCHEDULED" || cycle.status === "PENDING") cycle.status = "CANCELLED";
          }
          void deliver(planWebhook("recurring.plan.inactivated", plan));
        }
        return plan;
      }
    }
    throw new HttpError(404, "NOT_FOUND", `no fake route for ${method} ${path}`);
  }

  function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { ...headers, "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", baseUrl);
    const method = req.method ?? "GET";
    let body: unknown;
    if (raw !== "") {
      if (!String(req.headers["content-type"] ?? "").startsWith("application/json"))
        return reply(res, 415, { error_code: "UNSUPPORTED_CONTENT_TYPE", message: "send application/json" });
      try {
        body = JSON.parse(raw);
      } catch {
        return reply(res, 400, { error_code: "API_VALIDATION_ERROR", message: "body is not JSON" });
      }
    }
    requests.push({ method, path: url.pathname, query: url.searchParams, headers: req.headers, body });

    if (options.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, options.answerDelayMs));
    const stall = stalls.findIndex((entry) => url.pathname.startsWith(entry.prefix));
    if (stall >= 0) {
      const [entry] = stalls.splice(stall, 1);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, entry?.ms ?? 0);
        timers.add(timer);
      });
      if (res.destroyed) return;
    }
    if (req.headers.authorization !== expectedAuth)
      return reply(res, 401, { error_code: "INVALID_API_KEY", message: "API key is invalid" });
    const failure = failures.findIndex((entry) => url.pathname.startsWith(entry.prefix));
    if (failure >= 0) {
      const [entry] = failures.splice(failure, 1);
      return reply(res, entry?.status ?? 500, entry?.body, entry?.headers);
    }

    const key = req.headers["x-idempotency-key"];
    const idempotencyKey =
      typeof key === "string" && key !== "" ? `${method} ${url.pathname} ${key}` : undefined;
    const earlier = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (earlier) return reply(res, earlier.status, earlier.body);
    try {
      const result = await route(method, url.pathname, url.searchParams, body);
      const answer = { status: 200, body: result };
      if (idempotencyKey) idempotent.set(idempotencyKey, answer);
      const lost = lostAnswers.indexOf(`${method} ${url.pathname}`);
      if (lost >= 0) {
        lostAnswers.splice(lost, 1);
        res.destroy();
        return;
      }
      return reply(res, answer.status, answer.body);
    } catch (error) {
      if (error instanceof HttpError)
        return reply(res, error.status, { error_code: error.errorCode, message: error.message });
      return reply(res, 500, { error_code: "SERVER_ERROR", message: String(error) });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) =>
      reply(res, 500, { error_code: "SERVER_ERROR", message: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    invoices,
    customers,
    plans,
    cycles,
    paymentRequests,
    refunds,
    callbacks,
    nextCharges: (...outcomes) => chargeOutcomes.push(...outcomes),
    failNext: (prefix, status, body, headers) => failures.push({ prefix, status, body, headers }),
    stallNext: (prefix, ms) => stalls.push({ prefix, ms }),
    loseAnswerNext: (method, path) => lostAnswers.push(`${method} ${path}`),
    async payInvoice(invoiceId, channel) {
      const invoice = setInvoiceStatus(invoiceId, "PAID");
      const method = channel ?? invoice.payment_methods?.[0] ?? "BNI";
      return deliver(
        invoiceCallback(invoice, {
          paid_amount: invoice.amount,
          paid_at: now(),
          payment_channel: method,
          payment_method: method === "CREDIT_CARD" ? "CREDIT_CARD" : "BANK_TRANSFER",
          payment_id: randomUUID(),
        }),
      );
    },
    expireInvoice: async (invoiceId) => deliver(invoiceCallback(setInvoiceStatus(invoiceId, "EXPIRED"))),
    failInvoice: async (invoiceId) => deliver(invoiceCallback(setInvoiceStatus(invoiceId, "FAILED"))),
    invoiceByExternalId: (externalId) =>
      [...invoices.values()].filter((invoice) => invoice.external_id === externalId).at(-1),
    linkPlan,
    runDueCycles,
    nextCycleAt() {
      let next: Date | null = null;
      for (const plan of plans.values()) {
        if (plan.status !== "ACTIVE") continue;
        const index = (cycles.get(plan.id) ?? []).filter((cycle) => cycle.type === "SCHEDULED").length;
        const at = scheduledAt(plan, index);
        if (!next || at < next) next = at;
      }
      return next;
    },
    paymentMethods,
    addPaymentMethod(customerId, type) {
      const id = `pm-${randomUUID()}`;
      paymentMethods.set(id, { id, customer_id: customerId, type, status: "ACTIVE" });
      return id;
    },
    nextCardExpiry(month, year) {
      cardExpiry = { month: String(month).padStart(2, "0"), year: String(year % 100).padStart(2, "0") };
    },
    decline(customerId, failureCode) {
      if (failureCode) declined.set(customerId, failureCode);
      else declined.delete(customerId);
    },
    async unlinkMethod(methodId) {
      const method = paymentMethods.get(methodId);
      if (method) method.status = "EXPIRED";
      for (const plan of plans.values()) {
        if (plan.status === "INACTIVE") continue;
        if (!plan.payment_methods?.some((entry) => entry.payment_method_id === methodId)) continue;
        plan.status = "INACTIVE";
        plan.updated = now();
        await deliver(planWebhook("recurring.plan.inactivated", plan));
      }
    },
    async methodExpiring(methodId, expiresAt) {
      const method = paymentMethods.get(methodId);
      if (!method) throw new Error(`fake xendit: no payment method ${methodId}`);
      return deliver({
        event: "payment_method.expiry.expiring",
        timestamp: now(),
        id: method.id,
        customer_id: method.customer_id,
        expiration_timestamp: expiresAt.toISOString(),
      });
    },
    async expireMethod(methodId) {
      const method = paymentMethods.get(methodId);
      if (!method) throw new Error(`fake xendit: no payment method ${methodId}`);
      method.status = "EXPIRED";
      return deliver({
        event: "payment_method.expiry.expired",
        timestamp: now(),
        id: method.id,
        customer_id: method.customer_id,
      });
    },
    async runCycle(planId, outcome) {
      const plan = findPlan(planId);
      if (plan.status !== "ACTIVE") throw new Error(`fake xendit: plan ${planId} is ${plan.status}`);
      const list = cycles.get(planId) ?? [];
      let cycle = list.at(-1);
      const results: (DeliveryResult | undefined)[] = [];
      if (!cycle || cycle.status === "SUCCEEDED" || cycle.status === "FAILED") {
        const anchor = new Date(plan.schedule.anchor_date ?? plan.created ?? now());
        anchor.setUTCMonth(anchor.getUTCMonth() + list.length);
        const created = now();
        cycle = {
          id: `recy_${randomUUID()}`,
          plan_id: plan.id,
          reference_id: plan.reference_id,
          customer_id: plan.customer_id,
          recurring_action: "PAYMENT",
          type: "SCHEDULED",
          cycle_number: list.length + 1,
          attempt_count: 0,
          status: "SCHEDULED",
          scheduled_timestamp: anchor.toISOString(),
          currency: "IDR",
          amount: plan.amount,
          created,
          updated: created,
        };
        list.push(cycle);
        cycles.set(planId, list);
        results.push(await deliver(cycleWebhook("recurring.cycle.created", cycle)));
      }
      cycle.attempt_count += 1;
      cycle.status = outcome === "succeeded" ? "SUCCEEDED" : outcome === "failed" ? "FAILED" : "RETRYING";
      cycle.updated = now();
      results.push(await deliver(cycleWebhook(`recurring.cycle.${outcome}`, cycle)));
      return { cycle: { ...cycle }, results };
    },
    async redeliverLast() {
      const last = callbacks.at(-1);
      if (!last) throw new Error("fake xendit: nothing delivered yet");
      return send(last);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
