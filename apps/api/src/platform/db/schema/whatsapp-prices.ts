import { date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

/**
 * What Meta charges per WhatsApp template message by category, in rupiah, from a Jakarta day on
 * (docs/product/staff-console.md#whatsapp-prices). A change is a new row, never an update: the reports
 * price each message by the row in force on the day it was sent, so past months keep their cost.
 */
export const whatsAppPrices = pgTable(
  "whatsapp_prices",
  {
    id: id(),
    category: text("category", { enum: ["utility", "authentication", "marketing"] }).notNull(),
    priceIdr: integer("price_idr").notNull(),
    /** The Jakarta day the price applies from (`YYYY-MM-DD`). */
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("whatsapp_prices_category_idx").on(table.category, table.effectiveFrom, table.createdAt)],
);
