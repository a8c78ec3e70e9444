/**
 * The slice of Xendit's HTTP API this adapter uses, typed from the documented request and response
 * shapes (sources in docs/decisions/xendit.md). Field names stay snake_case as on the wire, so a
 * body can be compared with Xendit's reference at a glance.
 */

/** Invoice statuses as documented (InvoiceStatus); FAILED arrives for some channels' callbacks. */
export type InvoiceStatus = "PENDING" | "PAID" | "SETTLED" | "EXPIRED" | "FAILED";

export interface InvoiceCustomer {
  given_names?: string;
  email?: string;
  mobile_number?: string;
}

/** POST /v2/invoices */
export interface CreateInvoiceRequest {
  external_id: string;
  amount: number;
  currency?: "IDR";
  description?: string;
  payer_email?: string;
  customer?: InvoiceCustomer;
  /** Seconds until the invoice expires. */
  invoice_duration?: number;
  success_redirect_url?: string;
  failure_redirect_url?: string;
  /** Restricts the hosted page to these channels. */
  payment_methods?: string[];
  locale?: "id" | "en";
  should_send_email?: boolean;
}

/** The invoice object returned by create/get/expire (the fields this adapter reads). */
export interface Invoice {
  id: string;
  external_id: string;
  user_id?: string;
  status: InvoiceStatus;
  amount: number;
  currency?: string;
  description?: string;
  payer_email?: string;
  invoice_url: string;
  expiry_date: string;
  payment_methods?: string[];
  success_redirect_url?: string;
  failure_redirect_url?: string;
  created?: string;
  updated?: string;
}

/** The invoice callback body (sent with the `x-callback-token` header). */
export interface InvoiceCallback {
  id: string;
  external_id: string;
  user_id?: string;
  status: InvoiceStatus;
  amount: number;
  paid_amount?: number;
  paid_at?: string;
  payment_method?: string;
  payment_channel?: string;
  payment_id?: string;
  currency?: string;
  created?: string;
  updated?: string;
}

/** POST /customers */
export interface CreateCustomerRequest {
  reference_id: string;
  type: "INDIVIDUAL";
  individual_detail: { given_names: string; surname?: string };
  email?: string;
  mobile_number?: string;
  description?: string;
  metadata?: Record<string, string>;
}

export interface Customer {
  id: string;
  reference_id: string;
  type: "INDIVIDUAL" | "BUSINESS";
  email?: string | null;
  mobile_number?: string | null;
  individual_detail?: { given_names: string; surname?: string | null } | null;
  created?: string;
  updated?: string;
}

export type RecurringInterval = "DAY" | "WEEK" | "MONTH";

export interface RecurringScheduleRequest {
  reference_id: string;
  interval: RecurringInterval;
  interval_count: number;
  total_recurrence?: number;
  anchor_date?: string;
  retry_interval?: "DAY";
  retry_interval_count?: number;
  total_retry?: number;
  failed_attempt_notifications?: number[];
}

export interface RecurringPaymentMethodRef {
  payment_method_id: string;
  rank: number;
}

/** POST /recurring/plans */
export interface CreateRecurringPlanRequest {
  reference_id: string;
  customer_id: string;
  recurring_action: "PAYMENT";
  currency: "IDR";
  amount: number;
  schedule: RecurringScheduleRequest;
  payment_methods?: RecurringPaymentMethodRef[];
  immediate_action_type?: "FULL_AMOUNT";
  notification_config?: {
    recurring_created?: ("WHATSAPP" | "EMAIL")[];
    recurring_succeeded?: ("WHATSAPP" | "EMAIL")[];
    recurring_failed?: ("WHATSAPP" | "EMAIL")[];
    locale?: "en" | "id";
  };
  failed_cycle_action?: "RESUME" | "STOP";
  metadata?: Record<string, string>;
  description?: string;
  success_return_url?: string;
  failure_return_url?: string;
}

export type RecurringPlanStatus = "ACTIVE" | "INACTIVE" | "PENDING" | "REQUIRES_ACTION";

export interface RecurringAction {
  action: "AUTH";
  url: string;
  url_type: "WEB" | "MOBILE" | "DEEPLINK";
  method: "GET" | "POST";
}

export interface RecurringPlan {
  id: string;
  reference_id: string;
  customer_id: string;
  recurring_action: "PAYMENT";
  currency: string;
  amount: number;
  status: RecurringPlanStatus;
  schedule_id?: string;
  schedule: RecurringScheduleRequest & { id?: string; created?: string; updated?: string };
  payment_methods?: (RecurringPaymentMethodRef & { type?: string })[];
  immediate_action_type?: "FULL_AMOUNT" | null;
  failed_cycle_action?: "RESUME" | "STOP";
  /** Where the donor links a card or account when the plan has no usable payment method yet. */
  actions?: RecurringAction[];
  metadata?: Record<string, string> | null;
  created?: string;
  updated?: string;
}

export type RecurringCycleStatus =
  | "SCHEDULED"
  | "PENDING"
  | "RETRYING"
  | "FAILED"
  | "SUCCEEDED"
  | "CANCELLED";

/** One attempt of a cycle (`attempt_details`): its payment's id and, when it failed, why. */
export interface RecurringCycleAttempt {
  attempt_number: number;
  created?: string;
  action_id?: string | null;
  status?: string;
  failure_code?: string | null;
  next_retry_timestamp?: string | null;
}

