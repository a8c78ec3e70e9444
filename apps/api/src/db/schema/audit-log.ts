import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

/** Who changed what: sign-ins, password changes, payment status changes, referral edits. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorUserId: text("actor_user_id"),
    action: text("action").notNull(),
    subject: text("subject"),
    data: jsonb("data").notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_subject_idx").on(table.subject),
    // The audit screen's filters (issue 12): one person's actions, one kind of action, newest first.
    index("audit_log_actor_created_idx").on(table.actorUserId, table.createdAt),
    index("audit_log_action_created_idx").on(table.action.op("text_pattern_ops"), table.createdAt),
  ],
);
