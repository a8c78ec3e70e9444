import type { PublicEmbed } from "@rimbun/contract";
import { isEmbedCode } from "@rimbun/domain/embeds";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { recentAnswer } from "../campaigns/recent-answers.ts";
import type { Database } from "../platform/db/client.ts";
import {
  campaigns,
  campaignTotals,
  embedCodes,
  fundraiserPages,
  fundraiserPageTotals,
} from "../platform/db/schema/index.ts";
import { pageTitles } from "./targets.ts";

/**
 * The public answer of one code (docs/product/embeds.md#public-code): one read by primary key joined to the
 * target and its running totals (`campaign_totals`, `fundraiser_page_totals`), so its cost is the same at any
 * number of gifts. Null for a malformed, unknown or inactive code, and for one whose target no longer takes
 * gifts (a closed campaign, a paused or hidden page): the button would only lead to a refusal.
 */
async function loadPublicEmbed(db: Database, id: string): Promise<PublicEmbed | null> {
  const row = await readEmbedWithTotals(db, id);
  return row ? publicAnswer(row) : null;
}

/** The active code joined to its target (only while it takes gifts) and the target's running totals. */
async function readEmbedWithTotals(db: Database, id: string) {
  const [row] = await db
    .select({
      code: embedCodes,
      campaign: {
        titleId: campaigns.titleId,
        titleEn: campaigns.titleEn,
        target: campaigns.target,
        raisedOffline: campaigns.raisedOffline,
      },
      campaignRaised: campaignTotals.raised,
      campaignDonors: campaignTotals.donorCount,
      page: {
        slug: fundraiserPages.slug,
        locale: fundraiserPages.locale,
        title: fundraiserPages.title,
        titleAlt: fundraiserPages.titleAlt,
        goal: fundraiserPages.goal,
      },
      pageRaised: fundraiserPageTotals.raised,
      pageDonors: fundraiserPageTotals.donorCount,
    })
    .from(embedCodes)
    .leftJoin(
      campaigns,
      and(
        eq(campaigns.slug, embedCodes.campaignId),
        eq(campaigns.kind, "campaign"),
        eq(campaigns.status, "published"),
      ),
    )
    .leftJoin(campaignTotals, eq(campaignTotals.campaignSlug, embedCodes.campaignId))
    .leftJoin(
      fundraiserPages,
      and(
        eq(fundraiserPages.id, embedCodes.fundraiserPageId),
        eq(fundraiserPages.status, "live"),
        isNull(fundraiserPages.hiddenAt),
        // A page for a campaign takes gifts while that campaign does (fundraisers/teams.ts shownPage).
        or(
          isNull(fundraiserPages.campaignSlug),
          sql`exists (select 1 from ${campaigns} c where c.slug = ${fundraiserPages.campaignSlug} and c.status = 'published' and c.kind = 'campaign')`,
        ),
      ),
    )
    .leftJoin(fundraiserPageTotals, eq(fundraiserPageTotals.pageId, embedCodes.fundraiserPageId))
    .where(and(eq(embedCodes.id, id), eq(embedCodes.active, true)))
    .limit(1);
  return row ?? null;
}

function publicAnswer(row: NonNullable<Awaited<ReturnType<typeof readEmbedWithTotals>>>): PublicEmbed | null {
  const { code } = row;
  const common = {
    id: code.id,
    locale: code.locale,
    presets: code.presets,
    colour: code.colour,
    show_meter: code.showMeter,
    allowed_origins: code.allowedOrigins,
  };
  if (code.campaignId !== null && row.campaign) {
    return {
      ...common,
      target: {
        kind: "campaign",
        slug: code.campaignId,
        title: { id: row.campaign.titleId, en: row.campaign.titleEn },
      },
      meter: {
        // As the campaign page counts it (campaigns/figures.ts): gifts here plus gifts recorded offline.
        raised_idr: (row.campaignRaised ?? 0) + row.campaign.raisedOffline,
        goal_idr: row.campaign.target,
        donors: row.campaignDonors ?? 0,
      },
    };
  }
  if (code.fundraiserPageId !== null && row.page) {
    return {
      ...common,
      target: { kind: "fundraiser_page", slug: row.page.slug, title: pageTitles(row.page) },
      meter: { raised_idr: row.pageRaised ?? 0, goal_idr: row.page.goal, donors: row.pageDonors ?? 0 },
    };
  }
  return null;
}

/** GET /v1/embeds/{id}'s answer, reused for a second in this process (a partner's page can be busy). */
export function publicEmbed(db: Database, id: string): Promise<PublicEmbed | null> {
  if (!isEmbedCode(id)) return Promise.resolve(null);
  return recentAnswer(db, `embed:${id}`, () => loadPublicEmbed(db, id));
}

/** The active codes among `ids` with their targets and origins: what a gift and its result pages may use. */
export async function activeEmbedCodes(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: embedCodes.id,
      campaignId: embedCodes.campaignId,
      fundraiserPageId: embedCodes.fundraiserPageId,
      allowedOrigins: embedCodes.allowedOrigins,
    })
    .from(embedCodes)
    .where(and(inArray(embedCodes.id, ids), eq(embedCodes.active, true)));
}
