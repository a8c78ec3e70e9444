import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { locales } from "./users.ts";

/** Call 17: who asked for the impact report, and whether they want the newsletter. */
export const reportRequests = pgTable(
  "report_requests",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    newsletter: boolean("newsletter").notNull(),
    locale: text("locale", { enum: locales }).notNull().default("id"),
    createdAt: createdAt(),
  },
  (table) => [index("report_requests_created_idx").on(table.createdAt)],
);
