import {
  type CreateFundraiserPageInput,
  FUNDRAISER_OPEN_PAGES_MAX,
  type OwnFundraiserPage,
} from "@rimbun/contract";
import { addDays, jakartaDay } from "@rimbun/domain";
import { messages } from "@rimbun/domain/messages";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { fundraisersChanged } from "../campaigns/recent-answers.ts";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { campaigns, fundraiserPages, images, teams, users } from "../platform/db/schema/index.ts";
import { apiMessages } from "../platform/http/api-messages.ts";
import { ApiError } from "../platform/http/errors.ts";
import { imageView, loadImageSizes } from "../platform/images/images.ts";
import { pageTotalsOf, progressOf } from "./fundraiser-totals.ts";
import { scheduleEndingReminder } from "./owner-mails.ts";
import { slugCandidates } from "./slugs.ts";

/**
 * A person's fundraiser pages (docs/product/fundraisers.md#pages): made, edited, paused, closed and put
 * in a team by their owner. Another person's page is a 404 to them, as if it did not exist.
 */

export type PageRow = typeof fundraiserPages.$inferSelect;
export type PageInput = Omit<CreateFundraiserPageInput, "campaign">;

function invalid(field: string, messageId: string): ApiError {
  return new ApiError("VALIDATION", { messageId, fields: { [field]: messageId } });
}

/** A published campaign (not a programme, a draft or a closed one), or null for the general fund. */
async function assertCampaignOpen(db: Database, slug: string | null): Promise<void> {
  if (slug === null) return;
  const [row] = await db
    .select({ kind: campaigns.kind, status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.slug, slug))
    .limit(1);
  if (row?.kind !== "campaign" || row.status !== "published")
    throw invalid("campaign", messages.fundraiserCampaignUnavailable.id);
}

/** An end date from today (Jakarta) to a year ahead; the photo the caller uploaded. */
async function assertPageFields(services: Services, viewer: Viewer, input: PageInput): Promise<void> {
  if (input.ends_on) {
    const today = jakartaDay(services.now());
    if (input.ends_on < today || input.ends_on > addDays(today, 365))
      throw invalid("ends_on", messages.fundraiserEndsOnRange.id);
  }
  if (input.photo) await assertOwnPhoto(services.db, viewer, input.photo);
}

/** A photo named by a page or team must be one the caller uploaded (POST /v1/fundraisers/photos). */
export async function assertOwnPhoto(db: Database, viewer: Viewer, id: string): Promise<void> {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, id), eq(images.uploadedBy, viewer.userId)))
    .limit(1);
  if (!row) throw invalid("photo", apiMessages.imageUnknown.id);
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);

function pageTexts(input: PageInput) {
  return {
    title: input.title,
    story: input.story,
    titleAlt: blankToNull(input.title_alt),
    storyAlt: blankToNull(input.story_alt),
    goal: input.goal,
    endsOn: input.ends_on ?? null,
    locale: input.locale,
    photoImageId: input.photo ?? null,
  };
}

/**
 * The open-page limit and the insert in one transaction that first locks the owner's account row, so two
 * requests at once cannot both pass the count (docs/decisions/fundraisers.md).
 */
async function insertPage(
  services: Services,
  viewer: Viewer,
  values: Omit<typeof fundraiserPages.$inferInsert, "slug">,
) {
  return services.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.userId)).for("update");
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(fundraiserPages)
      .where(and(eq(fundraiserPages.ownerUserId, viewer.userId), ne(fundraiserPages.status, "closed")));
    if ((open?.count ?? 0) >= FUNDRAISER_OPEN_PAGES_MAX)
      throw new ApiError("CONFLICT", { messageId: messages.fundraiserPageLimit.id });
    for (const slug of slugCandidates(values.title)) {
      const [row] = await tx
        .insert(fundraiserPages)
        .values({ ...values, slug })
        .onConflictDoNothing({ target: fundraiserPages.slug })
        .returning();
      if (!row) continue;
      await audit(tx, {
        actorUserId: viewer.userId,
        action: "fundraiser.create",
        subject: `fundraiser-page:${row.id}`,
        data: { slug, status: row.status, campaign: row.campaignSlug },
      });
      await scheduleEndingReminder(services, tx, row);
      return row;
    }
    throw new ApiError("CONFLICT");
  });
}

