import { bigint, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** The campaigns' money facts; their stories live in the site's content files. */
export const campaigns = pgTable("campaigns", {
  slug: text("slug").primaryKey(),
  target: bigint("target", { mode: "number" }).notNull(),
  createdAt: createdAt(),
});
