import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, instant, updatedAt } from "./columns.ts";
import { fundraiserPages } from "./fundraisers.ts";
import { locales, users } from "./users.ts";

export const recurringStatuses = ["pending", "active", "paused", "inactive"] as const;
export type RecurringStatus = (typeof recurringStatuses)[number];

/**
 * A monthly donation; `pending` until its first payment succeeds, then the states of
 * docs/product/monthly-giving.md#plans.
 */
export const recurringPlans = pgTable(
  "recurring_plans",
  {
    id: id(),
    pgId: text("pg_id").notNull().unique(),
    provider: text("provider").notNull(),
    channel: text("channel").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** The donor covers the channel's fee each month, computed at each cycle with the fee table of the day. */
    coverFee: boolean("cover_fee").notNull().default(false),
    status: text("status", { enum: recurringStatuses }).notNull().default("pending"),
    email: text("email").notNull(),
    fullname: text("fullname").notNull(),
    phone: text("phone").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    referralCode: text("referral_code"),
    referralType: text("referral_type"),
    /** The referrer of the plan, by account: every later cycle credits this volunteer, whatever codes change. */
    referrerUserId: text("referrer_user_id").references(() => users.id, { onDelete: "set null" }),
    campaignSlug: text("campaign_slug"),
    /** The fundraiser page the plan started from: each month's gift keeps crediting it. */
    fundraiserPageId: text("fundraiser_page_id").references(() => fundraiserPages.id, {
      onDelete: "set null",
    }),
    locale: text("locale", { enum: locales }).notNull().default("id"),
    failedCount: integer("failed_count").notNull().default(0),
    nextChargeAt: instant("next_charge_at"),
    stoppedAt: instant("stopped_at"),
    /** The domain billing machine's state (`BillingState` as JSON), set when the first payment succeeds. */
    billingState: jsonb("billing_state"),
    /**
     * Sandbox only: how this plan's automatic monthly charges end (`fail` makes them fail), so tests
     * and demos can drive retries and pauses deterministically. Ignored by real providers.
     */
    testOutcome: text("test_outcome"),
    /**
     * A provider that charges a linked method by itself (Xendit recurring channels): its customer, its
     * current plan (and the plan's `reference_id`, fresh each time the plan is recreated), the linked
     * method and, for a card, the last day it is valid (`YYYY-MM-DD`). Null for sandbox and invoice channels.
     */
    providerCustomerId: text("provider_customer_id"),
    providerPlanId: text("provider_plan_id"),
    providerPlanReference: text("provider_plan_reference"),
    providerMethodId: text("provider_method_id"),
    providerMethodExpiresOn: text("provider_method_expires_on"),
    /** The expiry day the "card expiring" mail was sent for: one mail per card. */
    methodExpiryNoticeFor: text("method_expiry_notice_for"),
    /**
     * The donor ticked "Remind me on WhatsApp" in the flow: the confirmation goes out with the first
     * payment, never before (docs/decisions/whatsapp.md#the-donation-flows-switch).
     */
    whatsAppReminders: boolean("whatsapp_reminders").notNull().default(false),
    /**
     * Who was signed in when they asked, when anyone was: an existing account's WhatsApp choice is only
     * changed by its own session, never by a form anyone could fill with its e-mail.
     */
    whatsAppAskedBy: text("whatsapp_asked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("recurring_plans_user_idx").on(table.userId),
    index("recurring_plans_email_idx").on(sql`lower(${table.email})`),
    index("recurring_plans_due_idx").on(table.status, table.nextChargeAt),
    index("recurring_plans_provider_plan_idx").on(table.providerPlanId),
    index("recurring_plans_provider_plan_ref_idx").on(table.providerPlanReference),
  ],
);
