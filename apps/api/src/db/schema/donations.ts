import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, instant, updatedAt } from "./columns.ts";
import { recurringPlans } from "./recurring-plans.ts";
import { locales, users } from "./users.ts";

export const donationTypes = ["single", "boost", "monthly", "recurring"] as const;
export type DonationType = (typeof donationTypes)[number];
export const donationStatuses = ["pending", "done", "failed", "expired"] as const;
export type DonationStatus = (typeof donationStatuses)[number];

export const donations = pgTable(
  "donations",
  {
    id: id(),
    /** Human-facing number shown on the invoice and in the history. */
    localId: text("local_id").notNull().unique(),
    /** The payment provider's id for this charge (SPEC's pgid). */
    pgId: text("pg_id").notNull().unique(),
    provider: text("provider").notNull(),
    channel: text("channel").notNull(),
    type: text("type", { enum: donationTypes }).notNull(),
    status: text("status", { enum: donationStatuses }).notNull().default("pending"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    email: text("email").notNull(),
    fullname: text("fullname").notNull(),
    phone: text("phone").notNull(),
    description: text("description"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    recurringPlanId: text("recurring_plan_id").references(() => recurringPlans.id, { onDelete: "set null" }),
    referralCode: text("referral_code"),
    referralType: text("referral_type"),
    campaignSlug: text("campaign_slug"),
    locale: text("locale", { enum: locales }).notNull().default("id"),
    invoiceUrl: text("invoice_url").notNull(),
    paidAt: instant("paid_at"),
    /** For a monthly cycle's charge or invoice: the Jakarta due day of the cycle it pays (billing machine). */
    cycleDueDay: text("cycle_due_day"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("donations_user_created_idx").on(table.userId, table.createdAt),
    index("donations_email_created_idx").on(sql`lower(${table.email})`, table.createdAt),
    index("donations_referral_created_idx").on(sql`lower(${table.referralCode})`, table.createdAt),
    index("donations_campaign_status_idx").on(table.campaignSlug, table.status),
    index("donations_plan_idx").on(table.recurringPlanId, table.createdAt),
    index("donations_status_created_idx").on(table.status, table.createdAt),
  ],
);
