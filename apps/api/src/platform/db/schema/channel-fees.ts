import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Staff overrides of a channel's fee (docs/product/staff-console.md#channel-fees): one row per channel
 * that differs from the domain's defaults (`defaultChannelFees`); the arithmetic stays in the domain.
 */
export const channelFees = pgTable("channel_fees", {
  channel: text("channel").primaryKey(),
  fixed: bigint("fixed", { mode: "number" }).notNull(),
  percentBasisPoints: integer("percent_basis_points").notNull(),
  vatBasisPoints: integer("vat_basis_points").notNull(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});
