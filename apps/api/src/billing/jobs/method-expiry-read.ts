import { z } from "zod";
import { defineJob } from "../../platform/jobs/define.ts";
import { methodExpiryReadJob, readMethodExpiry } from "../provider-plans.ts";

/** Reads a newly linked method's expiry from the provider (then schedules its notice). */
export const methodExpiryReadJobDefinition = defineJob({
  kind: methodExpiryReadJob,
  lane: "bulk",
  resource: "provider",
  payload: z.object({ planId: z.string(), methodId: z.string() }),
  run: (services, payload) => readMethodExpiry(services, payload),
});
