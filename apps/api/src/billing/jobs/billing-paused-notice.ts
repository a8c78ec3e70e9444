import { mailTemplates } from "../../mail/templates.ts";
import { defineJob } from "../../platform/jobs/define.ts";
import { cycleDonation } from "../cycle-donation.ts";
import { whatsAppPayToken } from "../whatsapp-pay-link.ts";
import { cycleJob, cyclePayload } from "./cycle-job.ts";

/**
 * The mail of a plan paused after failures, and its WhatsApp message: one click (one tap) pays the missed
 * month and resumes the plan.
 */
export const billingPausedNoticeJob = defineJob({
  kind: "billing-paused-notice",
  lane: "bulk",
  resource: "provider",
  payload: cyclePayload,
  run: async (services, payload, job) => {
    const cycle = await cycleJob(services, job, payload);
    if (!cycle) return;
    const { plan } = cycle;
    // One click pays the missed month (a payment page for that cycle) and resumes the plan.
    const donation = await cycleDonation(services, plan, cycle.dueDay, cycle.amount);
    if (!donation) return;
    return cycle.send(
      mailTemplates.planPaused(plan.locale, {
        name: plan.fullname,
        amount: cycle.rupiah,
        payUrl: donation.invoiceUrl,
        stopUrl: cycle.stopUrl,
      }),
      {
        template: "rimbun_plan_paused",
        purpose: "plan_paused",
        body: [cycle.name, cycle.rupiah],
        button: whatsAppPayToken(services, donation.id),
        donationId: donation.id,
      },
    );
  },
});
