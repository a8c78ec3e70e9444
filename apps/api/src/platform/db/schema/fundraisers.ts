import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id, instant, updatedAt } from "./columns.ts";
import { images } from "./images.ts";
import { locales, users } from "./users.ts";

/**
 * Where a fundraiser page stands (docs/product/fundraisers.md): a Buddy's page is `live` at once, a
 * donor's waits in `pending_review` until a staffer approves it; the owner pauses (`paused`, no new
 * gifts, still shown) and closes (`closed`, gone from the site). Staff hiding is apart from this
 * (`hiddenAt`), so unhiding restores what the owner chose.
 */
export const fundraiserPageStatuses = ["pending_review", "live", "paused", "closed"] as const;
export type FundraiserPageStatus = (typeof fundraiserPageStatuses)[number];

/**
 * A team (an office, a school, a community) whose members' pages add up (docs/product/fundraisers.md#teams).
 * Its captain made it; members join by pointing their page at it.
 */
export const teams = pgTable(
  "teams",
  {
    id: id(),
    /** The public address (/tim/<slug>, /en/team/<slug>); fixed once made. */
    slug: text("slug").notNull().unique(),
    captainUserId: text("captain_user_id").references(() => users.id, { onDelete: "set null" }),
    locale: text("locale", { enum: locales }).notNull().default("id"),
    name: text("name").notNull(),
    /** Rich-text source (`@rimbun/domain/rich-text`), in the captain's language. */
    story: text("story").notNull().default(""),
    photoImageId: text("photo_image_id").references(() => images.id),
    goal: bigint("goal", { mode: "number" }).notNull(),
    hiddenAt: instant("hidden_at"),
    hiddenReason: text("hidden_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("teams_captain_idx").on(table.captainUserId),
    check("teams_goal_positive", sql`${table.goal} > 0`),
  ],
);

/**
 * A person's own fundraising page for a published campaign, or for the foundation's general fund when
 * `campaignSlug` is null (docs/product/fundraisers.md). Texts are in the owner's `locale`, with an optional
 * second language in the `*Alt` columns.
 */
export const fundraiserPages = pgTable(
  "fundraiser_pages",
  {
    id: id(),
    /** The public address (/galang/<slug>, /en/fundraise/<slug>); fixed once made (share links name it). */
    slug: text("slug").notNull().unique(),
    ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    campaignSlug: text("campaign_slug"),
    teamId: text("team_id").references(() => teams.id, { onDelete: "set null" }),
    status: text("status", { enum: fundraiserPageStatuses }).notNull().default("pending_review"),
    locale: text("locale", { enum: locales }).notNull().default("id"),
    title: text("title").notNull(),
    /** Rich-text source (`@rimbun/domain/rich-text`). */
    story: text("story").notNull().default(""),
    titleAlt: text("title_alt"),
    storyAlt: text("story_alt"),
    photoImageId: text("photo_image_id").references(() => images.id),
    goal: bigint("goal", { mode: "number" }).notNull(),
    /** The last Jakarta day gifts are asked for; null: open-ended. */
    endsOn: date("ends_on", { mode: "string" }),
    approvedAt: instant("approved_at"),
    approvedBy: text("approved_by").references(() => users.id, { onDelete: "set null" }),
    hiddenAt: instant("hidden_at"),
    hiddenReason: text("hidden_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("fundraiser_pages_owner_idx").on(table.ownerUserId, table.createdAt),
    index("fundraiser_pages_team_idx").on(table.teamId),
    index("fundraiser_pages_campaign_idx").on(table.campaignSlug, table.status),
    index("fundraiser_pages_review_idx").on(table.createdAt).where(sql`${table.status} = 'pending_review'`),
    // The sitemap's list: shown pages, newest change first, read in index order up to its limit.
    index("fundraiser_pages_shown_updated_idx")
      .on(table.updatedAt.desc().nullsFirst(), table.slug)
      .where(sql`${table.status} in ('live', 'paused') and ${table.hiddenAt} is null`),
    check("fundraiser_pages_goal_positive", sql`${table.goal} > 0`),
  ],
);

/**
 * Running totals of a page's and a team's paid gifts, moved in the transaction that marks a donation paid
 * or refunded (as `campaign_totals`), so public figures read one row at any number of donations.
 * `milestonesMailed` is the highest goal share (50, 100) the owner was told of, so each mail goes once.
 */
export const fundraiserPageTotals = pgTable("fundraiser_page_totals", {
  pageId: text("page_id")
    .primaryKey()
    .references(() => fundraiserPages.id, { onDelete: "cascade" }),
  raised: bigint("raised", { mode: "number" }).notNull().default(0),
  gifts: integer("gifts").notNull().default(0),
  donorCount: integer("donor_count").notNull().default(0),
  milestonesMailed: integer("milestones_mailed").notNull().default(0),
});

/**
 * A page's paid gifts by Jakarta day of payment, for the owner's chart (docs/product/fundraisers.md#credit):
 * moved with `fundraiser_page_totals` in the payment's transaction; a refund comes off the day the gift was
 * paid (as the volunteers' day rows of `referral_totals`, docs/decisions/ledger-aggregates.md). A day whose
 * gifts were all refunded keeps its row at zero.
 */
export const fundraiserPageDays = pgTable(
  "fundraiser_page_days",
  {
    pageId: text("page_id")
      .notNull()
      .references(() => fundraiserPages.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    raised: bigint("raised", { mode: "number" }).notNull().default(0),
    gifts: integer("gifts").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.day] })],
);

/** A page's donors by lower(e-mail) with their paid gifts (a row leaves at 0), for `donor_count`. */
export const fundraiserPageDonors = pgTable(
  "fundraiser_page_donors",
  {
    pageId: text("page_id")
      .notNull()
      .references(() => fundraiserPages.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    gifts: integer("gifts").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.email] })],
);

export const teamTotals = pgTable(
  "team_totals",
  {
    teamId: text("team_id")
      .primaryKey()
      .references(() => teams.id, { onDelete: "cascade" }),
    raised: bigint("raised", { mode: "number" }).notNull().default(0),
    gifts: integer("gifts").notNull().default(0),
    donorCount: integer("donor_count").notNull().default(0),
  },
  // The leaderboard's team view reads teams by amount raised.
  (table) => [index("team_totals_raised_idx").on(table.raised)],
);

export const teamDonors = pgTable(
  "team_donors",
  {
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    gifts: integer("gifts").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.email] })],
);

/**
 * The thank-you updates an owner posted (docs/decisions/fundraisers.md, thank-you update limits): when,
 * not what (the text lives only in its mail jobs). One a Jakarta day per page, held by the unique key; the
 * total per page is counted under a lock of the page's row.
 */
export const fundraiserUpdates = pgTable(
  "fundraiser_updates",
  {
    id: id(),
    pageId: text("page_id")
      .notNull()
      .references(() => fundraiserPages.id, { onDelete: "cascade" }),
    /** The Jakarta day it was posted on. */
    postedOn: date("posted_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("fundraiser_updates_page_day_idx").on(table.pageId, table.postedOn)],
);
