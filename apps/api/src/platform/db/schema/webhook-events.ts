import { jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, instant } from "./columns.ts";

/** Each provider event is stored once; a second delivery finds the row and changes nothing. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: id(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    payload: jsonb("payload").notNull(),
    processedAt: instant("processed_at"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("webhook_events_provider_event_idx").on(table.provider, table.eventId)],
);
