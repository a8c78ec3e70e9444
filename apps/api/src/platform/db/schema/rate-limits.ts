import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

/** Fixed-window counters for login and forgot, in the database so every API process shares them. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: instant("window_start").notNull(),
});
