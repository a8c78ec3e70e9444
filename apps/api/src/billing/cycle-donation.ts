import { and, eq, inArray } from "drizzle-orm";
import { cycleDonationRow, isPendingPgId, pendingPgId } from "../donations/create-donation.ts";
import { coveredFeeNow } from "../fees/fee-table.ts";
import { chargedTotal } from "../payments/process-event/transition.ts";
import type { Services } from "../platform/context.ts";
import { donations } from "../platform/db/schema/index.ts";
import type { PlanRow } from "./plan-state.ts";

/**
 * The donation of one cycle (an invoice with a pay link, or an automatic charge), created once: the
 * row is stored before the provider is asked (its id is the provider's external id), and the unique
 * index on live charges per plan and cycle makes a second job (or a second worker) reuse it. null:
 * the cycle is already paid, nothing to charge.
 */
export async function cycleDonation(services: Services, plan: PlanRow, dueDay: string, amount: number) {
  const provider = services.payments.byCode(plan.provider) ?? services.payments.current;
  const donationId = crypto.randomUUID();
  // The fee is the cycle's, by the table of the day it opens (docs/product/monthly-giving.md#cover-the-fee).
  const coveredFee = await coveredFeeNow(services.db, plan.coverFee, plan.channel, amount);
  await services.db
    .insert(donations)
    .values(
      cycleDonationRow(plan, {
        id: donationId,
        pgId: pendingPgId(donationId),
        provider: provider.code,
        amount,
        coveredFee,
        dueDay,
        now: services.now(),
      }),
    )
    .onConflictDoNothing();
  return services.db.transaction(async (tx) => {
    // Whoever holds this row lock asks the provider; a racer waits and finds the charge made.
    const [live] = await tx
      .select()
      .from(donations)
      .where(
        and(
          eq(donations.recurringPlanId, plan.id),
          eq(donations.cycleDueDay, dueDay),
          inArray(donations.status, ["pending", "done"]),
        ),
      )
      .for("update")
      .limit(1);
    if (!live) throw new Error("cycle donation not stored");
    if (live.status === "done") return null;
    if (!isPendingPgId(live.pgId)) return live;
    // Asked again after a crash, the provider answers for the same id (Xendit: same idempotency key).
    const charge = await provider.createCharge({
      donationId: live.id,
      amount: chargedTotal(live),
      channel: plan.channel,
      kind: "monthly",
      email: plan.email,
      fullname: plan.fullname,
      locale: plan.locale,
      description: `monthly:${dueDay}`,
    });
    const [row] = await tx
      .update(donations)
      .set({ pgId: charge.pgId, invoiceUrl: charge.invoiceUrl })
      .where(eq(donations.id, live.id))
      .returning();
    if (!row) throw new Error("cycle donation vanished");
    return row;
  });
}
