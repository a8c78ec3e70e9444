import {
  FUNDRAISER_SLUG_PATTERN,
  type PublicFundraiserPage,
  SITE_FUNDRAISER_LIST_PAGES,
  SITE_FUNDRAISER_LIST_TEAMS,
  type SiteFundraiserList,
} from "@rimbun/contract";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Services } from "../platform/context.ts";
import { fundraiserPages, teams, users } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { pageCommon, pageRelations } from "./pages.ts";
import { shownPage } from "./teams.ts";

/**
 * GET /v1/site/fundraisers/{slug}: a shown page with its figures (from the running totals), its campaign's
 * title and its owner's name and avatar (never an e-mail or phone). Anything else is a real 404
 * (docs/product/fundraisers.md#pages), also an address no slug can have (a NUL byte is an error in PostgreSQL).
 */
export async function getSiteFundraiserPage(services: Services, slug: string): Promise<PublicFundraiserPage> {
  if (!FUNDRAISER_SLUG_PATTERN.test(slug)) throw new ApiError("NOT_FOUND");
  const [found] = await services.db
    .select({ page: fundraiserPages, ownerName: users.name, ownerAvatar: users.avatar })
    .from(fundraiserPages)
    .leftJoin(users, and(eq(users.id, fundraiserPages.ownerUserId), isNull(users.deletedAt)))
    .where(and(eq(fundraiserPages.slug, slug), shownPage()))
    .limit(1);
  if (!found) throw new ApiError("NOT_FOUND");
  const { page } = found;
  const relations = await pageRelations(services, [page]);
  const { gifts: _gifts, ...common } = pageCommon(page, relations);
  const status = page.status === "paused" ? "paused" : "live";
  return {
    ...common,
    // A team hidden by staff is a 404: its members' pages stay but name no team.
    team: page.teamId && relations.hiddenTeams.has(page.teamId) ? null : common.team,
    status,
    accepts_gifts: status === "live",
    owner: { display_name: found.ownerName ?? "", avatar: found.ownerAvatar ?? null },
  };
}

/**
 * GET /v1/site/fundraisers: the shown pages' and teams' slugs and last change, for the sitemap
 * (docs/decisions/donor-wall-site.md). Bounded to the newest changed 5,000 pages and 1,000 teams. No index
 * orders them: the filter keeps most rows and the answer is cached (recentAnswer, HTTP), so a scan with a
 * top-N sort a few times a minute at most costs less than an index every page write keeps up.
 */
export async function listSiteFundraisers(services: Services): Promise<SiteFundraiserList> {
  const [pages, shownTeams] = await Promise.all([
    services.db
      .select({ slug: fundraiserPages.slug, updatedAt: fundraiserPages.updatedAt })
      .from(fundraiserPages)
      .where(shownPage())
      .orderBy(desc(fundraiserPages.updatedAt), fundraiserPages.slug)
      .limit(SITE_FUNDRAISER_LIST_PAGES),
    services.db
      .select({ slug: teams.slug, updatedAt: teams.updatedAt })
      .from(teams)
      .where(isNull(teams.hiddenAt))
      .orderBy(desc(teams.updatedAt), teams.slug)
      .limit(SITE_FUNDRAISER_LIST_TEAMS),
  ]);
  const entry = (row: { slug: string; updatedAt: Date }) => ({
    slug: row.slug,
    updated_at: row.updatedAt.toISOString(),
  });
  return { pages: pages.map(entry), teams: shownTeams.map(entry) };
}
