import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { donations, recurringPlans } from "../../../db/schema/index.ts";
import { audit } from "../../audit.ts";
import { isPendingPgId, pendingPgId } from "../create-donation.ts";
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
  if (!found) return null;
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
