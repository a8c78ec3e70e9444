import { CAMPAIGN_SLUG_PATTERN, type Wall } from "@rimbun/contract";
import { WALL_PAGE_DEFAULT } from "@rimbun/domain/donor-wall";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";

import type { Database } from "../platform/db/client.ts";
import { campaigns, fundraiserPages, wallMessages } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";

/*
 * The public walls (docs/product/fundraisers.md#donor-wall), newest first, read backwards from the partial
 * indexes `wall_messages_campaign_idx` / `wall_messages_page_idx` (visible messages by campaign or page and
 * published time) with a LIMIT and a keyset cursor, so a page costs the same on a wall of any length. Only
 * what the donor chose to show leaves: the name as shown, the text, the amount when allowed, the Aamiin
 * count and the time; never an e-mail, a phone, a donation or a page id.
 */

/** Where the next (older) page starts: the last message's published time and id, opaque to the client. */
interface Cursor {
  at: Date;
  id: string;
}

const CURSOR_PATTERN = /^(\d{1,15})\.([A-Za-z0-9-]{1,64})$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at.getTime()}.${cursor.id}`).toString("base64url");
}

/** The cursor a client sent back; a forged or damaged one is a 400 naming `before`. */
export function decodeCursor(text: string): Cursor {
  const match = CURSOR_PATTERN.exec(Buffer.from(text, "base64url").toString("utf8"));
  const at = match ? new Date(Number(match[1])) : null;
  if (!match?.[2] || !at || Number.isNaN(at.getTime()))
    throw new ApiError("VALIDATION", { fields: { before: "error.validation" } });
  return { at, id: match[2] };
}

export interface WallRead {
  before?: string | undefined;
  limit?: number | undefined;
}

/** One page of visible messages where `scope` holds (a campaign's or a page's), newest first. */
async function readWall(db: Database, scope: SQL, read: WallRead): Promise<Wall> {
  const limit = read.limit ?? WALL_PAGE_DEFAULT;
  const cursor = read.before ? decodeCursor(read.before) : null;
  const rows = await db
    .select({
      id: wallMessages.id,
      displayName: wallMessages.displayName,
      body: wallMessages.body,
      shownAmount: wallMessages.shownAmount,
      aamiinCount: wallMessages.aamiinCount,
      publishedAt: wallMessages.publishedAt,
    })
    .from(wallMessages)
    .where(
      and(
        scope,
        // A literal, so the planner matches the partial indexes' predicate.
        sql`${wallMessages.status} = 'visible'`,
        cursor
          ? sql`(${wallMessages.publishedAt}, ${wallMessages.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(wallMessages.publishedAt), desc(wallMessages.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    messages: shown.map((row) => ({
      id: row.id,
      display_name: row.displayName,
      body: row.body,
      amount: row.shownAmount,
      aamiin_count: row.aamiinCount,
      published_at: (row.publishedAt as Date).toISOString(),
    })),
    next_before:
      rows.length > limit && last ? encodeCursor({ at: last.publishedAt as Date, id: last.id }) : null,
  };
}

export function mayBeSlug(slug: string): boolean {
  return slug.length <= 100 && CAMPAIGN_SLUG_PATTERN.test(slug);
}

/** A published campaign's wall, or null (a draft, a closed campaign, a programme, an unknown slug). */
export async function campaignWall(db: Database, slug: string, read: WallRead): Promise<Wall | null> {
  if (!mayBeSlug(slug)) return null;
  const [campaign] = await db
    .select({ slug: campaigns.slug })
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), eq(campaigns.kind, "campaign"), eq(campaigns.status, "published")))
    .limit(1);
  if (!campaign) return null;
  return readWall(db, eq(wallMessages.campaignSlug, slug), read);
}

/**
 * The id of a fundraiser page the site shows (docs/product/fundraisers.md#pages): `live` or `paused`, not
 * hidden by staff, for a published campaign or the general fund; null for anything else.
 */
export async function shownPageId(db: Database, slug: string): Promise<string | null> {
  if (!mayBeSlug(slug)) return null;
  const [page] = await db
    .select({ id: fundraiserPages.id })
    .from(fundraiserPages)
    .leftJoin(campaigns, eq(campaigns.slug, fundraiserPages.campaignSlug))
    .where(
      and(
        eq(fundraiserPages.slug, slug),
        sql`${fundraiserPages.status} in ('live', 'paused')`,
        isNull(fundraiserPages.hiddenAt),
        sql`(${fundraiserPages.campaignSlug} is null or (${campaigns.kind} = 'campaign' and ${campaigns.status} = 'published'))`,
      ),
    )
    .limit(1);
  return page?.id ?? null;
}

/** A shown fundraiser page's wall, or null. */
export async function pageWall(db: Database, slug: string, read: WallRead): Promise<Wall | null> {
  const pageId = await shownPageId(db, slug);
  if (!pageId) return null;
  return readWall(db, eq(wallMessages.fundraiserPageId, pageId), read);
}
