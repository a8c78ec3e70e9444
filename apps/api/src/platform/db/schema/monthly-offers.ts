import { bigint, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAt, id, instant } from "./columns.ts";
import { recurringPlans } from "./recurring-plans.ts";

/**
 * "Monthly instead" in the one-time flow (docs/product/donation-flow.md#monthly-instead): how often the
 * offer was shown and taken, one row per Jakarta month (`YYYY-MM`), counted by a throttled public call
 * so the staff report reads one row a month.
 */
export const monthlyOfferMonths = pgTable("monthly_offer_months", {
  month: text("month").primaryKey(),
  shown: integer("shown").notNull().default(0),
  taken: integer("taken").notNull().default(0),
});

/**
 * The yearly upgrade link (docs/product/monthly-giving.md#upgrade-links): one offer per plan and
 * anniversary year, the amounts it was made for, and when its link was used (once).
 */
export const planUpgradeOffers = pgTable(
  "plan_upgrade_offers",
  {
    id: id(),
    planId: text("plan_id")
      .notNull()
      .references(() => recurringPlans.id, { onDelete: "cascade" }),
    /** The anniversary's year: one offer per plan and year. */
    year: integer("year").notNull(),
    fromAmount: bigint("from_amount", { mode: "number" }).notNull(),
    toAmount: bigint("to_amount", { mode: "number" }).notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (table) => [
    unique("plan_upgrade_offers_plan_year").on(table.planId, table.year),
    index("plan_upgrade_offers_created_idx").on(table.createdAt),
  ],
);
