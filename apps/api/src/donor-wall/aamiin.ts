import type { Aamiin } from "@rimbun/contract";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { wallAamiins, wallMessages } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";

/**
 * One browser's Aamiin on a visible message (docs/product/fundraisers.md#donor-wall): counted once per
 * browser key by the table's primary key, so a repeat (or a race of two) changes nothing and answers the
 * same count. A message that is not visible (awaiting its payment, held, hidden, unknown) is a 404.
 */
export async function sayAamiin(db: Database, messageId: string, browserKey: string): Promise<Aamiin> {
  return db.transaction(async (tx) => {
    const added = await tx.execute(sql`
      insert into ${wallAamiins} (message_id, browser_key)
      select ${wallMessages.id}, ${browserKey} from ${wallMessages}
      where ${wallMessages.id} = ${messageId} and ${wallMessages.status} = 'visible'
      on conflict do nothing
      returning message_id`);
    const counted = rowsOf(added).length > 0;
    const [message] = counted
      ? await tx
          .update(wallMessages)
          .set({ aamiinCount: sql`${wallMessages.aamiinCount} + 1` })
          .where(eq(wallMessages.id, messageId))
          .returning({ count: wallMessages.aamiinCount, status: wallMessages.status })
      : await tx
          .select({ count: wallMessages.aamiinCount, status: wallMessages.status })
          .from(wallMessages)
          .where(eq(wallMessages.id, messageId))
          .limit(1);
    if (message?.status !== "visible") throw new ApiError("NOT_FOUND");
    return { message_id: messageId, aamiin_count: message.count };
  });
}

/** The rows of a raw statement's result, on PGlite and postgres.js alike. */
export function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows : [];
}
