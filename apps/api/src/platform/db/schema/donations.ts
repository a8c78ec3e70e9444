import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, instant, updatedAt } from "./columns.ts";
import { embedCodes } from "./embed-codes.ts";
import { fundraiserPages, teams } from "./fundraisers.ts";
import { recurringPlans } from "./recurring-plans.ts";
import { searchableName } from "./search-text.ts";
import { locales, users } from "./users.ts";

export const donationTypes = ["single", "boost", "monthly", "recurring"] as const;
export type DonationType = (typeof donationTypes)[number];
export const donationStatuses = ["pending", "done", "failed", "expired", "refunded"] as const;
export type DonationStatus = (typeof donationStatuses)[number];

export const donations = pgTable(
  "donations",
  {
    id: id(),
    /** Human-facing number shown on the invoice and in the history. */
    localId: text("local_id").notNull().unique(),
    /** The payment provider's id for this charge (the wire's pgid). */
    pgId: text("pg_id").notNull().unique(),
    provider: text("provider").notNull(),
    channel: text("channel").notNull(),
    type: text("type", { enum: donationTypes }).notNull(),
    status: text("status", { enum: donationStatuses }).notNull().default("pending"),
    /** The gift: what the foundation receives, counted for points and campaign totals. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /**
     * The channel's fee the donor chose to cover (docs/product/donation-flow.md#cover-the-fee), computed by
     * the server; the provider is asked for `amount + covered_fee`. 0 when not covered.
     */
    coveredFee: bigint("covered_fee", { mode: "number" }).notNull().default(0),
    email: text("email").notNull(),
    fullname: text("fullname").notNull(),
    phone: text("phone").notNull(),
    description: text("description"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    recurringPlanId: text("recurring_plan_id").references(() => recurringPlans.id, { onDelete: "set null" }),
    referralCode: text("referral_code"),
    referralType: text("referral_type"),
    /** Who referred this gift, fixed when it was made: a later code change never moves its points. */
    referrerUserId: text("referrer_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Why staff must look at this payment (e.g. `amount-mismatch`); null when nothing is wrong. */
    flag: text("flag"),
    campaignSlug: text("campaign_slug"),
    /** The fundraiser page this gift came through (docs/product/fundraisers.md#credit). */
    fundraiserPageId: text("fundraiser_page_id").references(() => fundraiserPages.id, {
      onDelete: "set null",
    }),
    /** The team the gift counted for, set when it was paid (its page's team then); a refund takes it back there. */
    fundraiserTeamId: text("fundraiser_team_id").references(() => teams.id, { onDelete: "set null" }),
    locale: text("locale", { enum: locales }).notNull().default("id"),
    /**
     * The partner's embed the gift came through (docs/product/embeds.md#credit): set at creation only when the
     * code was active and pointed at this gift's campaign or page; for reports, never for money.
     */
    embedCodeId: text("embed_code_id").references(() => embedCodes.id, { onDelete: "set null" }),
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
    // A campaign page's latest gifts (campaigns/routes/campaign-gifts.ts): read backwards, LIMIT rows, never a scan.
    index("donations_campaign_paid_idx")
      .on(table.campaignSlug, table.paidAt)
      .where(sql`${table.status} = 'done' and ${table.paidAt} is not null`),
    // A fundraiser page's gifts for its owner and staff, newest first.
    index("donations_fundraiser_page_idx")
      .on(table.fundraiserPageId, table.createdAt)
      .where(sql`${table.fundraiserPageId} is not null`),
    index("donations_plan_idx").on(table.recurringPlanId, table.createdAt),
    index("donations_status_created_idx").on(table.status, table.createdAt),
    index("donations_referrer_created_idx").on(table.referrerUserId, table.createdAt),
    // One live charge per plan and cycle: two workers can never bill the same month twice.
    uniqueIndex("donations_plan_cycle_live_idx")
      .on(table.recurringPlanId, table.cycleDueDay)
      .where(sql`${table.cycleDueDay} is not null and ${table.status} in ('pending', 'done')`),
    // Gifts by partner (docs/product/embeds.md#reports): only the few that came through an embed.
    index("donations_embed_created_idx")
      .on(table.embedCodeId, table.createdAt)
      .where(sql`${table.embedCodeId} is not null`),
    // The partner report and the console's per-code figures: paid gifts by partner and payment time.
    index("donations_embed_paid_idx")
      .on(table.embedCodeId, table.paidAt)
      .where(sql`${table.embedCodeId} is not null and ${table.status} = 'done'`),
    index("donations_flag_idx").on(table.flag).where(sql`${table.flag} is not null`),
    // The reports (docs/decisions/reports.md): paid gifts by payment time, and monthly cycles by due day.
    index("donations_paid_idx").on(table.paidAt).where(sql`${table.paidAt} is not null`),
    index("donations_cycle_due_idx")
      .on(table.cycleDueDay, table.recurringPlanId)
      .where(sql`${table.cycleDueDay} is not null`),
    // Staff search (donor support): by phone, by the beginning of the name, by invoice number (id's first 14).
    index("donations_phone_idx").on(table.phone),
    index("donations_fullname_prefix_idx").on(sql`lower(${table.fullname}) text_pattern_ops`),
    // Any word of the name, any 4+ digits of the phone (pg_trgm; docs/decisions/donor-support.md).
    index("donations_fullname_words_trgm_idx").using(
      "gin",
      sql`${searchableName(table.fullname)} gin_trgm_ops`,
    ),
    index("donations_phone_trgm_idx").using("gin", sql`${table.phone} gin_trgm_ops`),
    index("donations_invoice_number_idx").on(sql`left(${table.id}, 14)`),
  ],
);
