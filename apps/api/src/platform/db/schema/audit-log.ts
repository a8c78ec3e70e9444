import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

/**
 * Who changed what: sign-ins, password changes, payment status changes, referral edits, staff actions.
 * The actor's e-mail, name and role are copied at the time of the action, so an entry still names who
 * did it after that account changes its name or address (docs/security.md, "Audit trail"); a donor who
 * deletes their account has the copies replaced like their other records.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email"),
    actorName: text("actor_name"),
    actorRole: text("actor_role"),
    action: text("action").notNull(),
    subject: text("subject"),
    data: jsonb("data").notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_subject_idx").on(table.subject),
    // The audit screen's filters (docs/product/staff-console.md#audit-log): one person's actions, one kind of
    // action, newest first.
    index("audit_log_actor_created_idx").on(table.actorUserId, table.createdAt),
    // Filtering by the e-mail an actor had at the time of the action.
    index("audit_log_actor_email_created_idx").on(sql`lower(${table.actorEmail})`, table.createdAt),
    index("audit_log_action_created_idx").on(table.action.op("text_pattern_ops"), table.createdAt),
  ],
);
