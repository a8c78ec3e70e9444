import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type {
  CreateChargeInput,
  CreatedCharge,
  PaymentOutcome,
  PaymentProvider,
  WebhookEvent,
} from "./port.ts";

export const sandboxSignatureHeader = "x-sandbox-signature";
const outcomes: PaymentOutcome[] = ["paid", "failed", "expired"];

export function signSandboxBody(secret: string, rawBody: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

export interface SandboxWebhookBody {
  event_id: string;
  pg_id: string;
  outcome: PaymentOutcome;
}

/** The local provider: a hosted page on this API (routes/sandbox-pay.ts) that calls back with a signed webhook. */
export function createSandboxProvider(options: { apiUrl: string; webhookSecret: string }): PaymentProvider {
  return {
    code: "sandbox",
    async createCharge(input: CreateChargeInput): Promise<CreatedCharge> {
      const pgId = `sbx_${randomBytes(12).toString("hex")}`;
      const invoiceUrl = `${options.apiUrl}/sandbox/pay/${pgId}?locale=${input.locale}`;
      return { pgId, invoiceUrl };
    },
    verifyWebhook(rawBody: string, headers: Headers): WebhookEvent | null {
      const given = headers.get(sandboxSignatureHeader) ?? "";
      const expected = signSandboxBody(options.webhookSecret, rawBody);
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected)))
        return null;
      try {
        const body = JSON.parse(rawBody) as Partial<SandboxWebhookBody>;
        if (typeof body.event_id !== "string" || typeof body.pg_id !== "string") return null;
        if (!outcomes.includes(body.outcome as PaymentOutcome)) return null;
        return {
          eventId: body.event_id,
          pgId: body.pg_id,
          outcome: body.outcome as PaymentOutcome,
          raw: body,
        };
      } catch {
        return null;
      }
    },
  };
}
