import { eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { webhookEvents } from "../../platform/db/schema/index.ts";
import type { WebhookEvent } from "../port.ts";

/** A claimed event: it is marked processed once its consequences are written. */
export interface ClaimedEvent {
  markProcessed(at: Date): Promise<void>;
}

/**
 * Claims the event id by a unique insert in the transaction that applies it: a replay or a racing
 * delivery finds it taken (null) and changes nothing.
 */
export async function claimEvent(
  tx: Database,
  provider: string,
  event: Pick<WebhookEvent, "eventId" | "raw">,
): Promise<ClaimedEvent | null> {
  const [claimed] = await tx
    .insert(webhookEvents)
    .values({ provider, eventId: event.eventId, payload: event.raw as object })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!claimed) return null;
  return {
    async markProcessed(at) {
      await tx.update(webhookEvents).set({ processedAt: at }).where(eq(webhookEvents.id, claimed.id));
    },
  };
}
