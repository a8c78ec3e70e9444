import type { StaffReportedPage, StaffWallMessage, WallQueue } from "@rimbun/contract";
import { type WallReportReason, wallReportReasons } from "@rimbun/domain/donor-wall";
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { fundraisersChanged } from "../campaigns/recent-answers.ts";
import { audit } from "../platform/audit.ts";
import type { Database } from "../platform/db/client.ts";
import {
  donations,
  fundraiserPages,
  type WallMessageRow,
  wallMessages,
  wallReports,
} from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";

/*
 * The staff side of the wall (docs/product/fundraisers.md#staff): the queue of held and reported messages
 * and reported pages, and a staffer's decisions on a message (let through, hide, restore), each with a
 * reason kept in the audit log. A decision closes the message's open reports.
 */

/** How many of each kind the queue lists, oldest first. */
const QUEUE_LENGTH = 100;

type ReasonCounts = Record<WallReportReason, number>;

function noReports(): ReasonCounts {
  return Object.fromEntries(wallReportReasons.map((reason) => [reason, 0])) as ReasonCounts;
}

function countInto(counts: ReasonCounts, reason: string, count: number): void {
  if ((wallReportReasons as readonly string[]).includes(reason)) counts[reason as WallReportReason] += count;
}

function staffView(row: WallMessageRow, pageSlug: string | null, reports: ReasonCounts): StaffWallMessage {
  return {
    id: row.id,
    status: row.status,
    body: row.body,
    display: row.display,
    display_name: row.displayName,
    amount: row.shownAmount,
    campaign_slug: row.campaignSlug,
    fundraiser_page_slug: pageSlug,
    moderation_reason: row.moderationReason,
    moderated_at: row.moderatedAt?.toISOString() ?? null,
    aamiin_count: row.aamiinCount,
    open_reports: reports,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** Open reports of these messages, by message and reason. */
async function openMessageReports(db: Database, ids: string[]): Promise<Map<string, ReasonCounts>> {
  const byMessage = new Map<string, ReasonCounts>();
  if (ids.length === 0) return byMessage;
  const rows = await db
    .select({
      messageId: wallReports.messageId,
      reason: wallReports.reason,
      count: sql<number>`count(*)::int`,
    })
    .from(wallReports)
    .where(and(inArray(wallReports.messageId, ids), isNull(wallReports.resolvedAt)))
    .groupBy(wallReports.messageId, wallReports.reason);
  for (const row of rows) {
    if (!row.messageId) continue;
    const counts = byMessage.get(row.messageId) ?? noReports();
    countInto(counts, row.reason, row.count);
    byMessage.set(row.messageId, counts);
  }
  return byMessage;
}

async function queuedMessages(db: Database): Promise<StaffWallMessage[]> {
  const rows = await db
    .select({ message: wallMessages, pageSlug: fundraiserPages.slug })
    .from(wallMessages)
    .leftJoin(fundraiserPages, eq(fundraiserPages.id, wallMessages.fundraiserPageId))
    // The predicate of `wall_messages_review_idx`, as literals.
    .where(
      sql`${wallMessages.status} = 'held' or (${wallMessages.status} = 'visible' and ${wallMessages.reportCount} > 0)`,
    )
    .orderBy(asc(wallMessages.createdAt))
    .limit(QUEUE_LENGTH);
  const reports = await openMessageReports(
    db,
    rows.map((row) => row.message.id),
  );
  return rows.map((row) => staffView(row.message, row.pageSlug, reports.get(row.message.id) ?? noReports()));
}

async function reportedPages(db: Database): Promise<StaffReportedPage[]> {
  const rows = await db
    .select({
      pageId: wallReports.fundraiserPageId,
      reason: wallReports.reason,
      count: sql<number>`count(*)::int`,
      last: sql<string>`max(${wallReports.createdAt})`,
    })
    .from(wallReports)
    .where(and(isNull(wallReports.resolvedAt), isNotNull(wallReports.fundraiserPageId)))
    .groupBy(wallReports.fundraiserPageId, wallReports.reason);
  const byPage = new Map<string, { counts: ReasonCounts; last: Date }>();
  for (const row of rows) {
    if (!row.pageId) continue;
    const entry = byPage.get(row.pageId) ?? { counts: noReports(), last: new Date(0) };
    countInto(entry.counts, row.reason, row.count);
    const last = new Date(row.last);
    if (last > entry.last) entry.last = last;
    byPage.set(row.pageId, entry);
  }
  const ids = [...byPage.keys()];
  if (ids.length === 0) return [];
  const pages = await db
    .select({
      id: fundraiserPages.id,
      slug: fundraiserPages.slug,
      title: fundraiserPages.title,
      status: fundraiserPages.status,
      hiddenAt: fundraiserPages.hiddenAt,
    })
    .from(fundraiserPages)
    .where(inArray(fundraiserPages.id, ids));
  return pages
    .map((page) => {
      const entry = byPage.get(page.id) ?? { counts: noReports(), last: new Date(0) };
      return {
        id: page.id,
        slug: page.slug,
        title: page.title,
        status: page.status,
        hidden: page.hiddenAt !== null,
        open_reports: entry.counts,
        last_reported_at: entry.last.toISOString(),
      };
    })
    .sort((a, b) => a.last_reported_at.localeCompare(b.last_reported_at))
    .slice(0, QUEUE_LENGTH);
}

/** The moderation queue: held and reported messages, reported pages. */
export async function wallQueue(db: Database): Promise<WallQueue> {
  return { messages: await queuedMessages(db), pages: await reportedPages(db) };
}

export type WallDecision = "approve" | "hide" | "restore";

/** What a decision makes of a message in `status`, or null when it does not apply (409). */
function decide(
  decision: WallDecision,
  message: { status: WallMessageRow["status"]; reportCount: number; publishedAt: Date | null },
  donationStatus: string | null,
): { status: WallMessageRow["status"]; keepsReason: boolean } | null {
  if (decision === "approve") {
    if (message.status === "held") return { status: "visible", keepsReason: false };
    if (message.status === "visible" && message.reportCount > 0)
      return { status: "visible", keepsReason: false };
    return null;
  }
  if (decision === "hide")
    return message.status === "visible" || message.status === "held"
      ? { status: "hidden", keepsReason: true }
      : null;
  // Restore: a message a staffer hid, whose gift is still paid (a refund's hiding stays).
  return message.status === "hidden" && message.publishedAt !== null && donationStatus === "done"
    ? { status: "visible", keepsReason: false }
    : null;
}

/** A staffer's decision on a message, audited with their reason; its open reports are closed. */
export async function moderateMessage(
  db: Database,
  input: { messageId: string; decision: WallDecision; reason: string; staffUserId: string; now: Date },
): Promise<StaffWallMessage> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ message: wallMessages, donationStatus: donations.status, pageSlug: fundraiserPages.slug })
      .from(wallMessages)
      .leftJoin(donations, eq(donations.id, wallMessages.donationId))
      .leftJoin(fundraiserPages, eq(fundraiserPages.id, wallMessages.fundraiserPageId))
      .where(eq(wallMessages.id, input.messageId))
      .for("update", { of: wallMessages })
      .limit(1);
    if (!found) throw new ApiError("NOT_FOUND");
    const outcome = decide(input.decision, found.message, found.donationStatus);
    if (!outcome) throw new ApiError("CONFLICT");
    const [updated] = await tx
      .update(wallMessages)
      .set({
        status: outcome.status,
        moderationReason: outcome.keepsReason ? input.reason : null,
        moderatedBy: input.staffUserId,
        moderatedAt: input.now,
        reportCount: 0,
      })
      .where(eq(wallMessages.id, input.messageId))
      .returning();
    await tx
      .update(wallReports)
      .set({ resolvedAt: input.now })
      .where(and(eq(wallReports.messageId, input.messageId), isNull(wallReports.resolvedAt)));
    await audit(tx, {
      actorUserId: input.staffUserId,
      action: `wall.message.${input.decision}`,
      subject: input.messageId,
      data: { reason: input.reason, from: found.message.status, to: outcome.status },
    });
    fundraisersChanged();
    return staffView(updated as WallMessageRow, found.pageSlug, noReports());
  });
}

/** A staffer keeps a reported page as it is: its open reports are closed, audited with their reason. */
export async function dismissPageReports(
  db: Database,
  input: { pageId: string; reason: string; staffUserId: string; now: Date },
): Promise<{ dismissed: number }> {
  return db.transaction(async (tx) => {
    const [page] = await tx
      .select({ id: fundraiserPages.id })
      .from(fundraiserPages)
      .where(eq(fundraiserPages.id, input.pageId))
      .limit(1);
    if (!page) throw new ApiError("NOT_FOUND");
    const closed = await tx
      .update(wallReports)
      .set({ resolvedAt: input.now })
      .where(and(eq(wallReports.fundraiserPageId, input.pageId), isNull(wallReports.resolvedAt)))
      .returning({ id: wallReports.id });
    await audit(tx, {
      actorUserId: input.staffUserId,
      action: "wall.page.dismiss-reports",
      subject: input.pageId,
      data: { reason: input.reason, dismissed: closed.length },
    });
    return { dismissed: closed.length };
  });
}
