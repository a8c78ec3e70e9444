import { formatRupiah } from "@rimbun/domain";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { planMails } from "../../mail/plan-mails.ts";
import { stopLink } from "../../payments/process-event/queue-mails.ts";
import { recurringPlans } from "../../platform/db/schema/index.ts";
import { defineJob } from "../../platform/jobs/define.ts";
import { recurringScreenUrl } from "../provider-plans.ts";
import { welcomeBackJobKind } from "../welcome-back.ts";

/**
 * The welcome back mail of a plan whose pause ended (billing/welcome-back.ts). Nothing is sent when the
 * plan stopped or paused again before the job ran: the mail would say something untrue.
 */
export const planWelcomeBackJob = defineJob({
  kind: welcomeBackJobKind,
  lane: "bulk",
  payload: z.object({ planId: z.string(), nextDue: z.string() }),
  run: async (services, payload, job) => {
    const [plan] = await services.db
      .select()
      .from(recurringPlans)
      .where(eq(recurringPlans.id, payload.planId))
      .limit(1);
    if (plan?.status !== "active") return;
    const mail = planMails.welcomeBack(plan.locale, {
      name: plan.fullname,
      amount: formatRupiah(plan.amount, plan.locale),
      date: payload.nextDue,
      manageUrl: recurringScreenUrl(services),
      stopUrl: stopLink(services, plan.pgId, plan.locale),
    });
    // The job's key makes the outbox row once, even when the job runs again after a crash.
    await services.mailer.send(plan.email, plan.locale, mail, { key: job.key ?? job.id });
  },
});
