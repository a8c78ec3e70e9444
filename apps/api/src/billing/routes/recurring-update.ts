import { updateRecurringDonationRequestSchema } from "@rimbun/contract/recurring";
import { assertSameUserEmail } from "../../platform/context.ts";
import { paymentTypeOf } from "../plan-state.ts";
import { applyDonorRequest } from "../recurring.ts";
import { defineRecurringRoute } from "./recurring-route.ts";

export const registerRecurringUpdate = defineRecurringRoute({
  method: "put",
  path: "/v1/donations",
  summary: "Call 10: update the amount (at least Rp 10.000) and payment method of a monthly donation",
  description: "Form `email, payment_methods, id` (the plan's pg_id) and `amount`. Owner or administrator.",
  body: updateRecurringDonationRequestSchema,
  owns: [
    { in: "body", name: "id", resource: "plan" },
    { in: "body", name: "email", resource: "person" },
  ],
  apply: async (services, viewer, input) => {
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
    return view;
  },
});
