import { billingTransition } from "@rimbun/domain";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Services } from "../../platform/context.ts";
import { donations } from "../../platform/db/schema/index.ts";
import { defineJob } from "../../platform/jobs/define.ts";
import { enqueueJob } from "../../platform/jobs/queue.ts";
import { billingStateOf, lockPlan, saveBillingState } from "../plan-state.ts";
import { enqueueBillingActions } from "../recurring.ts";

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

/** The plan's one tick job, moved to each new wake of its billing machine (billing/plan-state.ts). */
export const billingTickJob = defineJob({
  kind: "billing-tick",
  lane: "bulk",
  payload: z.object({ planId: z.string() }),
  run: (services, { planId }) => tickPlan(services, planId),
});
