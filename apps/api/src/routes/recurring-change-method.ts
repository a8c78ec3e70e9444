import { createRoute } from "@hono/zod-openapi";
import { changePaymentMethodRequestSchema } from "@rimbun/domain/schemas";
import { requireViewer, sessionRequired } from "../context.ts";
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
  method: "post",
  path: "/v1/donations/changePaymentMethod",
  tags: ["Recurring"],
  summary: "Call 12: change the payment method (recurring or reminder channel) of a monthly donation",
  description:
    "Form `pg_id, payment_methods` (a channel offered for monthly donations). `error: false` on success.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: formBody(changePaymentMethodRequestSchema),
  responses: {
    200: jsonContent(envelope(recurringDonationSchema)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

export function registerRecurringChangeMethod(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireViewer(c);
    const input = requireBody(c, changePaymentMethodRequestSchema);
    const view = await applyDonorRequest(c.get("services"), viewer, {
      pgId: input.pg_id,
      event: { type: "change-channel", paymentType: paymentTypeOf(input.payment_methods) },
      action: "recurring.paymentMethod",
      extra: { channel: input.payment_methods },
    });
    return c.json(ok(view), 200);
  });
}
