/**
 * The payment provider port: `sandbox` (development), `xendit`, and a Midtrans-style `m` to come.
 * The API asks a provider for a hosted payment page and learns the outcome from a verified webhook.
 */
export type PaymentOutcome = "paid" | "failed" | "expired" | "refunded";

export interface CreateChargeInput {
  /** The donor's phone (+62…), for providers that prefill it. */
  phone?: string;
  /** How long the pay page stays payable (monthly invoices: the billing machine's 7 days). */
  invoiceLifetimeSeconds?: number;
  /** Our donation id; providers echo it back so a webhook finds its donation. */
  donationId: string;
  amount: number;
  channel: string;
  kind: "single" | "boost" | "monthly";
  email: string;
  fullname: string;
  locale: "id" | "en";
  description: string;
  /**
   * The first payment of a monthly plan: a provider that can charge the channel by itself later
   * links the donor's card or account on its own page while this payment is made (Xendit: a
   * recurring plan with an immediate charge). Cycle invoices leave it out.
   */
  linkMethod?: boolean;
  /** When the donor asked (the services' clock): a provider anchors its schedule on it. */
  requestedAt?: Date;
  /**
   * Extra query parameters for the site's result pages the provider sends the browser back to: a partner
   * embed's code and the checked origin to return to (docs/decisions/embeds.md#return-to).
   */
  resultParams?: Readonly<Record<string, string>>;
}

export interface CreatedCharge {
  /** The provider's payment id (the wire's pgid). */
  pgId: string;
  /** Where the browser goes to pay. */
  invoiceUrl: string;
  /** The provider's plan objects, when the charge also links the method for later cycles. */
  providerPlan?: ProviderPlanIds;
}

/** The provider's objects behind a plan it charges by itself (stored on the plan row). */
export interface ProviderPlanIds {
  customerId: string | null;
  planId: string | null;
  /** The provider plan's reference (ours): cycle pgids are made from it. */
  reference: string | null;
  /** The donor's linked card or account; null until linked, or once unlinked. */
  methodId: string | null;
}

/** What a provider-linked plan must look like now, from the billing machine's state. */
export interface ProviderPlanTarget {
  /** Our plan's pgid (its first donation's). */
  pgId: string;
  /** Charged automatically from `nextDue` on; false: paused, stopped or a reminder channel. */
  active: boolean;
  amount: number;
  channel: string;
  nextDue: string;
  anchorDay: number;
  /** The next month is skipped: a schedule that would charge it must be moved. */
  skipped: boolean;
  donor: { email: string; fullname: string; phone: string; locale: "id" | "en" };
}

/** The plan's provider objects after a sync; `linkUrl` when the donor must link a method again. */
export interface ProviderPlanSynced extends ProviderPlanIds {
  linkUrl?: string;
}

/** A cycle charged without the donor: the pgid its outcome will come under, and the charge if we make it. */
export interface LinkedCycleCharge {
  pgId: string;
  /** Charges now (our retries). Absent when the provider's own schedule makes this attempt. */
  charge?: () => Promise<void>;
}

/**
 * A provider callback about a linked plan rather than a payment: the method was linked, the plan
 * ended at the provider (the donor unlinked it), or the linked method expires soon or expired.
 */
export interface PlanEvent {
  kind: "plan";
  eventId: string;
  change: "linked" | "unlinked" | "method-expiring" | "method-expired";
  /** The provider plan's id and our reference for it (plan events). */
  providerPlanId?: string;
  planReference?: string;
  methodId?: string;
  /** The last day the method works (`YYYY-MM-DD`), when the provider says it. */
  expiresOn?: string;
  raw: unknown;
}

export interface WebhookEvent {
  /** Unique per delivery content, so a replay is recognised. */
  eventId: string;
  pgId: string;
  outcome: PaymentOutcome;
  /**
   * What the provider says was paid (or refunded), where its callback reports it: a paid event whose
   * amount or currency is not the donation's is flagged for staff, never marked paid.
   */
  amount?: number;
  currency?: string;
  /**
   * A scheduled cycle of a provider's plan: its plan reference and the day the provider charged. When
   * no donation has the pgid (the provider moved a month-end day), the plan's open cycle near that day
   * is the one paid.
   */
  cycle?: { planReference: string; chargedOn: string };
  /**
   * When the money arrived, where it is known apart from the event's own time: a gift recorded by staff
   * (docs/product/staff-console.md#gifts-outside-the-site) is paid on the day it came.
   */
  paidAt?: Date;
  raw: unknown;
}

/** A staff refund of a paid donation (donor support), asked of the provider that took the payment. */
export interface RefundRequest {
  donationId: string;
  pgId: string;
  amount: number;
}

export interface RequestedRefund {
  /** The provider's refund id. */
  refundId: string;
  /**
   * A provider that settles at once (the sandbox) hands over its signed refund callback, which is
   * delivered like any webhook: verified, then `processPaymentEvent`. Others call back later.
   */
  callback?: { rawBody: string; headers: Headers };
}

export interface PaymentProvider {
  readonly code: string;
  createCharge(input: CreateChargeInput): Promise<CreatedCharge>;
  /**
   * Verifies the signature or callback token over the raw body; null means "not authentic";
   * "ignored" is an authentic callback without a payment outcome (a plan activated), answered 200 so
   * the provider does not resend it.
   */
  verifyWebhook(rawBody: string, headers: Headers): WebhookEvent | PlanEvent | "ignored" | null;
  /** Optional: closes the pay page of an unpaid charge (a monthly invoice past its 7 days). */
  expireCharge?(pgId: string): Promise<unknown>;
  /**
   * Optional, for providers that charge a linked method by themselves: this cycle's automatic
   * charge, or null when the plan has no usable link (the donor then gets the cycle's pay link).
   */
  linkedCycleCharge?(
    ids: ProviderPlanIds,
    cycle: { dueDay: string; amount: number; retry: number; channel: string },
  ): LinkedCycleCharge | null;
  /** Optional: brings the provider's plan in line with ours (deactivate, amount, re-anchor, re-link). */
  syncPlan?(ids: ProviderPlanIds, target: ProviderPlanTarget): Promise<ProviderPlanSynced>;
  /** Optional: the last day a linked method can be charged (a card's expiry), when the provider says it. */
  methodExpiresOn?(methodId: string): Promise<string | null>;
  /**
   * Optional: refunds a paid charge in full. The provider's refund callback (`refunded`) moves the
   * donation and reverses its points; the same request sent again must not refund twice.
   */
  refund?(request: RefundRequest): Promise<RequestedRefund>;
}

export interface PaymentProviders {
  /** The provider new payments use (PAYMENT_PROVIDER). */
  current: PaymentProvider;
  byCode(code: string): PaymentProvider | undefined;
}

export function providerRegistry(current: PaymentProvider, others: PaymentProvider[] = []): PaymentProviders {
  const all = new Map([current, ...others].map((provider) => [provider.code, provider]));
  return { current, byCode: (code) => all.get(code) };
}
