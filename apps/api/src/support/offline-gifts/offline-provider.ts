import { createHmac, randomBytes } from "node:crypto";
import { OFFLINE_PROVIDER } from "@rimbun/domain/offline-gifts";
import type { PaymentProvider, RefundRequest, RequestedRefund, WebhookEvent } from "../../payments/port.ts";
import { sameSignature } from "../../payments/sandbox.ts";

const signatureHeader = "x-offline-signature";

/**
 * The provider of gifts that arrived outside the site (docs/product/staff-console.md#gifts-outside-the-site).
 * Nobody pays through it: staff record the gift and the API applies its paid event itself. It exists so the
 * refund path of donor support finds a provider that can "refund": the foundation gives the money back (or
 * the entry was a mistake) outside the product, and the refund settles at once with a callback signed by a
 * key made when the process started and kept in memory only. Nothing from outside can ever be verified by
 * it: `/v1/webhooks/offline` answers 401 to anything, and the key signs refunds only, never a payment.
 */
export function createOfflineProvider(): PaymentProvider {
  const key = randomBytes(32);
  const sign = (rawBody: string) => createHmac("sha256", key).update(rawBody).digest("hex");
  return {
    code: OFFLINE_PROVIDER,
    async createCharge(): Promise<never> {
      throw new Error("offline gifts are recorded by staff, never charged");
    },
    async refund(request: RefundRequest): Promise<RequestedRefund> {
      const refundId = `offline_refund_${request.donationId}`;
      const rawBody = JSON.stringify({ event_id: refundId, pg_id: request.pgId, amount: request.amount });
      const headers = new Headers({ "content-type": "application/json", [signatureHeader]: sign(rawBody) });
      return { refundId, callback: { rawBody, headers } };
    },
    verifyWebhook(rawBody: string, headers: Headers): WebhookEvent | null {
      if (!sameSignature(headers.get(signatureHeader) ?? "", sign(rawBody))) return null;
      const body = JSON.parse(rawBody) as { event_id: string; pg_id: string; amount: number };
      return {
        eventId: body.event_id,
        pgId: body.pg_id,
        outcome: "refunded",
        amount: body.amount,
        currency: "IDR",
        raw: body,
      };
    },
  };
}
