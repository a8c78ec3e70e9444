import { formatRupiah } from "@rimbun/domain";
import { formatLongDate } from "@rimbun/i18n";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { coveredFeeNow } from "../../fees/fee-table.ts";
import { type CycleWhatsApp, donorName, queueBesideMail } from "../../messaging/cycle-messages.ts";
import { stopLink } from "../../payments/process-event/queue-mails.ts";
import type { Services } from "../../platform/context.ts";
import { recurringPlans } from "../../platform/db/schema/index.ts";
import type { JobRow } from "../../platform/jobs/queue.ts";
import type { PlanRow } from "../plan-state.ts";

/** What the billing machine's actions put in a cycle's job (billing/recurring.ts, enqueueBillingActions). */
export const cyclePayload = z.object({
  planId: z.string(),
  dueDay: z.string().nullable(),
  amount: z.number().optional(),
});

export type CyclePayload = z.output<typeof cyclePayload>;

type Mail = Parameters<Services["mailer"]["send"]>[2];

/** The cycle's WhatsApp message beside its mail: the plan's language and the job's key are added. */
export type CycleMessage = Omit<CycleWhatsApp, "locale" | "key">;

export interface CycleJob {
  plan: PlanRow;
  dueDay: string;
  /** The cycle's amount (the plan's when the job names none). */
  amount: number;
  /** What will be paid (the amount and any fee the donor covers), in rupiah for a mail. */
  rupiah: string;
  /** Every mail about a plan carries its stop link (docs/decisions/guest-links.md). */
  stopUrl: string;
  /** The donor's name as a WhatsApp parameter. */
  name: string;
  /** The due day as the donor reads it, in their language. */
  longDueDay: string;
  /**
   * One mail per job, and its WhatsApp message when the donor confirmed WhatsApp (queued first, keyed like
   * the mail): a job run again after a crash finds both already queued. The mail is left out when the
   * donor chose WhatsApp only (messaging/cycle-messages.ts).
   */
  send(mail: Mail, whatsApp?: CycleMessage | null): Promise<void>;
}

async function planOf(services: Services, planId: string): Promise<PlanRow | null> {
  const [plan] = await services.db
    .select()
    .from(recurringPlans)
    .where(eq(recurringPlans.id, planId))
    .limit(1);
  return plan ?? null;
}

/** The plan and cycle a billing job is about; null (nothing to do) when the plan is gone or no cycle is named. */
export async function cycleJob(
  services: Services,
  job: JobRow,
  payload: CyclePayload,
): Promise<CycleJob | null> {
  const plan = await planOf(services, payload.planId);
  if (!plan || !payload.dueDay) return null;
  const amount = payload.amount ?? plan.amount;
  // Mails name what will be paid: the gift and, when the donor covers it, the fee of the day.
  const fee = await coveredFeeNow(services.db, plan.coverFee, plan.channel, amount);
  const key = job.key ?? job.id;
  return {
    plan,
    dueDay: payload.dueDay,
    amount,
    rupiah: formatRupiah(amount + fee, plan.locale),
    stopUrl: stopLink(services, plan.pgId, plan.locale),
    name: donorName(plan.fullname, plan.locale),
    longDueDay: formatLongDate(payload.dueDay, plan.locale),
    send: async (mail, whatsApp) => {
      const beside = whatsApp
        ? await services.db.transaction((tx) =>
            queueBesideMail(tx, plan, { ...whatsApp, locale: plan.locale, key }),
          )
        : { mail: true };
      if (beside.mail) await services.mailer.send(plan.email, plan.locale, mail, { key });
    },
  };
}
