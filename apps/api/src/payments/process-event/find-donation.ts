import { and, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { isPendingPgId, pendingPgId } from "../../donations/create-donation.ts";
import { audit } from "../../platform/audit.ts";
import type { Database } from "../../platform/db/client.ts";
import { donations, recurringPlans } from "../../platform/db/schema/index.ts";
import type { WebhookEvent } from "../port.ts";

export type DonationRow = typeof donations.$inferSelect;

/**
 * The event's donation, row-locked for the rest of the transaction, or null when this provider has
 * no such charge. A provider whose pgid is our donation id (Xendit) can pay a charge whose row still
 * holds the placeholder (the process died between the provider's answer and storing it): it is found
 * too, and takes the provider's pgid.
 */
export async function lockEventDonation(
  tx: Database,
  provider: string,
  event: WebhookEvent,
): Promise<DonationRow | null> {
  const [found] = await tx
    .select()
    .from(donations)
    .where(inArray(donations.pgId, [event.pgId, pendingPgId(event.pgId)]))
    .for("update")
    .limit(1);
  if (!found) return event.cycle ? lockNearCycle(tx, provider, event.cycle) : null;
  const donation = isPendingPgId(found.pgId) ? { ...found, pgId: event.pgId } : found;
  // A provider speaks only for its own charges: another provider's event for this pgid is unknown.
  if (donation.provider !== provider) {
    await audit(tx, {
      action: "donation.wrong-provider",
      subject: `donation:${donation.id}`,
      data: { provider, expected: donation.provider, event: event.eventId, outcome: event.outcome },
    });
    return null;
  }
  if (found.pgId !== donation.pgId) {
    await tx.update(donations).set({ pgId: donation.pgId }).where(eq(donations.id, donation.id));
    await tx.update(recurringPlans).set({ pgId: donation.pgId }).where(eq(recurringPlans.pgId, found.pgId));
  }
  return donation;
}

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** How far a provider's charge day may be from ours (a month-end day moved into the next month). */
const cycleDayTolerance = 4;

/**
 * The open cycle donation of the plan holding this provider reference, due within a few days of the
 * day the provider charged, row-locked; null when there is none. Only that plan's own donations can
 * be found: a callback naming another plan's reference reaches that plan at most.
 */
async function lockNearCycle(
  tx: Database,
  provider: string,
  cycle: { planReference: string; chargedOn: string },
): Promise<DonationRow | null> {
  const [plan] = await tx
    .select({ id: recurringPlans.id })
    .from(recurringPlans)
    .where(
      and(
        eq(recurringPlans.providerPlanReference, cycle.planReference),
        eq(recurringPlans.provider, provider),
      ),
    )
    .limit(1);
  if (!plan) return null;
  const from = shiftDay(cycle.chargedOn, -cycleDayTolerance);
  const to = shiftDay(cycle.chargedOn, cycleDayTolerance);
  const [near] = await tx
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.recurringPlanId, plan.id),
        eq(donations.status, "pending"),
        gte(donations.cycleDueDay, from),
        lte(donations.cycleDueDay, to),
      ),
    )
    .orderBy(desc(donations.cycleDueDay))
    .for("update")
    .limit(1);
  return near ?? null;
}