/** POST /v1/fundraisers/pages: a Buddy's page is live at once, a donor's waits for a staffer's approval. */
export async function createFundraiserPage(
  services: Services,
  viewer: Viewer,
  input: CreateFundraiserPageInput,
): Promise<OwnFundraiserPage> {
  await assertCampaignOpen(services.db, input.campaign);
  await assertPageFields(services, viewer, input);
  const live = viewer.role === "volunteer";
  const row = await insertPage(services, viewer, {
    ...pageTexts(input),
    ownerUserId: viewer.userId,
    campaignSlug: input.campaign,
    status: live ? "live" : "pending_review",
    ...(live ? { approvedAt: services.now() } : {}),
  });
  return (await ownPageViews(services, [row]))[0] as OwnFundraiserPage;
}

/** The caller's own page by slug; anyone else's (or none) is 404. */
export async function ownPage(db: Database, viewer: Viewer, slug: string): Promise<PageRow> {
  const [row] = await db
    .select()
    .from(fundraiserPages)
    .where(and(eq(fundraiserPages.slug, slug), eq(fundraiserPages.ownerUserId, viewer.userId)))
    .limit(1);
  if (!row) throw new ApiError("NOT_FOUND");
  return row;
}

/** PUT /v1/fundraisers/pages/{slug}: texts, goal, end date and photo; the slug and campaign stay. */
export async function editFundraiserPage(
  services: Services,
  viewer: Viewer,
  slug: string,
  input: PageInput,
): Promise<OwnFundraiserPage> {
  const page = await ownPage(services.db, viewer, slug);
  await assertPageFields(services, viewer, input);
  fundraisersChanged();
  const row = await services.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(fundraiserPages)
      .set({ ...pageTexts(input), updatedAt: services.now() })
      .where(eq(fundraiserPages.id, page.id))
      .returning();
    if (!updated) throw new ApiError("NOT_FOUND");
    await scheduleEndingReminder(services, tx, updated);
    return updated;
  });
  return (await ownPageViews(services, [row]))[0] as OwnFundraiserPage;
}

/** The owner's moves: pause a live page, resume a paused one, close any that is not closed. */
const ownerMoves: Record<PageRow["status"], readonly PageRow["status"][]> = {
  pending_review: ["closed"],
  live: ["paused", "closed"],
  paused: ["live", "closed"],
  closed: [],
};

export async function setFundraiserPageStatus(
  services: Services,
  viewer: Viewer,
  slug: string,
  to: "live" | "paused" | "closed",
): Promise<OwnFundraiserPage> {
  const page = await ownPage(services.db, viewer, slug);
  if (page.status === to) return (await ownPageViews(services, [page]))[0] as OwnFundraiserPage;
  fundraisersChanged();
  const row = await services.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(fundraiserPages)
      .set({ status: to, updatedAt: services.now() })
      .where(and(eq(fundraiserPages.id, page.id), inArray(fundraiserPages.status, movableTo(to))))
      .returning();
    if (!updated) throw new ApiError("CONFLICT", { messageId: messages.fundraiserStatusChange.id });
    await audit(tx, {
      actorUserId: viewer.userId,
      action: "fundraiser.status",
      subject: `fundraiser-page:${page.id}`,
      data: { from: page.status, to },
    });
    return updated;
  });
  return (await ownPageViews(services, [row]))[0] as OwnFundraiserPage;
}

/** The statuses a page may move to `to` from. */
function movableTo(to: PageRow["status"]): PageRow["status"][] {
  return (Object.keys(ownerMoves) as PageRow["status"][]).filter((from) => ownerMoves[from].includes(to));
}

/**
 * POST /v1/fundraisers/pages/{slug}/team: join a shown team or leave (null). Audited with the team it left,
 * which is how a later refund finds the team a gift counted for (fundraiser-totals.ts).
 */
export async function chooseFundraiserTeam(
  services: Services,
  viewer: Viewer,
  slug: string,
  teamSlug: string | null,
): Promise<OwnFundraiserPage> {
  const page = await ownPage(services.db, viewer, slug);
  if (page.status === "closed")
    throw new ApiError("CONFLICT", { messageId: messages.fundraiserStatusChange.id });
  let teamId: string | null = null;
  if (teamSlug !== null) {
    const [team] = await services.db
      .select({ id: teams.id, hiddenAt: teams.hiddenAt })
      .from(teams)
      .where(eq(teams.slug, teamSlug))
      .limit(1);
    if (!team || team.hiddenAt) throw invalid("team", messages.fundraiserTeamUnknown.id);
    teamId = team.id;
  }
  if (teamId === page.teamId) return (await ownPageViews(services, [page]))[0] as OwnFundraiserPage;
  fundraisersChanged();
  const row = await services.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(fundraiserPages)
      .set({ teamId, updatedAt: services.now() })
      .where(eq(fundraiserPages.id, page.id))
      .returning();
    await audit(tx, {
      actorUserId: viewer.userId,
      action: "fundraiser.team",
      subject: `fundraiser-page:${page.id}`,
      data: { from: page.teamId, to: teamId },
    });
    return updated as PageRow;
  });
  return (await ownPageViews(services, [row]))[0] as OwnFundraiserPage;
}

