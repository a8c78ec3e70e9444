import { desc, eq } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { emailOutbox } from "../platform/db/schema/index.ts";

/** The development outbox viewer's reads (mail/routes/dev-outbox.ts; never in production). */

/** The newest 200 mails of the outbox. */
export async function recentOutbox(db: Database) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      kind: emailOutbox.kind,
      locale: emailOutbox.locale,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      text: emailOutbox.text,
      html: emailOutbox.html,
      headers: emailOutbox.headers,
      attachments: emailOutbox.attachments,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(200);
}

/** One mail of the outbox, or undefined. */
export async function outboxMail(db: Database, id: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
}