export interface RecurringCycle {
  id: string;
  plan_id: string;
  reference_id: string;
  customer_id: string;
  recurring_action: "PAYMENT";
  type?: "SCHEDULED" | "IMMEDIATE";
  cycle_number: number;
  attempt_count: number;
  status: RecurringCycleStatus;
  scheduled_timestamp: string;
  currency: string;
  amount: number;
  attempt_details?: RecurringCycleAttempt[];
  created?: string;
  updated?: string;
}

export type RecurringPlanEvent = "recurring.plan.activated" | "recurring.plan.inactivated";
export type RecurringCycleEvent =
  | "recurring.cycle.created"
  | "recurring.cycle.retrying"
  | "recurring.cycle.succeeded"
  | "recurring.cycle.failed";

/** The subscriptions webhook envelope. `created` is the delivery attempt's time, so it is not an id. */
export type RecurringWebhook =
  | {
      event: RecurringPlanEvent;
      business_id: string;
      created: string;
      api_version?: string;
      data: RecurringPlan;
    }
  | {
      event: RecurringCycleEvent;
      business_id: string;
      created: string;
      api_version?: string;
      data: RecurringCycle;
    };

/**
 * Payment method expiry callbacks (docs.xendit.co/direct-debit/integration-guide/handling-invalid-expired-tokens):
 * a flat body, no `data` envelope. `expiration_timestamp` only on `expiring`.
 */
export type PaymentMethodExpiryEvent = "payment_method.expiry.expiring" | "payment_method.expiry.expired";

export interface PaymentMethodExpiryCallback {
  event: PaymentMethodExpiryEvent;
  timestamp: string;
  /** The payment method (authorization) id. */
  id: string;
  customer_id: string;
  expiration_timestamp?: string;
}

/**
 * GET /v2/payment_methods/{id}: the fields read here (a linked card's expiry). Documented in
 * xendit-node docs/payment_method/models PaymentMethod, Card, TokenizedCardInformation.
 */
export interface PaymentMethodObject {
  id: string;
  type: string;
  status?: string;
  reusability?: string;
  customer_id?: string | null;
  card?: {
    card_information?: {
      masked_card_number?: string;
      /** MM */
      expiry_month?: string;
      /** YY (the reference says YY; four digits are read too) */
      expiry_year?: string;
      network?: string;
    } | null;
  } | null;
}

/** Every error response carries these two fields. */
export interface XenditErrorBody {
  error_code: string;
  message: string;
  errors?: unknown[];
}

/** POST /payment_requests with a linked (MULTIPLE_USE) payment method: one charge without the donor. */
export interface CreatePaymentRequest {
  reference_id: string;
  amount: number;
  currency: "IDR";
  payment_method_id: string;
  customer_id?: string;
  description?: string;
  metadata?: Record<string, string>;
}

export type PaymentRequestStatus =
  | "PENDING"
  | "REQUIRES_ACTION"
  | "SUCCEEDED"
  | "FAILED"
  | "CANCELED"
  | "AWAITING_CAPTURE";

export interface PaymentRequest {
  id: string;
  reference_id: string;
  amount: number;
  currency: string;
  status: PaymentRequestStatus;
  customer_id?: string | null;
  payment_method?: { id: string; type?: string; reusability?: string };
  failure_code?: string | null;
  created?: string;
  updated?: string;
}

export type PaymentEvent = "payment.succeeded" | "payment.failed" | "payment.pending";

/** The payment webhook: one per payment attempt of a payment request. */
export interface PaymentWebhook {
  event: PaymentEvent;
  business_id: string;
  created: string;
  data: {
    id?: string;
    payment_id?: string;
    payment_request_id: string;
    reference_id: string;
    status: "SUCCEEDED" | "FAILED" | "PENDING";
    request_amount?: number;
    amount?: number;
    currency?: string;
    customer_id?: string | null;
    failure_code?: string | null;
    payment_method?: { id: string; type?: string };
    created?: string;
    updated?: string;
  };
}

/** Refund webhook events (docs.xendit.co/apidocs/refund-webhook-notification). */
export type RefundEvent = "refund.succeeded" | "refund.failed";

/** The refund webhook's `data` (fields this adapter reads). */
export interface RefundWebhookData {
  id: string;
  payment_id?: string | null;
  invoice_id?: string | null;
  payment_request_id?: string | null;
  /** The merchant's reference given when the refund was created: our refunds name the donation's pgid. */
  reference_id?: string | null;
  amount: number;
  currency: string;
  status: "SUCCEEDED" | "FAILED" | "PENDING" | "REQUIRES_ACTION" | "CANCELLED";
  reason?: string;
}

/** Refund reasons Xendit documents (`POST /refunds`, docs.xendit.co/apidocs/refund-payment-request). */
export type RefundReason = "FRAUDULENT" | "DUPLICATE" | "REQUESTED_BY_CUSTOMER" | "CANCELLATION" | "OTHERS";

/** `POST /refunds`: one of `invoice_id` or `payment_request_id`; our `reference_id` is the donation's pgid. */
export interface CreateRefundRequest {
  invoice_id?: string;
  payment_request_id?: string;
  reference_id: string;
  amount?: number;
  currency?: "IDR";
  reason: RefundReason;
  metadata?: Record<string, string>;
}

/** The refund object Xendit answers with (fields this adapter reads). */
export interface Refund {
  id: string;
  invoice_id?: string | null;
  payment_request_id?: string | null;
  reference_id: string;
  amount: number;
  currency: string;
  status: "SUCCEEDED" | "FAILED" | "PENDING";
  reason: RefundReason;
  failure_code?: string | null;
  created: string;
  updated: string;
}
