import type { RecurringDonation } from "@rimbun/contract/recurring";
import {
  type BillingAction,
  type BillingEvent,
  type BillingState,
  billingTransition,
  formatRupiah,
  nextChargeDay,
} from "@rimbun/domain";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { mailTemplates } from "../mail/templates.ts";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { recurringPlans } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { enqueueJob } from "../platform/jobs/queue.ts";
import { billingStateOf, type PlanRow, paymentTypeOf, saveBillingState } from "./plan-state.ts";
import { queueWelcomeBack } from "./welcome-back.ts";

/** Call 2's shape (the contract's `RecurringDonation`). */
export function recurringView(plan: PlanRow, state: BillingState | null): RecurringDonation {
  const status = state?.status ?? (plan.status === "pending" ? "inactive" : plan.status);
  return {
    pg_id: plan.pgId,
    status,
    payment_method: plan.channel,
    // The machine's: a recurring channel whose link was lost is billed by pay link until linked again.
    payment_type: state?.paymentType ?? paymentTypeOf(plan.channel),
    amount: plan.amount,
    cover_fee: plan.coverFee,
    next_charge_date: state ? nextChargeDay(state) : null,
    paused_until: state?.status === "paused" && state.pauseReason === "donor" ? state.pausedUntil : null,
    pause_reason: state?.status === "paused" ? state.pauseReason : null,
    skipped: state?.skipped ?? false,
    charge_day: state?.anchorDay ?? null,
    created_at: plan.createdAt.toISOString(),
  };
}

export type RecurringView = RecurringDonation;

/** The donor's current plan: the newest plan paid at least once (active first), or null. */
export async function currentPlanOf(db: Database, userId: string, email: string): Promise<PlanRow | null> {
  const [plan] = await db
    .select()
    .from(recurringPlans)
    .where(
      and(
        ne(recurringPlans.status, "pending"),
        sql`(${recurringPlans.userId} = ${userId} or lower(${recurringPlans.email}) = ${email.toLowerCase()})`,
      ),
    )
    .orderBy(
      sql`case ${recurringPlans.status} when 'active' then 0 when 'paused' then 1 else 2 end`,
      desc(recurringPlans.createdAt),
    )
    .limit(1);
  return plan ?? null;
}

/**
 * Turns the machine's actions into jobs in the same transaction as the new state, so a crash after
 * the commit loses nothing: each job has a key (plan, cycle, retry) and runs once.
 */
export async function enqueueBillingActions(
  db: Database,
  planId: string,
  actions: readonly BillingAction[],
  now: Date,
): Promise<void> {
  // Mails before the charge they announce (charged after the invoice mail,
  // docs/product/monthly-giving.md#automatic-charges-and-reminders).
  const later = new Date(now.getTime() + 1000);
  for (const action of actions) {
    const base = { planId, dueDay: "dueDay" in action ? action.dueDay : null };
    switch (action.type) {
      case "send-reminder":
        await enqueueJob(db, {
          kind: "billing-reminder",
          key: `reminder:${planId}:${action.dueDay}`,
          payload: { ...base, amount: action.amount },
          runAt: now,
        });
        break;
      case "send-invoice":
        await enqueueJob(db, {
          kind: "billing-invoice",
          key: `invoice:${planId}:${action.dueDay}:${action.payLink ? "pay" : "charge"}`,
          payload: { ...base, amount: action.amount, payLink: action.payLink },
          runAt: now,
        });
        break;
      case "charge":
        await enqueueJob(db, {
          kind: "billing-charge",
          key: `charge:${planId}:${action.dueDay}:${action.retry}`,
          payload: { ...base, amount: action.amount, retry: action.retry },
          runAt: later,
        });
        break;
      case "send-failure-notice":
        await enqueueJob(db, {
          kind: "billing-failure-notice",
          key: `failure:${planId}:${action.dueDay}`,
          payload: { ...base, reason: action.reason },
          runAt: now,
        });
        break;
      case "send-paused-notice":
        await enqueueJob(db, {
          kind: "billing-paused-notice",
          key: `paused:${planId}:${action.dueDay}`,
          payload: { ...base, amount: action.amount },
          runAt: now,
        });
        break;
      case "resume-plan":
        await queueWelcomeBack(db, planId, action.nextDue, now);
        break;
      default:
        // schedule-retry and expire-invoice are the plan's next wake (its tick job); pause and
        // referral credits are in the state and in the payment's own processing; the stop mail is
        // sent by the stop request.
        break;
    }
  }
}

