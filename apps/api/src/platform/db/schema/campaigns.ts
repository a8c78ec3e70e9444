import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant, updatedAt } from "./columns.ts";
import { images } from "./images.ts";
import { users } from "./users.ts";

export const campaignKinds = ["campaign", "programme"] as const;
export const campaignStatuses = ["draft", "published", "closed"] as const;
export const campaignScenes = ["forest", "mangrove", "lake", "seedlings", "river", "school"] as const;

/**
 * A campaign (its own page, takes tagged donations while published) or a programme (a card on the
 * landing, funded by monthly giving). Texts are in both languages; story, uses and updates are
 * rich-text source (`@rimbun/domain/rich-text`). Staff edit them in the dashboard
 * (docs/product/campaigns.md).
 */
export const campaigns = pgTable(
  "campaigns",
  {
    slug: text("slug").primaryKey(),
    kind: text("kind", { enum: campaignKinds }).notNull().default("campaign"),
    status: text("status", { enum: campaignStatuses }).notNull().default("draft"),
    target: bigint("target", { mode: "number" }).notNull(),
    /** Rupiah received outside this platform (transfers, events), entered by staff; added to `raised`. */
    raisedOffline: bigint("raised_offline", { mode: "number" }).notNull().default(0),
    titleId: text("title_id").notNull().default(""),
    titleEn: text("title_en").notNull().default(""),
    summaryId: text("summary_id").notNull().default(""),
    summaryEn: text("summary_en").notNull().default(""),
    placeId: text("place_id").notNull().default(""),
    placeEn: text("place_en").notNull().default(""),
    storyId: text("story_id").notNull().default(""),
    storyEn: text("story_en").notNull().default(""),
    usesId: text("uses_id").notNull().default(""),
    usesEn: text("uses_en").notNull().default(""),
    startsOn: date("starts_on", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
    coverImageId: text("cover_image_id").references(() => images.id),
    coverAltId: text("cover_alt_id").notNull().default(""),
    coverAltEn: text("cover_alt_en").notNull().default(""),
    scene: text("scene", { enum: campaignScenes }),
    /** Landing order, smallest first. */
    sortOrder: integer("sort_order").notNull().default(0),
    /** Set on the first publication; the slug is fixed from then on (links and donations name it). */
    firstPublishedAt: instant("first_published_at"),
    updatedBy: text("updated_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("campaigns_status_order_idx").on(table.status, table.sortOrder),
    check("campaigns_target_positive", sql`${table.target} > 0`),
    check("campaigns_raised_offline_not_negative", sql`${table.raisedOffline} >= 0`),
  ],
);
