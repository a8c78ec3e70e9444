import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Every referral code ever given, lower-cased: a code once used is never handed to anyone else, so a
 * freed code cannot pull someone else's referred donors or later points (docs/security.md#threat-model).
 */
export const referralCodes = pgTable("referral_codes", {
  code: text("code").primaryKey(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
