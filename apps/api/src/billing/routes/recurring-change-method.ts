import { changeRecurringPaymentMethodRequestSchema } from "@rimbun/contract/recurring";
import { paymentTypeOf } from "../plan-state.ts";
import { applyDonorRequest } from "../recurring.ts";
import { defineRecurringRoute } from "./recurring-route.ts";

export const registerRecurringChangeMethod = defineRecurringRoute({
  method: "post",
  path: "/v1/donations/changePaymentMethod",
  summary: "Call 12: change the payment method (recurring or reminder channel) of a monthly donation",
  description:
    "Form `pg_id, payment_methods` (a channel offered for monthly donations). `error: false` on success.",
  body: changeRecurringPaymentMethodRequestSchema,
  apply: (services, viewer, input) =>
    applyDonorRequest(services, viewer, {
      pgId: input.pg_id,
      event: { type: "change-channel", paymentType: paymentTypeOf(input.payment_methods) },
      action: "recurring.paymentMethod",
      extra: { channel: input.payment_methods },
    }),
});
