import { tributeOccasions, tributeStatuses } from "@rimbun/domain/tributes";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "./columns.ts";
import { donations } from "./donations.ts";
import { locales } from "./users.ts";

/**
 * A gift in someone's name (docs/product/donation-flow.md#gifts-in-someones-name): one row per
 * donation, written with it; the card's job is keyed by donation and `generation`, which a change of
 * day or a resend moves on, so an older job finds it is not the current one and sends nothing.
 */
export const tributes = pgTable(
  "tributes",
  {
    donationId: text("donation_id")
      .primaryKey()
      .references(() => donations.id, { onDelete: "cascade" }),
    occasion: text("occasion", { enum: tributeOccasions }).notNull(),
    honoreeName: text("honoree_name").notNull(),
    /** Null: the card goes to the donor only, who passes it on. */
    honoreeEmail: text("honoree_email"),
    message: text("message"),
    /** The card's day (Jakarta); it leaves at 09:00 that day, or at once when paid later than that. */
    sendOn: text("send_on").notNull(),
    cardLocale: text("card_locale", { enum: locales }).notNull(),
    showAmount: boolean("show_amount").notNull().default(false),
    status: text("status", { enum: tributeStatuses }).notNull().default("awaiting_payment"),
    /** When the current job is due (null before payment). */
    sendAt: instant("send_at"),
    generation: integer("generation").notNull().default(0),
    sendCount: integer("send_count").notNull().default(0),
    sentAt: instant("sent_at"),
    /** Why the honoree got no card (`unsubscribed`); the donor's copy still went. */
    skipReason: text("skip_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("tributes_scheduled_idx").on(table.sendAt).where(sql`${table.status} = 'scheduled'`)],
);
