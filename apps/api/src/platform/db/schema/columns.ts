import { text, timestamp } from "drizzle-orm/pg-core";

/** Shared columns: ids are random UUID text, dates are UTC instants (shown in Jakarta time). */
export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());

export const instant = (name: string) => timestamp(name, { withTimezone: true });
