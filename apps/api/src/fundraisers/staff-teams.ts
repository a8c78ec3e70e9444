import type { StaffTeam } from "@rimbun/contract";
import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { fundraisersChanged } from "../campaigns/recent-answers.ts";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import { teams, users } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { memberCounts, teamCommon, teamRelations } from "./teams.ts";

/**
 * The staff's side of teams (docs/product/fundraisers.md#staff): list, hide and unhide with a reason
 * (audited), as for pages (staff.ts). A hidden team is a 404 on the site and off the leaderboard and the
 * sitemap; its members' pages stay and name no team; its captain sees it marked hidden with the reason.
 */

type TeamRow = typeof teams.$inferSelect;

async function staffTeamViews(services: Services, rows: TeamRow[]): Promise<StaffTeam[]> {
  const captainIds = [...new Set(rows.flatMap((row) => (row.captainUserId ? [row.captainUserId] : [])))];
  const [relations, counts, captains] = await Promise.all([
    teamRelations(services, rows),
    memberCounts(
      services.db,
      rows.map((row) => row.id),
    ),
    captainIds.length
      ? services.db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, captainIds))
      : [],
  ]);
  const captainOf = new Map(captains.map((row) => [row.id, { name: row.name, email: row.email }]));
  return rows.map((row) => {
    const common = teamCommon(services, row, relations);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      hidden_at: row.hiddenAt?.toISOString() ?? null,
      hidden_reason: row.hiddenReason,
      captain: row.captainUserId ? (captainOf.get(row.captainUserId) ?? null) : null,
      member_count: counts.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      goal: common.goal,
      raised: common.raised,
      donor_count: common.donor_count,
      progress: common.progress,
    };
  });
}

/** GET /v1/admin/fundraisers/teams: shown (default) or hidden teams, newest first, 200 at most. */
export async function listStaffTeams(services: Services, filter: "shown" | "hidden" = "shown") {
  const rows = await services.db
    .select()
    .from(teams)
    .where(filter === "hidden" ? isNotNull(teams.hiddenAt) : isNull(teams.hiddenAt))
    .orderBy(desc(teams.createdAt))
    .limit(200);
  return staffTeamViews(services, rows);
}

/** One team's hide or unhide with its audit entry, in one transaction; 409 when already so. */
async function staffTeamChange(
  services: Services,
  staffer: Viewer,
  id: string,
  change: { hide: boolean; reason: string },
): Promise<StaffTeam> {
  const [team] = await services.db.select().from(teams).where(eq(teams.id, id)).limit(1);
  if (!team) throw new ApiError("NOT_FOUND");
  if ((team.hiddenAt !== null) === change.hide) throw new ApiError("CONFLICT");
  fundraisersChanged();
  const row = await services.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(teams)
      .set(
        change.hide
          ? { hiddenAt: services.now(), hiddenReason: change.reason, updatedAt: services.now() }
          : { hiddenAt: null, hiddenReason: null, updatedAt: services.now() },
      )
      // The state is judged again in the update: of two simultaneous hides, one changes the row.
      .where(and(eq(teams.id, team.id), change.hide ? isNull(teams.hiddenAt) : isNotNull(teams.hiddenAt)))
      .returning();
    if (!updated) throw new ApiError("CONFLICT");
    await audit(tx, {
      actorUserId: staffer.userId,
      action: change.hide ? "team.hide" : "team.unhide",
      subject: `team:${team.id}`,
      data: { slug: team.slug, reason: change.reason },
    });
    return updated as TeamRow;
  });
  return (await staffTeamViews(services, [row]))[0] as StaffTeam;
}

export function hideTeam(services: Services, staffer: Viewer, id: string, reason: string) {
  return staffTeamChange(services, staffer, id, { hide: true, reason });
}

export function unhideTeam(services: Services, staffer: Viewer, id: string, reason: string) {
  return staffTeamChange(services, staffer, id, { hide: false, reason });
}
