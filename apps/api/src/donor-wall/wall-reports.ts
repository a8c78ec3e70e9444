import type { WallReportReason } from "@rimbun/domain/donor-wall";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { fundraiserPages, wallMessages, wallReports } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { shownPageId } from "./wall-reads.ts";

/*
 * Visitors' reports (docs/product/fundraisers.md#donor-wall): once per browser and item, whatever a
 * staffer did with the first one; the item stays shown until a staffer acts. The item's row is locked
 * while the browser's earlier report is looked for, so two racing requests from one browser count once.
 */

/** Reports a visible message; a repeat from the same browser changes nothing. */
export async function reportMessage(
  db: Database,
  messageId: string,
  reason: WallReportReason,
  browserKey: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: wallMessages.id })
      .from(wallMessages)
      .where(and(eq(wallMessages.id, messageId), sql`${wallMessages.status} = 'visible'`))
      .for("update")
      .limit(1);
    if (!message) throw new ApiError("NOT_FOUND");
    const [earlier] = await tx
      .select({ id: wallReports.id })
      .from(wallReports)
      .where(and(eq(wallReports.messageId, messageId), eq(wallReports.browserKey, browserKey)))
      .limit(1);
    if (earlier) return;
    await tx.insert(wallReports).values({ messageId, reason, browserKey });
    await tx
      .update(wallMessages)
      .set({ reportCount: sql`${wallMessages.reportCount} + 1` })
      .where(eq(wallMessages.id, messageId));
  });
}

/** Reports a fundraiser page the site shows; a repeat from the same browser changes nothing. */
export async function reportPage(
  db: Database,
  slug: string,
  reason: WallReportReason,
  browserKey: string,
): Promise<void> {
  const pageId = await shownPageId(db, slug);
  if (!pageId) throw new ApiError("NOT_FOUND");
  await db.transaction(async (tx) => {
    await tx
      .select({ id: fundraiserPages.id })
      .from(fundraiserPages)
      .where(eq(fundraiserPages.id, pageId))
      .for("update");
    const [earlier] = await tx
      .select({ id: wallReports.id })
      .from(wallReports)
      .where(and(eq(wallReports.fundraiserPageId, pageId), eq(wallReports.browserKey, browserKey)))
      .limit(1);
    if (!earlier) await tx.insert(wallReports).values({ fundraiserPageId: pageId, reason, browserKey });
  });
}
