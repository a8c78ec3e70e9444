import type { RedeemShipping } from "@rimbun/domain/points";
import { sql } from "drizzle-orm";
import { bigint, index, jsonb, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, instant } from "./columns.ts";
import { donations } from "./donations.ts";
import { users } from "./users.ts";

export const pointTypes = ["earn", "donate", "withdraw", "redeem", "adjust"] as const;
export type PointType = (typeof pointTypes)[number];
export const pointStatuses = ["pending", "approved", "rejected"] as const;
export type PointStatus = (typeof pointStatuses)[number];

/**
 * Every change of points is a row (docs/product/fundraiser-buddy.md#points-ledger). For volunteers these are
 * incentive points; for donors they are badge points. Points are numeric(12,2), read and written as strings,
 * never floats.
 */
export const pointLedger = pgTable(
  "point_ledger",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: pointTypes }).notNull(),
    status: text("status", { enum: pointStatuses }).notNull(),
    points: numeric("points", { precision: 12, scale: 2 }).notNull(),
    /** Rupiah behind the entry (the donation for `earn`, the payout for `withdraw`). */
    amount: bigint("amount", { mode: "number" }),
    donationId: text("donation_id").references(() => donations.id, { onDelete: "set null" }),
    /** Why the points moved, e.g. `referral` or `own-donation`; one credit per reason and donation. */
    reason: text("reason").notNull(),
    description: text("description"),
    notes: text("notes"),
    /** Where a physical reward is sent (address, postal code, phone, T-shirt size); null otherwise. */
    shipping: jsonb("shipping").$type<RedeemShipping>(),
    decidedAt: instant("decided_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("point_ledger_user_created_idx").on(table.userId, table.createdAt),
    index("point_ledger_status_idx").on(table.status, table.type, table.createdAt),
    // The reports' points liability: approved entries by the moment they counted (decided, else created).
    index("point_ledger_effective_idx")
      .on(sql`coalesce(${table.decidedAt}, ${table.createdAt})`)
      .where(sql`${table.status} = 'approved'`),
    // A webhook delivered twice can never credit the same donation twice.
    uniqueIndex("point_ledger_donation_credit_idx").on(table.donationId, table.userId, table.reason),
  ],
);
