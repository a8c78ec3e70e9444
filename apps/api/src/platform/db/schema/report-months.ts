import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The staff reports' closed months (docs/decisions/ledger-aggregates.md): one row per Jakarta month with its
 * figures as the reports service folds them. The database's triggers bump `version` and clear
 * `record` in the transaction of any change that moves a month (a late refund, a plan stopped, a
 * ledger entry dated in it), so the next call recomputes that month alone; a record computed while
 * such a change committed is not stored (its version moved on).
 */
export const reportMonths = pgTable("report_months", {
  month: text("month").primaryKey(),
  version: integer("version").notNull().default(0),
  record: jsonb("record"),
});
