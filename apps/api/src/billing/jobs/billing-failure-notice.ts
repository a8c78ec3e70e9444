import { z } from "zod";
import { mailTemplates } from "../../mail/templates.ts";
import { defineJob } from "../../platform/jobs/define.ts";
import { failureNoticeLink } from "../payment-fix.ts";
import { cycleJob, cyclePayload } from "./cycle-job.ts";

/** The mail after a failed cycle, with the link that fixes the payment (billing/payment-fix.ts). */
export const billingFailureNoticeJob = defineJob({
  kind: "billing-failure-notice",
  lane: "bulk",
  payload: cyclePayload.extend({ reason: z.string().optional() }),
  run: async (services, payload, job) => {
    const cycle = await cycleJob(services, job, payload);
    if (!cycle) return;
    const { plan } = cycle;
    return cycle.send(
      mailTemplates.paymentFailed(plan.locale, {
        name: plan.fullname,
        amount: cycle.rupiah,
        date: cycle.dueDay,
        fixUrl: await failureNoticeLink(services, plan, cycle.dueDay),
        stopUrl: cycle.stopUrl,
      }),
    );
  },
});
