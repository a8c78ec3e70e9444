import { changeRecurringCoverFeeRequestSchema } from "@rimbun/contract/fees";
import { setPlanCoverFee } from "../cover-fee.ts";
import { defineRecurringRoute } from "./recurring-route.ts";

export const registerRecurringCoverFee = defineRecurringRoute({
  method: "post",
  path: "/v1/donations/recurring/cover-fee",
  summary: "Turn covering the payment channel's fee on or off for a monthly donation",
  description:
    "Form `pg_id, cover_fee` (`true` or `false`). Owner or administrator. From the next cycle on, each month charges the amount plus the channel's fee of that day when on, the amount alone when off. A stopped plan is 409.",
  body: changeRecurringCoverFeeRequestSchema,
  apply: (services, viewer, input) => setPlanCoverFee(services, viewer, input.pg_id, input.cover_fee),
});
