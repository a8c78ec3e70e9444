import { billingTransition, formatRupiah } from "@rimbun/domain";
import { and, eq } from "drizzle-orm";
import { chargeDayNote } from "../../billing/charge-day.ts";
import { cycleDonation } from "../../billing/cycle-donation.ts";
import { failureNoticeLink } from "../../billing/payment-fix.ts";
import {
  billingStateOf,
  lockPlan,
  type PlanRow,
  providerPlanSyncJob,
  saveBillingState,
} from "../../billing/plan-state.ts";
import {
  chargeLinkedCycle,
  methodExpiryNoticeJob,
  methodExpiryReadJob,
  readMethodExpiry,
  runProviderPlanSync,
  sendMethodExpiryNotice,
} from "../../billing/provider-plans.ts";
import { enqueueBillingActions } from "../../billing/recurring.ts";
import {
  campaignUpdateMailJobKind,
  campaignUpdateMailsJobKind,
  runCampaignUpdateMailJob,
} from "../../campaigns/campaign-update-mails.ts";
import { isPendingPgId } from "../../donations/create-donation.ts";
import { donationLinkUrl } from "../../donations/guest-links.ts";
import {
  runStatementJob,
  statementMailJobKind,
  statementScheduleJobKind,
} from "../../donations/yearly-statement.ts";
import { mailJobKind } from "../../mail/mailer.ts";
import { mailTemplates } from "../../mail/templates.ts";
import { stopLink } from "../../payments/process-event/queue-mails.ts";
import { processPaymentEvent } from "../../payments/process-event.ts";
import { refundJobKind, runRefundJob } from "../../support/refund.ts";
import type { Services } from "../context.ts";
import { donations, recurringPlans } from "../db/schema/index.ts";
import { isProduction } from "../env.ts";
import { claimJobs, enqueueJob, failJob, finishJob, JOB_MAX_ATTEMPTS, type JobRow } from "./queue.ts";
import { deleteExpired } from "./retention.ts";

interface BillingPayload {
  planId: string;
  dueDay: string | null;
  amount?: number;
  payLink?: boolean;
  retry?: number;
}

async function planOf(services: Services, planId: string): Promise<PlanRow | null> {
  const [plan] = await services.db
    .select()
    .from(recurringPlans)
    .where(eq(recurringPlans.id, planId))
    .limit(1);
  return plan ?? null;
}

/** One tick of a plan's machine at the injected clock, under the plan's row lock. */
async function tickPlan(services: Services, planId: string): Promise<void> {
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (!plan) return;
    const state = await billingStateOf(tx, plan);
    if (!state) return;
    const moved = billingTransition(state, { type: "tick" }, now);
    if (state.cycle.phase === "invoiced" && moved.state.cycle.phase === "expired") {
      // The unpaid invoice's pay link ends with the cycle, here and at the provider.
      const open = await tx
        .select({ pgId: donations.pgId })
        .from(donations)
        .where(
          and(
            eq(donations.recurringPlanId, plan.id),
            eq(donations.cycleDueDay, state.cycle.dueDay),
            eq(donations.status, "pending"),
          ),
        );
      for (const row of open) {
        await enqueueJob(tx, {
          kind: "billing-expire-charge",
          key: `expire:${row.pgId}`,
          payload: { planId: plan.id, dueDay: state.cycle.dueDay, pgId: row.pgId },
          runAt: now,
        });
      }
      await tx
        .update(donations)
        .set({ status: "expired" })
        .where(
          and(
            eq(donations.recurringPlanId, plan.id),
            eq(donations.cycleDueDay, state.cycle.dueDay),
            eq(donations.status, "pending"),
          ),
        );
    }
    await saveBillingState(tx, plan.id, moved.state);
    await enqueueBillingActions(tx, plan.id, moved.actions, now);
  });
}

async function runJob(services: Services, job: JobRow): Promise<void> {
  if (job.kind === mailJobKind) {
    const { outboxId } = job.payload as { outboxId: string };
    return services.mailer.deliver(outboxId, {
      eraseSensitive: isProduction(services.env),
      now: services.now(),
    });
  }
  if (job.kind === statementScheduleJobKind || job.kind === statementMailJobKind) {
    return runStatementJob(services, job);
  }
  if (job.kind === campaignUpdateMailsJobKind || job.kind === campaignUpdateMailJobKind) {
    return runCampaignUpdateMailJob(services, job);
  }
  if (job.kind === refundJobKind) return runRefundJob(services, job.payload as { donationId: string });
  if (job.kind === providerPlanSyncJob) {
    return runProviderPlanSync(services, (job.payload as { planId: string }).planId);
  }
  if (job.kind === methodExpiryNoticeJob) {
    return sendMethodExpiryNotice(services, job.payload as { planId: string; expiresOn: string });
  }
  if (job.kind === methodExpiryReadJob) {
    return readMethodExpiry(services, job.payload as { planId: string; methodId: string });
  }
  return runBillingJob(services, job);
}

