import { reactivateRecurringDonationRequestSchema } from "@rimbun/contract/recurring";
import { applyDonorRequest } from "../recurring.ts";
import { defineRecurringRoute } from "./recurring-route.ts";

export const registerRecurringActivate = defineRecurringRoute({
  method: "post",
  path: "/v1/donations/activate",
  summary: "Call 11: reactivate a paused or stopped monthly donation",
  description:
    "Form `pg_id`. The plan charges again from the first anchor day after now. 409 `billing.alreadyActive` when it already runs.",
  body: reactivateRecurringDonationRequestSchema,
  apply: (services, viewer, input) =>
    applyDonorRequest(services, viewer, {
      pgId: input.pg_id,
      event: { type: "reactivate" },
      action: "recurring.reactivate",
    }),
});
