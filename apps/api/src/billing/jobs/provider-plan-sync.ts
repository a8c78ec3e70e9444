import { z } from "zod";
import { defineJob } from "../../platform/jobs/define.ts";
import { providerPlanSyncJob } from "../plan-state.ts";
import { runProviderPlanSync } from "../provider-plans.ts";

/** Brings the provider's plan in line with the billing machine (billing/provider-plans.ts). */
export const providerPlanSyncJobDefinition = defineJob({
  kind: providerPlanSyncJob,
  lane: "urgent",
  resource: "provider",
  payload: z.object({ planId: z.string() }),
  run: (services, { planId }) => runProviderPlanSync(services, planId),
});