async function runBillingJob(services: Services, job: JobRow): Promise<void> {
  const payload = job.payload as BillingPayload;
  if (job.kind === "billing-tick") return tickPlan(services, payload.planId);
  const plan = await planOf(services, payload.planId);
  if (!plan || !payload.dueDay) return;
  const amount = formatRupiah(payload.amount ?? plan.amount);
  // One mail per job: a job run again after a crash finds its mail already queued.
  const send = (mail: Parameters<Services["mailer"]["send"]>[2]) =>
    services.mailer.send(plan.email, plan.locale, mail, { key: job.key ?? job.id }).then(() => undefined);
  // Every mail about a plan carries its stop link (docs/decisions/guest-links.md).
  const stopUrl = stopLink(services, plan.pgId, plan.locale);
  switch (job.kind) {
    case "billing-reminder":
      return send(
        mailTemplates.reminder(plan.locale, { name: plan.fullname, amount, date: payload.dueDay, stopUrl }),
      );
    case "billing-invoice": {
      const schedule = await chargeDayNote(services, plan);
      if (!payload.payLink) {
        return send(
          mailTemplates.chargeNotice(plan.locale, {
            name: plan.fullname,
            amount,
            date: payload.dueDay,
            channel: plan.channel,
            stopUrl,
            schedule,
          }),
        );
      }
      const donation = await cycleDonation(services, plan, payload.dueDay, payload.amount ?? plan.amount);
      if (!donation) return;
      return send(
        mailTemplates.invoice(plan.locale, {
          name: plan.fullname,
          amount,
          payUrl: donation.invoiceUrl,
          viewUrl: donationLinkUrl(services, donation, plan.locale),
          stopUrl,
          schedule,
        }),
      );
    }
    case "billing-charge": {
      // A plan the provider charges by itself: its schedule or our retry on the linked method.
      const linked = await chargeLinkedCycle(services, plan, {
        dueDay: payload.dueDay,
        amount: payload.amount ?? plan.amount,
        retry: payload.retry ?? 0,
      });
      if (linked !== "not-linked") return;
      const donation = await cycleDonation(services, plan, payload.dueDay, payload.amount ?? plan.amount);
      if (!donation) return;
      const provider = services.payments.byCode(donation.provider) ?? services.payments.current;
      if (provider.code === "sandbox") {
        // The sandbox charges at once; a plan's test flag makes its charges fail (tests and demos).
        await processPaymentEvent(services, "sandbox", {
          eventId: `sandbox-charge:${donation.id}`,
          pgId: donation.pgId,
          outcome: plan.testOutcome === "fail" ? "failed" : "paid",
          raw: { automatic: true, retry: payload.retry ?? 0 },
        });
      }
      // Real providers answer with a webhook, which moves the machine the same way. A plan without a
      // usable link (a reminder provider, an unlinked wallet) gets the cycle's pay link instead, and
      // paying it counts as the charge.
      return send(
        mailTemplates.invoice(plan.locale, {
          name: plan.fullname,
          amount,
          payUrl: donation.invoiceUrl,
          viewUrl: donationLinkUrl(services, donation, plan.locale),
          stopUrl,
        }),
      );
    }
    case "billing-expire-charge": {
      const pgId = (job.payload as { pgId?: string }).pgId ?? "";
      // A charge the provider never made (its row kept the placeholder) has nothing to close there.
      if (isPendingPgId(pgId)) return;
      const [donation] = await services.db.select().from(donations).where(eq(donations.pgId, pgId)).limit(1);
      const provider = donation ? services.payments.byCode(donation.provider) : undefined;
      await provider?.expireCharge?.(pgId);
      return;
    }
    case "billing-failure-notice":
      return send(
        mailTemplates.paymentFailed(plan.locale, {
          name: plan.fullname,
          amount,
          date: payload.dueDay,
          fixUrl: await failureNoticeLink(services, plan, payload.dueDay),
          stopUrl,
        }),
      );
    case "billing-paused-notice": {
      // One click pays the missed month (a payment page for that cycle) and resumes the plan.
      const donation = await cycleDonation(services, plan, payload.dueDay, payload.amount ?? plan.amount);
      if (!donation) return;
      return send(
        mailTemplates.planPaused(plan.locale, {
          name: plan.fullname,
          amount,
          payUrl: donation.invoiceUrl,
          stopUrl,
        }),
      );
    }
    default:
      throw new Error(`unknown job kind ${job.kind}`);
  }
}

/** Runs every job due at the injected clock (new jobs a job creates for now run in the same call). */
export async function runDueJobs(services: Services, options: { batch?: number; maxRounds?: number } = {}) {
  let ran = 0;
  for (let round = 0; round < (options.maxRounds ?? 50); round += 1) {
    const claimed = await claimJobs(services.db, services.now(), options.batch ?? 20);
    if (claimed.length === 0) break;
    for (const job of claimed) {
      try {
        await runJob(services, job);
        await finishJob(services.db, job);
      } catch (error) {
        await failJob(services.db, job, services.now(), error);
        // A mail is `failed` only when the queue gives up on it; until then it waits for its retry.
        if (job.kind === mailJobKind && job.attempts >= JOB_MAX_ATTEMPTS) {
          await services.mailer.markFailed((job.payload as { outboxId: string }).outboxId, error);
        }
      }
      ran += 1;
    }
  }
  return ran;
}

/** Expired sessions, links, keys, counters, old jobs and mails go once an hour (retention.ts). */
const retentionIntervalMs = 3600_000;

/**
 * The runner inside the API process: every `intervalMs` (JOB_INTERVAL_SECONDS; 0 = off, as in tests).
 * `stop` takes no new rounds and resolves when the round in flight has finished (graceful shutdown).
 */
export function startJobRunner(services: Services, intervalMs: number): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastRetention = 0;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const retentionDue = Date.now() - lastRetention >= retentionIntervalMs;
    if (retentionDue) lastRetention = Date.now();
    running = runDueJobs(services)
      .then(async () => {
        if (retentionDue) await deleteExpired(services.db, services.now());
      })
      .catch((error) => console.error("[jobs]", error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  // A mail queued on its own (a reset link someone is waiting for) leaves now, not at the next round.
  services.mailer.wake = round;
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      services.mailer.wake = undefined;
      await running;
    },
  };
}
