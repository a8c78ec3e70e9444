import type { BillingState } from "@rimbun/domain";
import { findChannel, nextBillingWake, startBillingPlan } from "@rimbun/domain";
import { billingStateSchema } from "@rimbun/domain/schemas";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { donations, recurringPlans } from "../platform/db/schema/index.ts";
import { cancelJob, enqueueJob } from "../platform/jobs/queue.ts";

/**
 * A monthly plan's stored state, the layer under the donor's requests (recurring.ts) and the
 * provider's plans (provider-plans.ts): reading and locking the plan, its billing machine's state, and
 * saving a new state with its tick job and, for a plan the provider charges, its sync job.
 */

export const providerPlanSyncJob = "provider-plan-sync";

export type PlanRow = typeof recurringPlans.$inferSelect;

export function paymentTypeOf(channel: string): "recurring" | "reminder" {
  return findChannel(channel)?.type ?? "reminder";
}

/**
 * The plan's billing state: the stored one, or (for a plan paid before the machine existed) one
 * started from its first successful payment. Null while the plan was never paid.
 */
/** A monthly plan, row-locked for the rest of the transaction. */
export async function lockPlan(tx: Database, planId: string): Promise<PlanRow | undefined> {
  const [plan] = await tx
    .select()
    .from(recurringPlans)
    .where(eq(recurringPlans.id, planId))
    .for("update")
    .limit(1);
  return plan;
}

export async function billingStateOf(db: Database, plan: PlanRow): Promise<BillingState | null> {
  if (plan.billingState) {
    const parsed = billingStateSchema.safeParse(plan.billingState);
    if (parsed.success) return parsed.data;
  }
  if (plan.status === "pending") return null;
  const [first] = await db
    .select({ paidAt: donations.paidAt })
    .from(donations)
    .where(
      and(eq(donations.recurringPlanId, plan.id), eq(donations.status, "done"), isNotNull(donations.paidAt)),
    )
    .orderBy(asc(donations.paidAt))
    .limit(1);
  const state = startBillingPlan({
    firstPaidAt: first?.paidAt ?? plan.createdAt,
    paymentType: paymentTypeOf(plan.channel),
    amount: plan.amount,
  });
  if (plan.status === "inactive") return { ...state, status: "inactive" };
  if (plan.status === "paused") return { ...state, status: "paused", pauseReason: "failures" };
  return state;
}

/** The job that ticks a plan's billing machine (one per plan, moved to each new wake). */
export const billingTickKey = (planId: string) => `billing:${planId}`;

/**
 * Stores a machine state on the plan (status, amount, the instant it wakes next) and moves the plan's
 * tick job there, in the caller's transaction.
 */
export async function saveBillingState(
  db: Database,
  planId: string,
  state: BillingState,
  extra: Partial<typeof recurringPlans.$inferInsert> = {},
) {
  const wake = nextBillingWake(state);
  await syncProviderPlanOnChange(db, planId, state, extra);
  await db
    .update(recurringPlans)
    .set({
      billingState: state,
      status: state.status,
      amount: state.amount,
      failedCount: state.failedCycles,
      nextChargeAt: wake,
      ...(state.status === "inactive" ? {} : { stoppedAt: null }),
      ...extra,
    })
    .where(eq(recurringPlans.id, planId));
  if (wake) {
    await enqueueJob(db, {
      kind: "billing-tick",
      key: billingTickKey(planId),
      payload: { planId },
      runAt: wake,
      reschedule: true,
    });
  } else {
    await cancelJob(db, billingTickKey(planId));
  }
}

/**
 * A plan the provider charges by itself (it has provider ids) follows every change of status, amount,
 * channel or schedule: a `provider-plan-sync` job is queued in the caller's transaction, so a donor's
 * request and the machine's own moves (a pause after failures, the end of a pause) reach the
 * provider's plan without the caller doing anything. A new channel drops the linked method.
 */
async function syncProviderPlanOnChange(
  db: Database,
  planId: string,
  state: BillingState,
  extra: Partial<typeof recurringPlans.$inferInsert>,
): Promise<void> {
  const [before] = await db
    .select({
      billingState: recurringPlans.billingState,
      channel: recurringPlans.channel,
      providerCustomerId: recurringPlans.providerCustomerId,
    })
    .from(recurringPlans)
    .where(eq(recurringPlans.id, planId))
    .limit(1);
  if (!before?.providerCustomerId) return;
  const previous = billingStateSchema.safeParse(before.billingState);
  const channelChanged = extra.channel !== undefined && extra.channel !== before.channel;
  if (channelChanged) {
    await db.update(recurringPlans).set({ providerMethodId: null }).where(eq(recurringPlans.id, planId));
  }
  if (providerPlanMoved(previous.success ? previous.data : null, state, channelChanged)) {
    await enqueueProviderPlanSync(db, planId, new Date(0));
  }
}

/**
 * Whether the provider's plan may no longer match ours: status, amount, channel, the next due day,
 * the anchor day (charge day) or a skipped month changed. Called by `saveBillingState`.
 */
export function providerPlanMoved(
  before: BillingState | null,
  after: BillingState,
  channelChanged: boolean,
): boolean {
  if (!before || channelChanged) return true;
  return (
    before.status !== after.status ||
    before.amount !== after.amount ||
    before.nextDue !== after.nextDue ||
    before.anchorDay !== after.anchorDay ||
    before.skipped !== after.skipped ||
    before.paymentType !== after.paymentType
  );
}

export const syncJobKey = (planId: string) => `provider-sync:${planId}`;

/** One sync job per plan, moved to now by each change (it reconciles with the latest state). */
export async function enqueueProviderPlanSync(db: Database, planId: string, now: Date): Promise<void> {
  await enqueueJob(db, {
    kind: providerPlanSyncJob,
    key: syncJobKey(planId),
    payload: { planId },
    runAt: now,
    reschedule: true,
  });
}