/** GET /v1/fundraisers/pages: the caller's pages, newest first, with their figures. */
export async function listMyFundraiserPages(
  services: Services,
  viewer: Viewer,
): Promise<OwnFundraiserPage[]> {
  const rows = await services.db
    .select()
    .from(fundraiserPages)
    .where(eq(fundraiserPages.ownerUserId, viewer.userId))
    .orderBy(desc(fundraiserPages.createdAt))
    .limit(100);
  return ownPageViews(services, rows);
}

/** What the pages' views share: campaign titles, team names, photos and totals, each in one read. */
export async function pageRelations(services: Services, rows: PageRow[]) {
  const campaignSlugs = [...new Set(rows.flatMap((row) => (row.campaignSlug ? [row.campaignSlug] : [])))];
  const teamIds = [...new Set(rows.flatMap((row) => (row.teamId ? [row.teamId] : [])))];
  const [campaignRows, teamRows, photos, totals] = await Promise.all([
    campaignSlugs.length
      ? services.db
          .select({ slug: campaigns.slug, titleId: campaigns.titleId, titleEn: campaigns.titleEn })
          .from(campaigns)
          .where(inArray(campaigns.slug, campaignSlugs))
      : [],
    teamIds.length
      ? services.db
          .select({ id: teams.id, slug: teams.slug, name: teams.name, hiddenAt: teams.hiddenAt })
          .from(teams)
          .where(inArray(teams.id, teamIds))
      : [],
    loadImageSizes(
      services.db,
      rows.flatMap((row) => (row.photoImageId ? [row.photoImageId] : [])),
    ),
    pageTotalsOf(
      services.db,
      rows.map((row) => row.id),
    ),
  ]);
  const campaignOf = new Map(
    campaignRows.map((row) => [row.slug, { slug: row.slug, title: { id: row.titleId, en: row.titleEn } }]),
  );
  const teamOf = new Map(teamRows.map((row) => [row.id, { slug: row.slug, name: row.name }]));
  /** Teams hidden by staff: the owner still sees theirs, the public page names none. */
  const hiddenTeams = new Set(teamRows.filter((row) => row.hiddenAt).map((row) => row.id));
  const photoOf = (id: string | null) => {
    const size = id ? photos.get(id) : undefined;
    return id && size
      ? imageView(services.env.API_PUBLIC_URL, { id, ...size, alt: { id: "", en: "" } })
      : null;
  };
  return { campaignOf, teamOf, hiddenTeams, photoOf, totals };
}

/** The shared fields of a page's public and own views. */
export function pageCommon(row: PageRow, relations: Awaited<ReturnType<typeof pageRelations>>) {
  const totals = relations.totals.get(row.id) ?? { raised: 0, gifts: 0, donorCount: 0 };
  return {
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    story: row.story,
    title_alt: row.titleAlt,
    story_alt: row.storyAlt,
    photo: relations.photoOf(row.photoImageId),
    ends_on: row.endsOn,
    campaign: row.campaignSlug ? (relations.campaignOf.get(row.campaignSlug) ?? null) : null,
    team: row.teamId ? (relations.teamOf.get(row.teamId) ?? null) : null,
    created_at: row.createdAt.toISOString(),
    goal: row.goal,
    raised: totals.raised,
    donor_count: totals.donorCount,
    gifts: totals.gifts,
    progress: progressOf(totals.raised, row.goal),
  };
}

export async function ownPageViews(services: Services, rows: PageRow[]): Promise<OwnFundraiserPage[]> {
  const relations = await pageRelations(services, rows);
  return rows.map((row) => ({
    ...pageCommon(row, relations),
    status: row.status,
    hidden: row.hiddenAt !== null,
    hidden_reason: row.hiddenReason,
    updated_at: row.updatedAt.toISOString(),
  }));
}
