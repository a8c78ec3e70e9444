import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, id, instant } from "./columns.ts";
import { donations } from "./donations.ts";
import { fundraiserPages } from "./fundraisers.ts";
import { locales, users } from "./users.ts";

/** How a donor appears on the wall: their full name, their first name, or "Orang Baik" / "A kind person". */
export const wallDisplays = ["full", "first", "anonymous"] as const;
export type WallDisplay = (typeof wallDisplays)[number];

/**
 * A wall message's life (docs/product/fundraisers.md#donor-wall): written with the gift and
 * `awaiting_payment` until it is paid; then `visible`, or `held` when it carries a link or obvious abuse
 * (a staffer lets it through or hides it); `hidden` by a staffer (with a reason, audited) or by a refund.
 */
export const wallMessageStatuses = ["awaiting_payment", "visible", "held", "hidden"] as const;
export type WallMessageStatus = (typeof wallMessageStatuses)[number];

/**
 * A donor's message or prayer ("doa") on a campaign's or fundraiser page's wall, one per donation. The name
 * shown and the amount (only when the donor allows it) are copied when it is written, so the wall reads this
 * table alone.
 */
export const wallMessages = pgTable(
  "wall_messages",
  {
    id: id(),
    donationId: text("donation_id")
      .notNull()
      .unique()
      .references(() => donations.id, { onDelete: "cascade" }),
    fundraiserPageId: text("fundraiser_page_id").references(() => fundraiserPages.id, {
      onDelete: "cascade",
    }),
    /** The campaign the gift went to (also set for a page's gift): the campaign page shows the same wall. */
    campaignSlug: text("campaign_slug"),
    locale: text("locale", { enum: locales }).notNull().default("id"),
    /** Plain text, length-capped; empty when the donor only chose to appear on the wall. */
    body: text("body").notNull().default(""),
    display: text("display", { enum: wallDisplays }).notNull().default("anonymous"),
    /** The name as shown (full or first name); null for anonymous. */
    displayName: text("display_name"),
    /** The gift's amount when the donor allows it to be shown, else null. */
    shownAmount: bigint("shown_amount", { mode: "number" }),
    status: text("status", { enum: wallMessageStatuses }).notNull().default("awaiting_payment"),
    /** Why it waits for a staffer (`link`, `abuse`), or why a staffer hid it. */
    moderationReason: text("moderation_reason"),
    moderatedBy: text("moderated_by").references(() => users.id, { onDelete: "set null" }),
    moderatedAt: instant("moderated_at"),
    aamiinCount: integer("aamiin_count").notNull().default(0),
    reportCount: integer("report_count").notNull().default(0),
    /** When it first became visible (the gift's payment): the wall's order. */
    publishedAt: instant("published_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("wall_messages_page_idx")
      .on(table.fundraiserPageId, table.publishedAt)
      .where(sql`${table.status} = 'visible'`),
    index("wall_messages_campaign_idx")
      .on(table.campaignSlug, table.publishedAt)
      .where(sql`${table.status} = 'visible'`),
    // The staff queue: messages held for review or reported by visitors.
    index("wall_messages_review_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'held' or (${table.status} = 'visible' and ${table.reportCount} > 0)`),
  ],
);

/** One "Aamiin" per browser and message; `browserKey` is a hash of the browser's own random cookie. */
export const wallAamiins = pgTable(
  "wall_aamiins",
  {
    messageId: text("message_id")
      .notNull()
      .references(() => wallMessages.id, { onDelete: "cascade" }),
    browserKey: text("browser_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.browserKey] })],
);

/** A visitor's report of a wall message or a fundraiser page, for staff to look at. */
export const wallReports = pgTable(
  "wall_reports",
  {
    id: id(),
    messageId: text("message_id").references(() => wallMessages.id, { onDelete: "cascade" }),
    fundraiserPageId: text("fundraiser_page_id").references(() => fundraiserPages.id, {
      onDelete: "cascade",
    }),
    reason: text("reason").notNull(),
    browserKey: text("browser_key").notNull(),
    resolvedAt: instant("resolved_at"),
    createdAt: createdAt(),
  },
  (table) => [index("wall_reports_open_idx").on(table.createdAt).where(sql`${table.resolvedAt} is null`)],
);

export type WallMessageRow = typeof wallMessages.$inferSelect;
