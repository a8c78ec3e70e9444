import { boolean, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, instant } from "./columns.ts";
import { users } from "./users.ts";

/**
 * better-auth's two-factor model (docs/decisions/two-factor.md): one row per enrolled account. The
 * TOTP secret and the recovery codes are encrypted with AUTH_SECRET by better-auth; `verified` turns
 * true once the first code confirmed the enrolment; the failure count and lock are its per-account lockout.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: id(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: instant("locked_until"),
  },
  // One enrolment per account: better-auth looks the row up by user.
  (table) => [uniqueIndex("two_factors_user_idx").on(table.userId)],
);
