import type { PersonalDataExport } from "@rimbun/contract";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { donations, tributes } from "../platform/db/schema/index.ts";

/** What replaces the honoree's name once the donor's account is deleted (docs/product/privacy.md). */
const FORGOTTEN_HONOREE = "-";

/** The person's gifts in someone's name, as their data export shows them (docs/product/privacy.md). */
export async function tributesForExport(
  db: Database,
  donationIds: string[],
): Promise<PersonalDataExport["gifts_in_someones_name"]> {
  if (donationIds.length === 0) return [];
  const rows = await db
    .select({ tribute: tributes, localId: donations.localId })
    .from(tributes)
    .innerJoin(donations, sql`${donations.id} = ${tributes.donationId}`)
    .where(inArray(tributes.donationId, donationIds));
  return rows.map(({ tribute, localId }) => ({
    local_id: localId,
    occasion: tribute.occasion,
    honoree_name: tribute.honoreeName,
    honoree_email: tribute.honoreeEmail,
    message: tribute.message,
    send_on: tribute.sendOn,
    card_locale: tribute.cardLocale,
    show_amount: tribute.showAmount,
    status: tribute.status,
    sent_at: tribute.sentAt ? tribute.sentAt.toISOString() : null,
  }));
}

/**
 * A deleted donor's tributes lose the honoree's name, address and message (someone else's data the donor
 * gave us), and a card not yet sent is cancelled: it would carry a name that no longer exists. The
 * generation moves on so a card job already queued finds it is not the current one and sends nothing.
 */
export async function forgetTributes(tx: Database, donationIds: string[]): Promise<void> {
  if (donationIds.length === 0) return;
  await tx
    .update(tributes)
    .set({
      honoreeName: FORGOTTEN_HONOREE,
      honoreeEmail: null,
      message: null,
      status: sql`case when ${tributes.status} in ('awaiting_payment', 'scheduled') then 'cancelled' else ${tributes.status} end`,
      sendAt: null,
      generation: sql`${tributes.generation} + 1`,
    })
    .where(inArray(tributes.donationId, donationIds));
}
