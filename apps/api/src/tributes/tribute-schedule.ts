import { TRIBUTE_MAX_SENDS, tributeDayAllowed, tributeSendAt } from "@rimbun/domain/tributes";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { tributes } from "../platform/db/schema/index.ts";
import { enqueueJob } from "../platform/jobs/queue.ts";

/** The job kind that sends one tribute card (tributes/jobs/tribute-card.ts). */
export const tributeCardJobKind = "tribute-card";

export type TributeRow = typeof tributes.$inferSelect;

/**
 * Queues the card's job for the tribute's current generation, due at `sendAt`. Keyed by donation and
 * generation: a replayed payment queues nothing new, and a change of day or a resend (a new generation)
 * leaves the older job to find it is not the current one.
 */
async function queueCard(tx: Database, donationId: string, generation: number, sendAt: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: tributeCardJobKind,
    key: `${tributeCardJobKind}:${donationId}:${generation}`,
    payload: { donationId, generation },
    runAt: sendAt,
  });
}

/**
 * The tribute of a donation whose status moves, in the payment's transaction: paid, its card is scheduled
 * (09:00 Jakarta on its day, at once for today); refunded before it was sent, the card is cancelled.
 */
export async function moveTribute(tx: Database, donationId: string, to: string, now: Date): Promise<void> {
  if (to === "done") {
    const [row] = await tx
      .select({ sendOn: tributes.sendOn, generation: tributes.generation })
      .from(tributes)
      .where(and(eq(tributes.donationId, donationId), eq(tributes.status, "awaiting_payment")))
      .for("update");
    if (!row) return;
    const sendAt = tributeSendAt(row.sendOn, now);
    const generation = row.generation + 1;
    await tx
      .update(tributes)
      .set({ status: "scheduled", sendAt, generation })
      .where(eq(tributes.donationId, donationId));
    await queueCard(tx, donationId, generation, sendAt);
  } else if (to === "refunded") {
    await tx
      .update(tributes)
      .set({ status: "cancelled", generation: sql`${tributes.generation} + 1` })
      .where(
        and(
          eq(tributes.donationId, donationId),
          sql`${tributes.status} in ('awaiting_payment', 'scheduled')`,
        ),
      );
  }
}

/** Whether the donor may still move the card's day: before payment, or scheduled and not yet due. */
export function dayChangeable(row: TributeRow, now: Date): boolean {
  if (row.status === "awaiting_payment") return true;
  return row.status === "scheduled" && row.sendAt !== null && row.sendAt.getTime() > now.getTime();
}

/** Whether "send again" is offered: paid, not cancelled, not already on its way, sends left. */
export function resendable(row: TributeRow, now: Date): boolean {
  if (row.status === "sent") return row.sendCount < TRIBUTE_MAX_SENDS;
  return row.status === "scheduled" && row.sendAt !== null && row.sendAt.getTime() > now.getTime();
}

export type TributeChange = "changed" | "refused" | "bad-day";

/** Moves the card to another day (row locked by the caller's transaction). */
export async function changeTributeDay(
  tx: Database,
  row: TributeRow,
  day: string,
  now: Date,
): Promise<TributeChange> {
  if (!tributeDayAllowed(day, now)) return "bad-day";
  if (!dayChangeable(row, now)) return "refused";
  if (row.status === "awaiting_payment") {
    await tx.update(tributes).set({ sendOn: day }).where(eq(tributes.donationId, row.donationId));
    return "changed";
  }
  const sendAt = tributeSendAt(day, now);
  const generation = row.generation + 1;
  await tx
    .update(tributes)
    .set({ sendOn: day, sendAt, generation })
    .where(eq(tributes.donationId, row.donationId));
  await queueCard(tx, row.donationId, generation, sendAt);
  return "changed";
}

/**
 * Sends the card now (row locked by the caller's transaction): a scheduled card leaves at once, a sent
 * one goes again. A card already on its way is left as it is, so two resends at once send one card.
 */
export async function resendTribute(tx: Database, row: TributeRow, now: Date): Promise<TributeChange> {
  if (!resendable(row, now)) return "refused";
  const generation = row.generation + 1;
  await tx
    .update(tributes)
    .set({ status: "scheduled", sendAt: now, generation })
    .where(eq(tributes.donationId, row.donationId));
  await queueCard(tx, row.donationId, generation, now);
  return "changed";
}
