import { z } from "zod";
import { donationLinkUrl } from "../../donations/guest-links.ts";
import { mailTemplates } from "../../mail/templates.ts";
import { defineJob } from "../../platform/jobs/define.ts";
import { chargeDayNote } from "../charge-day.ts";
import { cycleDonation } from "../cycle-donation.ts";
import { whatsAppPayToken } from "../whatsapp-pay-link.ts";
import { cycleJob, cyclePayload } from "./cycle-job.ts";

/**
 * A cycle's mail: the notice of an automatic charge, or the invoice with its pay link, and then its WhatsApp
 * message with the one-tap pay button (billing/whatsapp-pay-link.ts).
 */
export const billingInvoiceJob = defineJob({
  kind: "billing-invoice",
  lane: "bulk",
  resource: "provider",
  payload: cyclePayload.extend({ payLink: z.boolean().optional() }),
  run: async (services, payload, job) => {
    const cycle = await cycleJob(services, job, payload);
    if (!cycle) return;
    const { plan } = cycle;
    const schedule = await chargeDayNote(services, plan);
    if (!payload.payLink) {
      return cycle.send(
        mailTemplates.chargeNotice(plan.locale, {
          name: plan.fullname,
          amount: cycle.rupiah,
          date: cycle.dueDay,
          channel: plan.channel,
          stopUrl: cycle.stopUrl,
          schedule,
        }),
      );
    }
    const donation = await cycleDonation(services, plan, cycle.dueDay, cycle.amount);
    if (!donation) return;
    return cycle.send(
      mailTemplates.invoice(plan.locale, {
        name: plan.fullname,
        amount: cycle.rupiah,
        payUrl: donation.invoiceUrl,
        viewUrl: donationLinkUrl(services, donation, plan.locale),
        stopUrl: cycle.stopUrl,
        schedule,
      }),
      {
        template: "rimbun_monthly_reminder",
        purpose: "invoice",
        body: [cycle.name, cycle.rupiah, cycle.longDueDay],
        button: whatsAppPayToken(services, donation.id),
        donationId: donation.id,
      },
    );
  },
});
