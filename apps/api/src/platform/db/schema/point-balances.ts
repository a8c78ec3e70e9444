import { bigint, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A user's incentive-point balance (the ledger's summary, docs/product/fundraiser-buddy.md#points-ledger),
 * moved by `recordLedgerChange` in the same transaction as every ledger insert or status change, so the
 * session and the volunteer calls read one row instead of summing the ledger. `rebuildPointBalances`
 * recomputes it.
 */
export const pointBalances = pgTable("point_balances", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Approved earnings and adjustments (badge credits excluded). */
  point: numeric("point", { precision: 14, scale: 2 }).notNull().default("0"),
  /** Approved spending (donate, withdraw, redeem). */
  withdrawalPoint: numeric("withdrawal_point", { precision: 14, scale: 2 }).notNull().default("0"),
  /** Pending spending: on hold. */
  withdrawalHold: numeric("withdrawal_hold", { precision: 14, scale: 2 }).notNull().default("0"),
  /** A donor's badge: new monthly donors referred, less those whose first payment was refunded. */
  referredMonthlyDonors: integer("referred_monthly_donors").notNull().default(0),
});

/**
 * A donor's badge input: the rupiah of their successful donations (by account or e-mail), recomputed
 * under the row's lock in the transaction that marks one of them paid or refunded. A user without a
 * row has it computed on first read.
 */
export const badgeTotals = pgTable("badge_totals", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  amount: bigint("amount", { mode: "number" }).notNull().default(0),
});
