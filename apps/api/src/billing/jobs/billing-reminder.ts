import { mailTemplates } from "../../mail/templates.ts";
import { defineJob } from "../../platform/jobs/define.ts";
import { cycleJob, cyclePayload } from "./cycle-job.ts";

/** The reminder before a cycle billed by pay link, and its WhatsApp message (docs/product/monthly-giving.md#whatsapp). */
export const billingReminderJob = defineJob({
  kind: "billing-reminder",
  lane: "bulk",
  payload: cyclePayload,
  run: async (services, payload, job) => {
    const cycle = await cycleJob(services, job, payload);
    if (!cycle) return;
    const { plan } = cycle;
    return cycle.send(
      mailTemplates.reminder(plan.locale, {
        name: plan.fullname,
        amount: cycle.rupiah,
        date: cycle.dueDay,
        stopUrl: cycle.stopUrl,
      }),
      {
        template: "rimbun_monthly_upcoming",
        purpose: "reminder",
        body: [cycle.name, cycle.rupiah, cycle.longDueDay],
      },
    );
  },
});
