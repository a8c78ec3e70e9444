import { sql } from "drizzle-orm";
import type { Database } from "./db/client.ts";
import { auditLog, users } from "./db/schema/index.ts";

/** One audit entry; the actor's e-mail, name and role are copied from their account in the same statement. */
export async function audit(
  db: Database,
  entry: { actorUserId?: string | null; action: string; subject?: string; data?: Record<string, unknown> },
): Promise<void> {
  const actorUserId = entry.actorUserId ?? null;
  const actor = (column: typeof users.email | typeof users.name | typeof users.role) =>
    actorUserId ? sql`(select ${column} from ${users} where ${users.id} = ${actorUserId})` : null;
  await db.insert(auditLog).values({
    actorUserId,
    actorEmail: actor(users.email),
    actorName: actor(users.name),
    actorRole: actor(users.role),
    action: entry.action,
    subject: entry.subject ?? null,
    data: entry.data ?? {},
  });
}
