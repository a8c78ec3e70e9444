import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type {
  CreateChargeInput,
  CreatedCharge,
  PaymentOutcome,
  PaymentProvider,
  RefundRequest,
  RequestedRefund,
  WebhookEvent,
} from "./port.ts";

export const sandboxSignatureHeader = "x-sandbox-signature";
const outcomes: PaymentOutcome[] = ["paid", "failed", "expired", "refunded"];

export function signSandboxBody(secret: string, rawBody: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

export interface SandboxWebhookBody {
  event_id: string;
  pg_id: string;
  outcome: PaymentOutcome;
  /** Optional, as a real provider reports them: what was paid, in which currency. */
  amount?: number;
  currency?: string;
}

/**
 * Constant-time check of a hex signature header. The header may hold any bytes (non-ASCII, any
 * length), so both sides are compared as bytes of equal length, never as string lengths.
 */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The local provider: a hosted page on this API (payments/routes/sandbox-pay.ts) that calls back with a signed webhook. */
export function createSandboxProvider(options: { apiUrl: string; webhookSecret: string }): PaymentProvider {
  return {
    code: "sandbox",
    async createCharge(input: CreateChargeInput): Promise<CreatedCharge> {
      const pgId = `sbx_${randomBytes(12).toString("hex")}`;
      const query = new URLSearchParams({ locale: input.locale, ...input.resultParams });
      const invoiceUrl = `${options.apiUrl}/sandbox/pay/${pgId}?${query}`;
      return { pgId, invoiceUrl };
    },
    // Like its pay page, the sandbox answers a refund with a signed callback; one refund id per donation.
    async refund(request: RefundRequest): Promise<RequestedRefund> {
      const refundId = `sbx_refund_${request.donationId}`;
      const body: SandboxWebhookBody = {
        event_id: refundId,
        pg_id: request.pgId,
        outcome: "refunded",
        amount: request.amount,
        currency: "IDR",
      };
      const rawBody = JSON.stringify(body);
      const headers = new Headers({
        "content-type": "application/json",
        [sandboxSignatureHeader]: signSandboxBody(options.webhookSecret, rawBody),
      });
      return { refundId, callback: { rawBody, headers } };
    },
    verifyWebhook(rawBody: string, headers: Headers): WebhookEvent | null {
      const given = headers.get(sandboxSignatureHeader) ?? "";
      const expected = signSandboxBody(options.webhookSecret, rawBody);
      if (!sameSignature(given, expected)) return null;
      try {
        const body = JSON.parse(rawBody) as Partial<SandboxWebhookBody>;
        if (typeof body.event_id !== "string" || typeof body.pg_id !== "string") return null;
        if (!outcomes.includes(body.outcome as PaymentOutcome)) return null;
        if (body.amount !== undefined && typeof body.amount !== "number") return null;
        if (body.currency !== undefined && typeof body.currency !== "string") return null;
        return {
          eventId: body.event_id,
          pgId: body.pg_id,
          outcome: body.outcome as PaymentOutcome,
          ...(body.amount !== undefined ? { amount: body.amount } : {}),
          ...(body.currency !== undefined ? { currency: body.currency } : {}),
          raw: body,
        };
      } catch {
        return null;
      }
    },
  };
}
