import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, instant } from "./columns.ts";
import { locales } from "./users.ts";

export const applicationStatuses = ["pending", "approved", "rejected"] as const;

/**
 * Call 14: a signup waits here until an administrator approves it
 * (docs/product/fundraiser-buddy.md#volunteers).
 */
export const volunteerApplications = pgTable(
  "volunteer_applications",
  {
    id: id(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    sex: text("sex").notNull(),
    birthDate: text("birth_date"),
    province: text("province"),
    city: text("city"),
    occupation: text("occupation"),
    institution: text("institution"),
    hobby: text("hobby"),
    source: text("source"),
    motivation: text("motivation"),
    instagram: text("instagram"),
    trainingAgreed: boolean("training_agreed").notNull(),
    status: text("status", { enum: applicationStatuses }).notNull().default("pending"),
    locale: text("locale", { enum: locales }).notNull().default("id"),
    decidedAt: instant("decided_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("volunteer_applications_status_idx").on(table.status, table.createdAt),
    index("volunteer_applications_email_idx").on(sql`lower(${table.email})`),
  ],
);
