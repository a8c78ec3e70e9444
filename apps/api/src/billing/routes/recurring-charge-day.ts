import { changeRecurringChargeDayRequestSchema } from "@rimbun/contract/recurring";
import { applyDonorRequest } from "../recurring.ts";
import { defineRecurringRoute } from "./recurring-route.ts";

export const registerRecurringChargeDay = defineRecurringRoute({
  method: "post",
  path: "/v1/donations/recurring/charge-day",
  summary: "Choose the day of the month (1-28) a monthly donation is charged on",
  description:
    "Form `pg_id, day` (1-28). The next charge keeps its month: it moves to the chosen day when that day is still ahead, otherwise the new day applies from the month after (never two charges in a month, never a month left out).",
  body: changeRecurringChargeDayRequestSchema,
  apply: (services, viewer, input) =>
    applyDonorRequest(services, viewer, {
      pgId: input.pg_id,
      event: { type: "change-charge-day", day: input.day },
      action: "recurring.chargeDay",
    }),
});
