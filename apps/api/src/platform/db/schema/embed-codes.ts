import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { campaigns } from "./campaigns.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { fundraiserPages } from "./fundraisers.ts";
import { locales, users } from "./users.ts";

/**
 * A partner's embed code (docs/product/embeds.md): the public id its site names, the origins allowed to frame
 * the flow and to be sent back to (stored normalized by `@rimbun/domain/embeds`), what it points at (a
 * campaign, whose id is its slug, or a fundraiser page: exactly one), and how the button looks.
 */
export const embedCodes = pgTable(
  "embed_codes",
  {
    /** 10 characters of `EMBED_CODE_ALPHABET`, made by the API. */
    id: text("id").primaryKey(),
    partnerName: text("partner_name").notNull(),
    allowedOrigins: text("allowed_origins").array().notNull(),
    campaignId: text("campaign_id").references(() => campaigns.slug),
    fundraiserPageId: text("fundraiser_page_id").references(() => fundraiserPages.id),
    locale: text("locale", { enum: locales }).notNull(),
    presets: integer("presets").array().notNull(),
    colour: text("colour").notNull(),
    showMeter: boolean("show_meter").notNull().default(true),
    active: boolean("active").notNull().default(true),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The console's list, newest first.
    index("embed_codes_created_idx").on(table.createdAt),
    check(
      "embed_codes_one_target",
      sql`(${table.campaignId} is null) <> (${table.fundraiserPageId} is null)`,
    ),
    check("embed_codes_origins_count", sql`cardinality(${table.allowedOrigins}) between 1 and 10`),
    check("embed_codes_presets_count", sql`cardinality(${table.presets}) between 1 and 4`),
    check("embed_codes_colour", sql`${table.colour} ~ '^#[0-9a-f]{6}$'`),
    check("embed_codes_partner_name", sql`char_length(${table.partnerName}) between 1 and 80`),
  ],
);
