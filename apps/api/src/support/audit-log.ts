import type { AuditPage, ListAuditEntriesQuery } from "@rimbun/contract";
import { staffRoles } from "@rimbun/domain/constants";
import { and, desc, eq, inArray, like, lt, or, type SQL, sql } from "drizzle-orm";
import { createdWithin } from "../donations/history.ts";
import type { Database } from "../platform/db/client.ts";
import { auditLog, users } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";

export const AUDIT_PAGE_SIZE = 50;

/**
 * The page cursor: the last entry's time as the database wrote it (microseconds: a JavaScript Date would
 * round them away and skip entries) and its id, for entries written in the same instant.
 */
function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString("base64url");
}

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [unknown, unknown];
    if (typeof id !== "string" || typeof at !== "string" || Number.isNaN(Date.parse(at)))
      throw new Error("bad cursor");
    return { at, id };
  } catch {
    throw new ApiError("VALIDATION", { fields: { before: "error.validation" } });
  }
}

/** `LIKE` prefix with its wildcards taken literally (an action named `a_b` must not match `axb`). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

type AuditQuery = Omit<ListAuditEntriesQuery, "actors"> & { actors: "staff" | "all" };

async function actorCondition(db: Database, query: AuditQuery): Promise<SQL | undefined> {
  if (!query.actor)
    return query.actors === "staff" ? inArray(auditLog.actorRole, [...staffRoles]) : undefined;
  const email = query.actor.toLowerCase();
  const [actor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  // The entries written under that address at the time, and those of the account holding it now.
  const byAddress = eq(sql`lower(${auditLog.actorEmail})`, email);
  return actor ? or(byAddress, eq(auditLog.actorUserId, actor.id)) : byAddress;
}

/**
 * The audit screen's page: newest first, filtered by actor (staff and admins by default, or one e-mail: as it was at the time or the account's now),
 * action prefix and Jakarta days; keyset-paged on (created_at, id) over the audit log's indexes.
 */
export async function listAuditEntries(db: Database, query: AuditQuery): Promise<AuditPage> {
  const actor = await actorCondition(db, query);
  const cursor = query.before ? decodeCursor(query.before) : null;
  const conditions = [
    actor,
    query.action ? like(auditLog.action, `${escapeLike(query.action)}%`) : undefined,
    ...createdWithin(auditLog.createdAt, query),
    cursor
      ? or(
          sql`${auditLog.createdAt} < ${cursor.at}::timestamptz`,
          and(sql`${auditLog.createdAt} = ${cursor.at}::timestamptz`, lt(auditLog.id, cursor.id)),
        )
      : undefined,
  ];
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      atExact: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      action: auditLog.action,
      subject: auditLog.subject,
      data: auditLog.data,
      actorEmail: auditLog.actorEmail,
      actorName: auditLog.actorName,
      actorRole: auditLog.actorRole,
    })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map((row) => {
      const data = (row.data ?? {}) as Record<string, unknown>;
      return {
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actorEmail
          ? { email: row.actorEmail, name: row.actorName ?? "", role: row.actorRole ?? "donor" }
          : null,
        action: row.action,
        subject: row.subject,
        reason: typeof data.reason === "string" ? data.reason : null,
        data,
      };
    }),
    next: rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor(last.atExact, last.id) : null,
  };
}
