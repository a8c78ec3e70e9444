import type { StaffFundraiserDonation, StaffFundraiserPage } from "@rimbun/contract";
import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { fundraisersChanged } from "../campaigns/recent-answers.ts";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import { donations, fundraiserPages, teams, users } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { pageTotalsOf, progressOf } from "./fundraiser-totals.ts";
import { scheduleEndingReminder } from "./owner-mails.ts";
import type { PageRow } from "./pages.ts";

/** The staff's side of fundraiser pages (docs/product/fundraisers.md#staff): review, hide, their gifts. */

type StaffFilter = PageRow["status"] | "hidden";

async function staffViews(services: Services, rows: PageRow[]): Promise<StaffFundraiserPage[]> {
  const totals = await pageTotalsOf(
    services.db,
    rows.map((row) => row.id),
  );
  const ownerIds = rows.flatMap((row) => (row.ownerUserId ? [row.ownerUserId] : []));
  const teamIds = rows.flatMap((row) => (row.teamId ? [row.teamId] : []));
  const owners = new Map<string, { name: string; email: string; role: string }>();
  for (const id of new Set(ownerIds)) {
    const [owner] = await services.db
      .select({ name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, id));
    if (owner) owners.set(id, owner);
  }
  const teamSlugs = new Map<string, string>();
  for (const id of new Set(teamIds)) {
    const [team] = await services.db.select({ slug: teams.slug }).from(teams).where(eq(teams.id, id));
    if (team) teamSlugs.set(id, team.slug);
  }
  return rows.map((row) => {
    const figures = totals.get(row.id) ?? { raised: 0, gifts: 0, donorCount: 0 };
    return {
      id: row.id,
      slug: row.slug,
      status: row.status,
      hidden_at: row.hiddenAt?.toISOString() ?? null,
      hidden_reason: row.hiddenReason,
      title: row.title,
      story: row.story,
      campaign_slug: row.campaignSlug,
      team_slug: row.teamId ? (teamSlugs.get(row.teamId) ?? null) : null,
      owner: row.ownerUserId ? (owners.get(row.ownerUserId) ?? null) : null,
      approved_at: row.approvedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      goal: row.goal,
      raised: figures.raised,
      donor_count: figures.donorCount,
      progress: progressOf(figures.raised, row.goal),
    };
  });
}

/** GET /v1/admin/fundraisers/pages: pending approval (oldest first) by default, or another state, 200 at most. */
export async function listStaffFundraiserPages(services: Services, filter: StaffFilter = "pending_review") {
  const where =
    filter === "hidden"
      ? isNotNull(fundraiserPages.hiddenAt)
      : and(eq(fundraiserPages.status, filter), isNull(fundraiserPages.hiddenAt));
  const order =
    filter === "pending_review" ? asc(fundraiserPages.createdAt) : desc(fundraiserPages.createdAt);
  const rows = await services.db.select().from(fundraiserPages).where(where).orderBy(order).limit(200);
  return staffViews(services, rows);
}

async function pageById(services: Services, id: string): Promise<PageRow> {
  const [row] = await services.db.select().from(fundraiserPages).where(eq(fundraiserPages.id, id)).limit(1);
  if (!row) throw new ApiError("NOT_FOUND");
  return row;
}

/** A staff change to one page with its audit entry, in one transaction. */
async function staffChange(
  services: Services,
  staffer: Viewer,
  page: PageRow,
  change: { action: string; set: Partial<typeof fundraiserPages.$inferInsert>; reason: string },
): Promise<StaffFundraiserPage> {
  fundraisersChanged();
  const row = await services.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(fundraiserPages)
      .set({ ...change.set, updatedAt: services.now() })
      .where(eq(fundraiserPages.id, page.id))
      .returning();
    await audit(tx, {
      actorUserId: staffer.userId,
      action: change.action,
      subject: `fundraiser-page:${page.id}`,
      data: { slug: page.slug, reason: change.reason },
    });
    if (updated && change.action === "fundraiser.approve")
      await scheduleEndingReminder(services, tx, updated);
    return updated as PageRow;
  });
  return (await staffViews(services, [row]))[0] as StaffFundraiserPage;
}

/** A donor's page waiting for review goes live; any other state is 409. */
export async function approveFundraiserPage(services: Services, staffer: Viewer, id: string, reason: string) {
  const page = await pageById(services, id);
  if (page.status !== "pending_review") throw new ApiError("CONFLICT");
  return staffChange(services, staffer, page, {
    action: "fundraiser.approve",
    set: { status: "live", approvedAt: services.now(), approvedBy: staffer.userId },
    reason,
  });
}

/** Hiding is apart from the owner's state, so unhiding restores what the owner chose. */
export async function hideFundraiserPage(services: Services, staffer: Viewer, id: string, reason: string) {
  const page = await pageById(services, id);
  if (page.hiddenAt) throw new ApiError("CONFLICT");
  return staffChange(services, staffer, page, {
    action: "fundraiser.hide",
    set: { hiddenAt: services.now(), hiddenReason: reason },
    reason,
  });
}

export async function unhideFundraiserPage(services: Services, staffer: Viewer, id: string, reason: string) {
  const page = await pageById(services, id);
  if (!page.hiddenAt) throw new ApiError("CONFLICT");
  return staffChange(services, staffer, page, {
    action: "fundraiser.unhide",
    set: { hiddenAt: null, hiddenReason: null },
    reason,
  });
}

/** GET /v1/admin/fundraisers/pages/{id}/donations: newest first, 200 at most (donations_fundraiser_page_idx). */
export async function listFundraiserPageDonations(
  services: Services,
  id: string,
): Promise<StaffFundraiserDonation[]> {
  const page = await pageById(services, id);
  const rows = await services.db
    .select()
    .from(donations)
    .where(eq(donations.fundraiserPageId, page.id))
    .orderBy(desc(donations.createdAt))
    .limit(200);
  return rows.map((row) => ({
    local_id: row.localId,
    created_at: row.createdAt.toISOString(),
    amount: row.amount,
    type: row.type,
    status: row.status,
    donor_name: row.fullname,
    donor_email: row.email,
  }));
}