/**
 * The stop confirmation, in the transaction of the stop (the outbox): whoever stopped it (the donor,
 * the mailed link, staff on the donor's request, which the mail says), it leaves exactly when the stop
 * commits.
 */
async function queueStopConfirmation(services: Services, tx: Database, plan: PlanRow, byStaff: boolean) {
  const mail = mailTemplates.stopConfirmation(plan.locale, {
    name: plan.fullname,
    amount: formatRupiah(plan.amount, plan.locale),
    byStaff,
  });
  await services.mailer.enqueue(tx, plan.email, plan.locale, mail);
}

export interface DonorRequest {
  pgId: string;
  event: BillingEvent;
  action: string;
  /** Columns that change with the event (channel, amount). */
  extra?: Partial<typeof recurringPlans.$inferInsert>;
}

/**
 * A donor's request on their plan (calls 5, 10, 11, 12, pause, skip): ownership, the plan row locked
 * FOR UPDATE around the domain transition, the new state stored, the audit entry, then mails.
 * Stopped or unknown plans are 404 for stop (already gone); refusals are 409 with the machine's id.
 */
export async function applyDonorRequest(
  services: Services,
  viewer: Viewer | null,
  request: DonorRequest,
  options: {
    byLink?: boolean;
    staffReason?: string;
    /** Checks (and marks) what the request depends on, under the plan's lock: the upgrade link's single use. */
    guard?: (tx: Database, plan: PlanRow) => Promise<void>;
  } = {},
): Promise<RecurringView> {
  const outcome = await services.db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(recurringPlans)
      .where(eq(recurringPlans.pgId, request.pgId))
      .for("update")
      .limit(1);
    const owns = Boolean(
      plan &&
        viewer &&
        (viewer.role === "admin" ||
          plan.userId === viewer.userId ||
          plan.email.toLowerCase() === viewer.email.toLowerCase()),
    );
    // A staffer acts on the donor's request (donor support), with a reason kept in the audit entry.
    const byStaff = options.staffReason !== undefined && viewer !== null;
    if (!options.byLink && !owns && !byStaff) throw new ApiError(plan || !viewer ? "FORBIDDEN" : "NOT_FOUND");
    if (!plan || plan.status === "pending") throw new ApiError("NOT_FOUND");
    const state = await billingStateOf(tx, plan);
    if (!state) throw new ApiError("NOT_FOUND");
    await options.guard?.(tx, plan);
    const result = billingTransition(state, request.event, services.now());
    if (result.refused) {
      if (result.refused === "error.notFound") throw new ApiError("NOT_FOUND");
      throw new ApiError("CONFLICT", { messageId: result.refused });
    }
    await saveBillingState(tx, plan.id, result.state, {
      ...(result.state.status === "inactive" && state.status !== "inactive"
        ? { stoppedAt: services.now() }
        : {}),
      ...request.extra,
    });
    await enqueueBillingActions(
      tx,
      plan.id,
      result.actions.filter((action) => action.type !== "send-stop-confirmation"),
      services.now(),
    );
    await audit(tx, {
      actorUserId: viewer?.userId ?? null,
      action: request.action,
      subject: `plan:${plan.id}`,
      data: {
        event: request.event,
        by: options.byLink ? "link" : byStaff ? "staff" : "session",
        ...(byStaff ? { reason: options.staffReason } : {}),
      },
    });
    const [updated] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, plan.id)).limit(1);
    const current = updated ?? plan;
    if (result.actions.some((action) => action.type === "send-stop-confirmation"))
      await queueStopConfirmation(services, tx, current, byStaff);
    return { plan: current, state: result.state };
  });
  services.mailer.wake?.();
  return recurringView(outcome.plan, outcome.state);
}
