/**
 * The payment provider port (DECISIONS: `sandbox` now; `xendit` and Midtrans-style `m` later).
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
}

export interface CreatedCharge {
  /** The provider's payment id (SPEC's pgid). */
  pgId: string;
  /** Where the browser goes to pay. */
  invoiceUrl: string;
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
  raw: unknown;
}

export interface PaymentProvider {
  readonly code: string;
  createCharge(input: CreateChargeInput): Promise<CreatedCharge>;
  /**
   * Verifies the signature or callback token over the raw body; null means "not authentic";
   * "ignored" is an authentic callback without a payment outcome (a plan activated), answered 200 so
   * the provider does not resend it.
   */
  verifyWebhook(rawBody: string, headers: Headers): WebhookEvent | "ignored" | null;
  /** Optional: closes the pay page of an unpaid charge (a monthly invoice past its 7 days). */
  expireCharge?(pgId: string): Promise<unknown>;
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
