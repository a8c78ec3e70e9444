import { type BillingEvent, type BillingState, billingTransition } from "@rimbun/domain";
import type { Database } from "../platform/db/client.ts";
import { billingStateOf, lockPlan, saveBillingState } from "./plan-state.ts";
import { enqueueBillingActions } from "./recurring.ts";

/**
 * The billing machine's event for a cycle left unpaid: a failed automatic charge, or an expired
 * invoice. A failed payment on a reminder channel (the donor may pay the invoice again) is none.
 */
export function unpaidCycleEvent(
  paymentType: BillingState["paymentType"],
  status: "failed" | "expired",
  dueDay: string,
): BillingEvent | null {
  if (paymentType === "recurring" && status === "failed") return { type: "charge-failed", dueDay };
  if (status === "expired") return { type: "invoice-expired", dueDay };
  return null;
}

/** The billing machine's event for a paid cycle: its charge succeeded or its invoice was paid. */
export function paidCycleEvent(
  paymentType: BillingState["paymentType"],
  dueDay: string | null,
): BillingEvent {
  const type = paymentType === "recurring" ? "charge-succeeded" : "invoice-paid";
  return dueDay ? { type, dueDay } : { type };
}

/** A monthly cycle's charge failed or its invoice expired: the plan's machine decides what follows. */
export async function closeUnpaidCycle(
  tx: Database,
  donation: { recurringPlanId: string | null; cycleDueDay: string | null },
  status: "failed" | "expired",
  now: Date,
): Promise<void> {
  if (!donation.recurringPlanId || !donation.cycleDueDay) return;
  const plan = await lockPlan(tx, donation.recurringPlanId);
  const state = plan ? await billingStateOf(tx, plan) : null;
  if (!plan || !state) return;
  const event = unpaidCycleEvent(state.paymentType, status, donation.cycleDueDay);
  if (!event) return;
  const moved = billingTransition(state, event, now);
  await saveBillingState(tx, plan.id, moved.state);
  await enqueueBillingActions(tx, plan.id, moved.actions, now);
}
