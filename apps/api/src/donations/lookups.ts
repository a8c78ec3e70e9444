import { and, eq } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { donations } from "../platform/db/schema/index.ts";

/** One donation found by the ids its routes carry: the provider's `pg_id` or the short `localId`. */

export type DonationRow = typeof donations.$inferSelect;

export async function donationByPgId(db: Database, pgId: string): Promise<DonationRow | undefined> {
  const [row] = await db.select().from(donations).where(eq(donations.pgId, pgId)).limit(1);
  return row;
}

export async function donationByLocalId(db: Database, localId: string): Promise<DonationRow | undefined> {
  const [row] = await db.select().from(donations).where(eq(donations.localId, localId)).limit(1);
  return row;
}

/** Call 4's lookup: the payment's status and channel, when `pgId` was paid with `channel` (any case). */
export async function paymentOf(db: Database, pgId: string, channel: string) {
  const [row] = await db
    .select({ status: donations.status, channel: donations.channel })
    .from(donations)
    .where(and(eq(donations.pgId, pgId), eq(donations.channel, channel.toUpperCase())))
    .limit(1);
  return row;
}
