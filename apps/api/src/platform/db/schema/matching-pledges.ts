import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, instant } from "./columns.ts";
import { donations } from "./donations.ts";
import { images } from "./images.ts";

/**
 * A partner's promise to match the gifts to one campaign (docs/product/campaigns.md#matching-pledges): each
 * paid gift adds `ratio` times itself, until `used` reaches `cap`, on the Jakarta days from `starts_on` to
 * `ends_on`. `used` is the running total of the matches (moved in the payment's transaction under this row's
 * lock), so the public figures read one row per pledge, never the donations.
 */
export const matchingPledges = pgTable(
  "matching_pledges",
  {
    id: id(),
    campaignSlug: text("campaign_slug").notNull(),
    partnerName: text("partner_name").notNull(),
    logoImageId: text("logo_image_id").references(() => images.id),
    /** Rupiah the partner adds per rupiah given: 1 doubles a gift, 2 triples it. */
    ratio: integer("ratio").notNull(),
    cap: bigint("cap", { mode: "number" }).notNull(),
    used: bigint("used", { mode: "number" }).notNull().default(0),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    /** Set when staff end the pledge early: no gift paid after it is matched. */
    endedAt: instant("ended_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("matching_pledges_campaign_idx").on(table.campaignSlug, table.startsOn),
    check("matching_pledges_used_within_cap", sql`${table.used} >= 0 and ${table.used} <= ${table.cap}`),
    check("matching_pledges_ratio", sql`${table.ratio} between 1 and 2`),
    check("matching_pledges_period", sql`${table.startsOn} <= ${table.endsOn}`),
  ],
);

/**
 * The match one paid gift received (at most one per donation): what the partner's statement lists. A refund
 * gives the amount back to the pledge and marks the row `reversed_at`; the row stays for the audit.
 */
export const donationMatches = pgTable(
  "donation_matches",
  {
    donationId: text("donation_id")
      .primaryKey()
      .references(() => donations.id),
    pledgeId: text("pledge_id")
      .notNull()
      .references(() => matchingPledges.id),
    /** The gift that was matched (without any covered fee) and the match it received, rupiah. */
    gift: bigint("gift", { mode: "number" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    matchedAt: instant("matched_at").notNull(),
    reversedAt: instant("reversed_at"),
  },
  (table) => [index("donation_matches_pledge_idx").on(table.pledgeId, table.matchedAt)],
);
