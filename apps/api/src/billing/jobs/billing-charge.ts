import { z } from "zod";
import { donationLinkUrl } from "../../donations/guest-links.ts";
import { mailTemplates } from "../../mail/templates.ts";
import { processPaymentEvent } from "../../payments/process-event.ts";
import { defineJob } from "../../platform/jobs/define.ts";
import { cycleDonation } from "../cycle-donation.ts";
import { chargeLinkedCycle } from "../provider-plans.ts";
import { cycleJob, cyclePayload } from "./cycle-job.ts";

/** A cycle's automatic charge: the provider's schedule or our retry on the linked method, else a pay link. */
export const billingChargeJob = defineJob({
  kind: "billing-charge",
  lane: "bulk",
  resource: "provider",
  payload: cyclePayload.extend({ retry: z.number().optional() }),
  run: async (services, payload, job) => {
    const cycle = await cycleJob(services, job, payload);
    if (!cycle) return;
    const { plan } = cycle;
    const retry = payload.retry ?? 0;
    // A plan the provider charges by itself: its schedule or our retry on the linked method.
    const linked = await chargeLinkedCycle(services, plan, {
      dueDay: cycle.dueDay,
      amount: cycle.amount,
      retry,
    });
    if (linked !== "not-linked") return;
    const donation = await cycleDonation(services, plan, cycle.dueDay, cycle.amount);
    if (!donation) return;
    const provider = services.payments.byCode(donation.provider) ?? services.payments.current;
    if (provider.code === "sandbox") {
      // The sandbox charges at once; a plan's test flag makes its charges fail (tests and demos).
      await processPaymentEvent(services, "sandbox", {
        eventId: `sandbox-charge:${donation.id}`,
        pgId: donation.pgId,
        outcome: plan.testOutcome === "fail" ? "failed" : "paid",
        raw: { automatic: true, retry },
      });
    }
    // Real providers answer with a webhook, which moves the machine the same way. A plan without a
    // usable link (a reminder provider, an unlinked wallet) gets the cycle's pay link instead, and
    // paying it counts as the charge.
    return cycle.send(
      mailTemplates.invoice(plan.locale, {
        name: plan.fullname,
        amount: cycle.rupiah,
        payUrl: donation.invoiceUrl,
        viewUrl: donationLinkUrl(services, donation, plan.locale),
        stopUrl: cycle.stopUrl,
      }),
    );
  },
});
