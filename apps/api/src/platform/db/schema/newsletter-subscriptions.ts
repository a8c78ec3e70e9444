import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, instant } from "./columns.ts";
import { locales } from "./users.ts";

export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** Double opt-in: `pending` until the person clicks the confirmation link; one row per address. */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
    locale: text("locale", { enum: locales }).notNull().default("id"),
    status: text("status", { enum: newsletterStatuses }).notNull().default("pending"),
    /** Where the consent was asked (`report`, `volunteer-signup`). */
    source: text("source").notNull(),
    confirmedAt: instant("confirmed_at"),
    unsubscribedAt: instant("unsubscribed_at"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("newsletter_subscriptions_email_idx").on(sql`lower(${table.email})`)],
);
