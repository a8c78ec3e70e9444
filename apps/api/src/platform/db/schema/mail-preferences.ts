import { sql } from "drizzle-orm";
import { boolean, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, updatedAt } from "./columns.ts";

/**
 * What optional mail a person wants, by address (donors without an account have preferences too). No
 * row means the defaults: campaign updates and the yearly statement on. The newsletter's consent lives
 * in `newsletter_subscriptions` (double opt-in); receipts, invoices and security mails are not optional.
 */
export const mailPreferences = pgTable(
  "mail_preferences",
  {
    id: id(),
    email: text("email").notNull(),
    campaignUpdates: boolean("campaign_updates").notNull().default(true),
    yearlyStatement: boolean("yearly_statement").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("mail_preferences_email_idx").on(sql`lower(${table.email})`)],
);
