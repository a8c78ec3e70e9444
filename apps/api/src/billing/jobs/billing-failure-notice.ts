import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { mailTemplates } from "../../mail/templates.ts";
import type { Services } from "../../platform/context.ts";
import { donations } from "../../platform/db/schema/index.ts";
import { defineJob } from "../../platform/jobs/define.ts";
import { failureNoticeLink } from "../payment-fix.ts";
import { cycleJob, cyclePayload } from "./cycle-job.ts";

/** The cycle's last unpaid attempt (a failed charge, an expired invoice): what the message is about. */
async function failedDonationId(services: Services, planId: string, dueDay: string) {
  const [row] = await services.db
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(
        eq(donations.recurringPlanId, planId),
        eq(donations.cycleDueDay, dueDay),
        inArray(donations.status, ["failed", "expired"]),
      ),
    )
    .orderBy(desc(donations.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The mail after a failed cycle, with the link that fixes the payment (billing/payment-fix.ts), and its
 * WhatsApp message whose button is the same link.
 */
export const billingFailureNoticeJob = defineJob({
  kind: "billing-failure-notice",
  lane: "bulk",
  payload: cyclePayload.extend({ reason: z.string().optional() }),
  run: async (services, payload, job) => {
    const cycle = await cycleJob(services, job, payload);
    if (!cycle) return;
    const { plan } = cycle;
    const fixUrl = await failureNoticeLink(services, plan, cycle.dueDay);
    const fixToken = fixUrl ? new URL(fixUrl).searchParams.get("token") : null;
    return cycle.send(
      mailTemplates.paymentFailed(plan.locale, {
        name: plan.fullname,
        amount: cycle.rupiah,
        date: cycle.dueDay,
        fixUrl,
        stopUrl: cycle.stopUrl,
      }),
      fixToken
        ? {
            template: "rimbun_payment_failed",
            purpose: "payment_failed",
            body: [cycle.name, cycle.rupiah, cycle.longDueDay],
            button: fixToken,
            donationId: await failedDonationId(services, plan.id, cycle.dueDay),
          }
        : null,
    );
  },
});
