import { eq } from "drizzle-orm";
import { z } from "zod";
import { isPendingPgId } from "../../donations/create-donation.ts";
import { donations } from "../../platform/db/schema/index.ts";
import { defineJob } from "../../platform/jobs/define.ts";
import { cycleJob, cyclePayload } from "./cycle-job.ts";

/** An expired cycle's unpaid charge is closed at its provider too (queued by the plan's tick). */
export const billingExpireChargeJob = defineJob({
  kind: "billing-expire-charge",
  lane: "bulk",
  resource: "provider",
  payload: cyclePayload.extend({ pgId: z.string().optional() }),
  run: async (services, payload, job) => {
    if (!(await cycleJob(services, job, payload))) return;
    const pgId = payload.pgId ?? "";
    // A charge the provider never made (its row kept the placeholder) has nothing to close there.
    if (isPendingPgId(pgId)) return;
    const [donation] = await services.db.select().from(donations).where(eq(donations.pgId, pgId)).limit(1);
    const provider = donation ? services.payments.byCode(donation.provider) : undefined;
    await provider?.expireCharge?.(pgId);
  },
});
