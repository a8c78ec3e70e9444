import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { campaigns } from "./campaigns.ts";
import { createdAt, id, instant } from "./columns.ts";
import { images } from "./images.ts";
import { users } from "./users.ts";

/** News posted on a campaign's page (and mailed to its donors); hidden ones are kept for the audit. */
export const campaignUpdates = pgTable(
  "campaign_updates",
  {
    id: id(),
    campaignSlug: text("campaign_slug")
      .notNull()
      .references(() => campaigns.slug, { onUpdate: "cascade" }),
    postedAt: instant("posted_at").notNull().defaultNow(),
    bodyId: text("body_id").notNull(),
    bodyEn: text("body_en").notNull(),
    photoImageId: text("photo_image_id").references(() => images.id),
    photoAltId: text("photo_alt_id").notNull().default(""),
    photoAltEn: text("photo_alt_en").notNull().default(""),
    /** Rupiah spent that this update reports; null when it reports none. */
    fundsUsedAmount: bigint("funds_used_amount", { mode: "number" }),
    fundsUsedId: text("funds_used_id"),
    fundsUsedEn: text("funds_used_en"),
    postedBy: text("posted_by").references(() => users.id),
    hiddenAt: instant("hidden_at"),
    hiddenBy: text("hidden_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index("campaign_updates_campaign_idx").on(table.campaignSlug, table.postedAt)],
);
