import type { Database } from "../../platform/db/client.ts";
import { webhookEvents } from "../../platform/db/schema/index.ts";
import type { WebhookEvent } from "../port.ts";

/**
 * Claims the event id by a unique insert in the transaction that applies it: a replay or a racing
 * delivery finds it taken (false) and changes nothing. The row says it was processed at `at` from the
 * start: it commits with the event's consequences or not at all, so no later update is needed.
 */
export async function claimEvent(
  tx: Database,
  provider: string,
  event: Pick<WebhookEvent, "eventId" | "raw">,
  at: Date,
): Promise<boolean> {
  const [claimed] = await tx
    .insert(webhookEvents)
    .values({ provider, eventId: event.eventId, payload: event.raw as object, processedAt: at })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return claimed !== undefined;
}
