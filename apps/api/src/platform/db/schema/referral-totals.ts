import { bigint, index, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * The leaderboard's aggregate (rank by points earned in the period,
 * docs/product/fundraiser-buddy.md#leaderboard): one row per volunteer and period (`all` or `YYYY-MM` in
 * Jakarta), kept current in the same transaction as each referral credit, so call 21 reads a few hundred rows
 * instead of summing a million donations.
 */
export const referralTotals = pgTable(
  "referral_totals",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    points: numeric("points", { precision: 14, scale: 2 }).notNull().default("0"),
    donations: bigint("donations", { mode: "number" }).notNull().default(0),
    donors: integer("donors").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.period] }),
    index("referral_totals_rank_idx").on(table.period, table.points, table.donations),
  ],
);

/** Which donors a volunteer already counted in a period (so `donors` counts each e-mail once). */
export const referralDonors = pgTable(
  "referral_donors",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    email: text("email").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.period, table.email] })],
);
