import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";

export async function audit(
  db: Database,
  entry: { actorUserId?: string | null; action: string; subject?: string; data?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId ?? null,
    action: entry.action,
    subject: entry.subject ?? null,
    data: entry.data ?? {},
  });
}
