import { messages } from "@rimbun/domain";
import { eq } from "drizzle-orm";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import { recurringPlans } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { billingStateOf, enqueueProviderPlanSync } from "./plan-state.ts";
import { type RecurringView, recurringView } from "./recurring.ts";

/**
 * The donor turns covering the fee on or off (docs/product/monthly-giving.md#cover-the-fee): the plan's
 * owner or an administrator, under the plan's row lock, audited. It is no billing event: the calendar
 * stays; cycles opening from now on charge with or without the fee. A provider that charges a set amount
 * by itself gets its plan synced. A stopped plan refuses, as for a charge day.
 */
export async function setPlanCoverFee(
  services: Services,
  viewer: Viewer,
  pgId: string,
  coverFee: boolean,
): Promise<RecurringView> {
  return services.db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(recurringPlans)
      .where(eq(recurringPlans.pgId, pgId))
      .for("update")
      .limit(1);
    const owns =
      plan !== undefined &&
      (viewer.role === "admin" ||
        plan.userId === viewer.userId ||
        plan.email.toLowerCase() === viewer.email.toLowerCase());
    if (!owns) throw new ApiError(plan ? "FORBIDDEN" : "NOT_FOUND");
    if (plan.status === "pending") throw new ApiError("NOT_FOUND");
    const state = await billingStateOf(tx, plan);
    if (!state) throw new ApiError("NOT_FOUND");
    if (state.status === "inactive")
      throw new ApiError("CONFLICT", { messageId: messages.billingStopped.id });
    if (plan.coverFee === coverFee) return recurringView(plan, state);
    const [updated] = await tx
      .update(recurringPlans)
      .set({ coverFee })
      .where(eq(recurringPlans.id, plan.id))
      .returning();
    await audit(tx, {
      actorUserId: viewer.userId,
      action: "recurring.coverFee",
      subject: `plan:${plan.id}`,
      data: { coverFee, by: "session" },
    });
    if (plan.providerPlanId) await enqueueProviderPlanSync(tx, plan.id, services.now());
    return recurringView(updated ?? plan, state);
  });
}
