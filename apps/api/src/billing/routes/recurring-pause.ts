import { pauseRecurringDonationRequestSchema } from "@rimbun/contract/recurring";
import { applyDonorRequest } from "../recurring.ts";
import { defineRecurringRoute } from "./recurring-route.ts";

export const registerRecurringPause = defineRecurringRoute({
  method: "post",
  path: "/v1/donations/recurring/pause",
  summary: "Pause a monthly donation for 1-3 months without cancelling",
  description:
    "Form `pg_id, months` (1, 2 or 3). The due day moves by whole months; the plan resumes by itself.",
  body: pauseRecurringDonationRequestSchema,
  apply: (services, viewer, input) =>
    applyDonorRequest(services, viewer, {
      pgId: input.pg_id,
      event: { type: "pause", months: input.months },
      action: "recurring.pause",
    }),
});
