import { z } from "@hono/zod-openapi";
import { access } from "../../platform/http/access.ts";
import { apiMessages } from "../../platform/http/api-messages.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { ok } from "../../platform/http/openapi.ts";
import { defineRoute } from "../../platform/http/route.ts";
import { countWebhook } from "../../platform/metrics.ts";
import { processPaymentEvent } from "../process-event.ts";

/** Whatever bytes a forged request carries, the answer is 401, never a 500 from a throwing check. */
function verified<T>(check: () => T | null): T | null {
  try {
    return check();
  } catch {
    return null;
  }
}

/**
 * The body has no schema on purpose: a validator would parse it, and the signature covers the exact bytes
 * received, so the handler reads the raw text before anything parses it (docs/decisions/route-factories.md).
 */
export const registerWebhooks = defineRoute({
  method: "post",
  path: "/v1/webhooks/{provider}",
  tags: ["Payments"],
  summary: "Payment provider callback (signed, idempotent)",
  description:
    "sandbox: JSON `{ event_id, pg_id, outcome: paid|failed|expired|refunded, amount?, currency? }` with header `X-Sandbox-Signature` = hex HMAC-SHA256 of the raw body with WEBHOOK_SECRET. xendit: invoice callbacks, subscription webhooks (cycles pay or fail their donation; `recurring.plan.activated`/`inactivated` link or unlink the donor's method), payment webhooks, `payment_method.expiry.expiring`/`expired`, and `refund.succeeded` (its `reference_id` is the donation's pgid), with `x-callback-token` (docs/xendit.md). The same event twice changes nothing; a provider's event for another provider's payment is `unknown-payment`; a payment whose amount or currency is not the donation's is `flagged` for staff, not marked paid; a donation leaves `done` only by a refund, which takes its points back.",
  request: { params: z.object({ provider: z.string() }) },
  result: z.enum(["applied", "duplicate", "unchanged", "unknown-payment", "flagged", "ignored"]),
  errors: [401, 404],
  access: access.webhook(),
  handle: async (c) => {
    const services = c.get("services");
    const provider = services.payments.byCode(c.req.param("provider") ?? "");
    if (!provider) throw new ApiError("NOT_FOUND");
    const rawBody = await c.req.text();
    const event = verified(() => provider.verifyWebhook(rawBody, c.req.raw.headers));
    if (!event) {
      countWebhook(provider.code, "rejected");
      throw new ApiError("UNAUTHORIZED", { messageId: apiMessages.webhookSignature.id });
    }
    if (event === "ignored") {
      countWebhook(provider.code, "ignored");
      return c.json(ok("ignored" as const), 200);
    }
    const result = await processPaymentEvent(services, provider.code, event).catch((error: unknown) => {
      countWebhook(provider.code, "error");
      throw error;
    });
    countWebhook(provider.code, result);
    return c.json(ok(result), 200);
  },
});
