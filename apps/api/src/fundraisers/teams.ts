import type { OwnTeam, PublicTeam, TeamInput, TeamLeaderboardRow } from "@rimbun/contract";
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { fundraisersChanged } from "../campaigns/recent-answers.ts";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import {
  campaigns,
  fundraiserPages,
  fundraiserPageTotals,
  teams,
  teamTotals,
  users,
} from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { imageView, loadImageSizes } from "../platform/images/images.ts";
import { progressOf, teamTotalsOf } from "./fundraiser-totals.ts";
import { assertOwnPhoto } from "./pages.ts";
import { slugCandidates } from "./slugs.ts";

/** Teams (docs/product/fundraisers.md#teams): made and edited by their captain, shown unless hidden. */

type TeamRow = typeof teams.$inferSelect;

function teamValues(input: TeamInput) {
  return {
    name: input.name,
    story: input.story,
    goal: input.goal,
    locale: input.locale,
    photoImageId: input.photo ?? null,
  };
}

/** POST /v1/fundraisers/teams: the caller becomes its captain. */
export async function createTeam(services: Services, viewer: Viewer, input: TeamInput): Promise<OwnTeam> {
  if (input.photo) await assertOwnPhoto(services.db, viewer, input.photo);
  const row = await services.db.transaction(async (tx) => {
    for (const slug of slugCandidates(input.name)) {
      const [inserted] = await tx
        .insert(teams)
        .values({ ...teamValues(input), slug, captainUserId: viewer.userId })
        .onConflictDoNothing({ target: teams.slug })
        .returning();
      if (!inserted) continue;
      await audit(tx, {
        actorUserId: viewer.userId,
        action: "team.create",
        subject: `team:${inserted.id}`,
        data: { slug },
      });
      return inserted;
    }
    throw new ApiError("CONFLICT");
  });
  return (await ownTeamViews(services, [row]))[0] as OwnTeam;
}

/** PUT /v1/fundraisers/teams/{slug}: the captain's own team; anyone else's is 404. */
export async function editTeam(
  services: Services,
  viewer: Viewer,
  slug: string,
  input: TeamInput,
): Promise<OwnTeam> {
  if (input.photo) await assertOwnPhoto(services.db, viewer, input.photo);
  fundraisersChanged();
  const [row] = await services.db
    .update(teams)
    .set({ ...teamValues(input), updatedAt: services.now() })
    .where(and(eq(teams.slug, slug), eq(teams.captainUserId, viewer.userId)))
    .returning();
  if (!row) throw new ApiError("NOT_FOUND");
  return (await ownTeamViews(services, [row]))[0] as OwnTeam;
}

/** GET /v1/fundraisers/teams: the teams the caller captains. */
export async function listMyTeams(services: Services, viewer: Viewer): Promise<OwnTeam[]> {
  const rows = await services.db
    .select()
    .from(teams)
    .where(eq(teams.captainUserId, viewer.userId))
    .orderBy(desc(teams.createdAt))
    .limit(100);
  return ownTeamViews(services, rows);
}

export async function teamRelations(services: Services, rows: TeamRow[]) {
  const captainIds = rows.flatMap((row) => (row.captainUserId ? [row.captainUserId] : []));
  const [photos, totals, captains] = await Promise.all([
    loadImageSizes(
      services.db,
      rows.flatMap((row) => (row.photoImageId ? [row.photoImageId] : [])),
    ),
    teamTotalsOf(
      services.db,
      rows.map((row) => row.id),
    ),
    captainIds.length
      ? services.db
          .select({ id: users.id, name: users.name, avatar: users.avatar, deletedAt: users.deletedAt })
          .from(users)
          .where(inArray(users.id, captainIds))
      : [],
  ]);
  const captainOf = new Map(
    captains
      .filter((row) => !row.deletedAt)
      .map((row) => [row.id, { display_name: row.name, avatar: row.avatar ?? null }]),
  );
  return { photos, totals, captainOf };
}

export function teamCommon(
  services: Services,
  row: TeamRow,
  relations: Awaited<ReturnType<typeof teamRelations>>,
) {
  const totals = relations.totals.get(row.id) ?? { raised: 0, gifts: 0, donorCount: 0 };
  const size = row.photoImageId ? relations.photos.get(row.photoImageId) : undefined;
  return {
    slug: row.slug,
    name: row.name,
    story: row.story,
    locale: row.locale,
    photo:
      row.photoImageId && size
        ? imageView(services.env.API_PUBLIC_URL, { id: row.photoImageId, ...size, alt: { id: "", en: "" } })
        : null,
    captain: row.captainUserId ? (relations.captainOf.get(row.captainUserId) ?? null) : null,
    goal: row.goal,
    raised: totals.raised,
    donor_count: totals.donorCount,
    progress: progressOf(totals.raised, row.goal),
  };
}

