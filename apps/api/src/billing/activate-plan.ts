import { billingTransition, startBillingPlan } from "@rimbun/domain";
import { askWhatsAppFromFlow } from "../messaging/flow-consent.ts";
import type { DonationRow } from "../payments/process-event/find-donation.ts";
import { createPlanDonor } from "../payments/process-event/link-account.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { paidCycleEvent } from "./cycle-events.ts";
import { billingStateOf, lockPlan, type PlanRow, paymentTypeOf, saveBillingState } from "./plan-state.ts";
import { enqueueBillingActions } from "./recurring.ts";

/** Who the paid donation belongs to, and whether it was its plan's first payment. */
export interface PaidDonation {
  readonly donorId: string | null;
  readonly firstMonthlyPayment: boolean;
}

/**
 * A paid monthly donation moves its plan, and gives the plan an owner
 * (docs/product/accounts.md#how-accounts-are-made): a first successful monthly payment creates the donor
 * account, in this transaction, with the set-password link queued beside the receipt. A single or boost
 * donation leaves everything as it is.
 */
export async function activatePlan(
  services: Services,
  tx: Database,
  donation: DonationRow,
  donorId: string | null,
  preparedHash: string | null,
  now: Date,
): Promise<PaidDonation> {
  const plan = donation.recurringPlanId ? await lockPlan(tx, donation.recurringPlanId) : undefined;
  if (!plan) return { donorId, firstMonthlyPayment: false };
  const owner = donorId ?? (await createPlanDonor(services, tx, donation, plan.id, preparedHash));
  const firstMonthlyPayment = await advancePlan(tx, plan, donation.cycleDueDay, owner, now);
  // Paid, so the flow's WhatsApp switch may message the number now: an unpaid form never does.
  if (firstMonthlyPayment && plan.whatsAppReminders) {
    await askWhatsAppFromFlow(tx, {
      planId: plan.id,
      donationId: donation.id,
      userId: owner,
      newAccount: donorId === null,
      askedBy: plan.whatsAppAskedBy,
      phone: plan.phone,
      name: donation.fullname,
      email: donation.email,
      locale: donation.locale,
      now,
    });
  }
  return { donorId: owner, firstMonthlyPayment };
}

/**
 * A first payment starts the billing machine (its day is the anchor); a later one closes the cycle
 * it pays; a stopped plan stays stopped. True for a first payment.
 */
async function advancePlan(
  tx: Database,
  plan: PlanRow,
  cycleDueDay: string | null,
  donorId: string,
  now: Date,
): Promise<boolean> {
  if (plan.status === "pending") {
    const paymentType = paymentTypeOf(plan.channel);
    const state = startBillingPlan({ firstPaidAt: now, paymentType, amount: plan.amount });
    await saveBillingState(tx, plan.id, state, { userId: donorId });
    return true;
  }
  if (plan.status === "inactive") return false;
  const state = await billingStateOf(tx, plan);
  if (!state) return false;
  const moved = billingTransition(state, paidCycleEvent(state.paymentType, cycleDueDay), now);
  await saveBillingState(tx, plan.id, moved.state, { userId: donorId });
  await enqueueBillingActions(tx, plan.id, moved.actions, now);
  return false;
}
