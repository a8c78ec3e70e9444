import type { EmbedTarget } from "@rimbun/contract";
import type { EmbedTargetKind } from "@rimbun/domain/embeds";
import { messages } from "@rimbun/domain/messages";
import { and, eq, inArray } from "drizzle-orm";
import { shownPage } from "../fundraisers/teams.ts";
import type { Database } from "../platform/db/client.ts";
import { campaigns, fundraiserPages } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";

/** A code's target as stored: exactly one of the two (the table's check says so too). */
export interface StoredTarget {
  campaignId: string | null;
  fundraiserPageId: string | null;
}

function targetRefused(): ApiError {
  return new ApiError("VALIDATION", {
    messageId: messages.embedTarget.id,
    fields: { "target.slug": messages.embedTarget.id },
  });
}

/**
 * The target staff name by slug, as stored: a campaign taking gifts (published, not a programme) or a live,
 * shown fundraiser page. Anything else is 400 `embed.target`: a code for a page nobody can give to is useless.
 */
export async function resolveEmbedTarget(
  db: Database,
  target: { kind: EmbedTargetKind; slug: string },
): Promise<StoredTarget> {
  if (target.kind === "campaign") {
    const [campaign] = await db
      .select({ slug: campaigns.slug })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.slug, target.slug),
          eq(campaigns.kind, "campaign"),
          eq(campaigns.status, "published"),
        ),
      )
      .limit(1);
    if (!campaign) throw targetRefused();
    return { campaignId: campaign.slug, fundraiserPageId: null };
  }
  const [page] = await db
    .select({ id: fundraiserPages.id })
    .from(fundraiserPages)
    .where(and(eq(fundraiserPages.slug, target.slug), eq(fundraiserPages.status, "live"), shownPage()))
    .limit(1);
  if (!page) throw targetRefused();
  return { campaignId: null, fundraiserPageId: page.id };
}

/** A fundraiser page's title in both languages: its own language's, and the other one's when written. */
export function pageTitles(page: { locale: "id" | "en"; title: string; titleAlt: string | null }) {
  const other = page.titleAlt?.trim() ? page.titleAlt : page.title;
  return page.locale === "en" ? { id: other, en: page.title } : { id: page.title, en: other };
}

/** The targets of several codes with their titles, by campaign slug and by page id (two reads at most). */
export async function targetViews(
  db: Database,
  stored: readonly StoredTarget[],
): Promise<(target: StoredTarget) => EmbedTarget> {
  const slugs = [...new Set(stored.map((t) => t.campaignId).filter((id) => id !== null))];
  const pageIds = [...new Set(stored.map((t) => t.fundraiserPageId).filter((id) => id !== null))];
  const campaignRows = slugs.length
    ? await db
        .select({ slug: campaigns.slug, titleId: campaigns.titleId, titleEn: campaigns.titleEn })
        .from(campaigns)
        .where(inArray(campaigns.slug, slugs))
    : [];
  const pageRows = pageIds.length
    ? await db
        .select({
          id: fundraiserPages.id,
          slug: fundraiserPages.slug,
          locale: fundraiserPages.locale,
          title: fundraiserPages.title,
          titleAlt: fundraiserPages.titleAlt,
        })
        .from(fundraiserPages)
        .where(inArray(fundraiserPages.id, pageIds))
    : [];
  const campaignsBySlug = new Map(campaignRows.map((row) => [row.slug, row]));
  const pagesById = new Map(pageRows.map((row) => [row.id, row]));
  return (target) => {
    if (target.campaignId !== null) {
      const campaign = campaignsBySlug.get(target.campaignId);
      return {
        kind: "campaign",
        slug: target.campaignId,
        title: { id: campaign?.titleId ?? "", en: campaign?.titleEn ?? "" },
      };
    }
    const page = pagesById.get(target.fundraiserPageId ?? "");
    return {
      kind: "fundraiser_page",
      slug: page?.slug ?? "",
      title: page ? pageTitles(page) : { id: "", en: "" },
    };
  };
}