async function ownTeamViews(services: Services, rows: TeamRow[]): Promise<OwnTeam[]> {
  const relations = await teamRelations(services, rows);
  return rows.map((row) => ({
    ...teamCommon(services, row, relations),
    hidden: row.hiddenAt !== null,
    hidden_reason: row.hiddenReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/**
 * The pages the public sees (docs/product/fundraisers.md#pages): live or paused, not hidden, and for the
 * general fund or a campaign still published.
 */
export function shownPage() {
  return and(
    inArray(fundraiserPages.status, ["live", "paused"]),
    isNull(fundraiserPages.hiddenAt),
    or(
      isNull(fundraiserPages.campaignSlug),
      sql`exists (select 1 from ${campaigns} where ${campaigns.slug} = ${fundraiserPages.campaignSlug} and ${campaigns.status} = 'published' and ${campaigns.kind} = 'campaign')`,
    ),
  );
}

/** GET /v1/site/teams/{slug}: a shown team, its totals and its shown pages ranked by what they raised. */
export async function getSiteTeam(services: Services, slug: string): Promise<PublicTeam> {
  const [row] = await services.db
    .select()
    .from(teams)
    .where(and(eq(teams.slug, slug), isNull(teams.hiddenAt)))
    .limit(1);
  if (!row) throw new ApiError("NOT_FOUND");
  const relations = await teamRelations(services, [row]);
  const members = await services.db
    .select({
      slug: fundraiserPages.slug,
      title: fundraiserPages.title,
      name: users.name,
      avatar: users.avatar,
      raised: sql<number>`coalesce(${fundraiserPageTotals.raised}, 0)::bigint`.mapWith(Number),
      donorCount: sql<number>`coalesce(${fundraiserPageTotals.donorCount}, 0)::int`.mapWith(Number),
    })
    .from(fundraiserPages)
    .leftJoin(fundraiserPageTotals, eq(fundraiserPageTotals.pageId, fundraiserPages.id))
    .leftJoin(users, and(eq(users.id, fundraiserPages.ownerUserId), isNull(users.deletedAt)))
    .where(and(eq(fundraiserPages.teamId, row.id), shownPage()))
    .orderBy(sql`coalesce(${fundraiserPageTotals.raised}, 0) desc`, fundraiserPages.createdAt)
    .limit(100);
  return {
    ...teamCommon(services, row, relations),
    members: members.map((member, index) => ({
      rank: index + 1,
      slug: member.slug,
      title: member.title,
      owner: { display_name: member.name ?? "", avatar: member.avatar ?? null },
      raised: member.raised,
      donor_count: member.donorCount,
    })),
  };
}

/** GET /v1/site/teams: shown teams by amount raised (the team_totals_raised_idx order). */
export async function listTeamLeaderboard(services: Services, limit: number): Promise<TeamLeaderboardRow[]> {
  const rows = await services.db
    .select({ team: teams })
    .from(teamTotals)
    .innerJoin(teams, eq(teams.id, teamTotals.teamId))
    .where(isNull(teams.hiddenAt))
    .orderBy(desc(teamTotals.raised), teams.createdAt)
    .limit(limit);
  const list = rows.map((row) => row.team);
  const relations = await teamRelations(services, list);
  const counts = await memberCounts(
    services.db,
    list.map((team) => team.id),
  );
  return list.map((team, index) => {
    const common = teamCommon(services, team, relations);
    return {
      rank: index + 1,
      slug: common.slug,
      name: common.name,
      photo: common.photo,
      member_count: counts.get(team.id) ?? 0,
      goal: common.goal,
      raised: common.raised,
      donor_count: common.donor_count,
      progress: common.progress,
    };
  });
}

export async function memberCounts(db: Database, teamIds: string[]): Promise<Map<string, number>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ teamId: fundraiserPages.teamId, count: sql<number>`count(*)::int` })
    .from(fundraiserPages)
    .where(and(inArray(fundraiserPages.teamId, teamIds), shownPage()))
    .groupBy(fundraiserPages.teamId);
  return new Map(rows.map((row) => [row.teamId as string, row.count]));
}
