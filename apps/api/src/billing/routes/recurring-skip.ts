import { skipNextRecurringMonthRequestSchema } from "@rimbun/contract/recurring";
import { applyDonorRequest } from "../recurring.ts";
import { defineRecurringRoute } from "./recurring-route.ts";

export const registerRecurringSkip = defineRecurringRoute({
  method: "post",
  path: "/v1/donations/recurring/skip",
  summary: "Skip next month's donation without cancelling",
  description: "Form `pg_id`. 409 `billing.alreadySkipped` when next month is already skipped.",
  body: skipNextRecurringMonthRequestSchema,
  apply: (services, viewer, input) =>
    applyDonorRequest(services, viewer, {
      pgId: input.pg_id,
      event: { type: "skip-next" },
      action: "recurring.skip",
    }),
});
