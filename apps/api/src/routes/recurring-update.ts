import { createRoute } from "@hono/zod-openapi";
import { recurringUpdateRequestSchema } from "@rimbun/domain/schemas";
import { assertSameUserEmail, requireViewer, sessionRequired } from "../context.ts";
import {
  envelope,
  errorResponses,
  jsonContent,
  ok,
  type Router,
  requireBody,
  sessionSecurity,
} from "../lib/openapi.ts";
import { applyDonorRequest, paymentTypeOf } from "../services/recurring.ts";
import { formBody, recurringDonationSchema } from "./recurring-schemas.ts";

const route = createRoute({
  method: "put",
  path: "/v1/donations",
  tags: ["Recurring"],
  summary: "Call 10: update the amount (at least Rp 10.000) and payment method of a monthly donation",
  description: "Form `email, payment_methods, id` (the plan's pg_id) and `amount`. Owner or administrator.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: formBody(recurringUpdateRequestSchema),
  responses: {
    200: jsonContent(envelope(recurringDonationSchema)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

export function registerRecurringUpdate(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireViewer(c);
    const services = c.get("services");
    const input = requireBody(c, recurringUpdateRequestSchema);
    assertSameUserEmail(viewer, input.email);
    // Amount first (the machine checks its limits), then the channel in the same locked update.
    let view = await applyDonorRequest(services, viewer, {
      pgId: input.id,
      event: { type: "change-amount", amount: input.amount },
      action: "recurring.amount",
    });
    if (view.payment_method !== input.payment_methods) {
      view = await applyDonorRequest(services, viewer, {
        pgId: input.id,
        event: { type: "change-channel", paymentType: paymentTypeOf(input.payment_methods) },
        action: "recurring.paymentMethod",
        extra: { channel: input.payment_methods },
      });
    }
    return c.json(ok(view), 200);
  });
}
