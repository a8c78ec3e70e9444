import type {
  CampaignCard,
  CampaignInput,
  CampaignPage,
  CampaignPreview,
  CampaignStatus,
  CampaignUpdate,
  CampaignUpdateInput,
  Localized,
  StaffCampaign,
  StaffCampaignRow,
  StaffCampaignUpdate,
} from "@rimbun/contract";
import { CAMPAIGN_SLUG_PATTERN } from "@rimbun/contract";
import { messages } from "@rimbun/domain/messages";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { audit } from "../platform/audit.ts";
import type { Services, Viewer } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { campaigns, campaignUpdates } from "../platform/db/schema/index.ts";
import { apiMessages } from "../platform/http/api-messages.ts";
import { ApiError } from "../platform/http/errors.ts";
import { signLink, verifyLink } from "../platform/http/signed-links.ts";
import { assertImageExists, imageView, loadImageSizes } from "../platform/images/images.ts";
import { enqueueJob } from "../platform/jobs/queue.ts";
import { campaignTotalsOf } from "./campaign-totals.ts";
import { campaignUpdateMailsJobKind } from "./campaign-update-mails.ts";
import { type CampaignMatching, campaignMatchingOf } from "./matching/pledges.ts";
import { campaignsChanged } from "./recent-answers.ts";

/**
 * Campaigns and programmes (docs/product/campaigns.md): the site's landing and campaign pages read them,
 * staff edit them. Money figures (raised, donors) come from the running totals of `done` donations
 * (campaign-totals.ts), plus what staff recorded offline.
 */

type CampaignRow = typeof campaigns.$inferSelect;
type UpdateRow = typeof campaignUpdates.$inferSelect;
type ImageSizes = Awaited<ReturnType<typeof loadImageSizes>>;

export const PREVIEW_MINUTES = 15;
const previewPurpose = "campaign-preview";

const localized = (id: string, en: string): Localized => ({ id, en });

interface Figures {
  raised: number;
  donorCount: number;
  fundsUsed: number;
  updateCount: number;
}

/** Raised, donors (running totals), funds used and update counts for several campaigns in two queries. */
async function figuresOf(db: Database, slugs: string[]): Promise<Map<string, Figures>> {
  const figures = new Map<string, Figures>(
    slugs.map((slug) => [slug, { raised: 0, donorCount: 0, fundsUsed: 0, updateCount: 0 }]),
  );
  if (slugs.length === 0) return figures;
  const totals = await campaignTotalsOf(db, slugs);
  for (const [slug, entry] of figures) {
    const total = totals.get(slug);
    if (total) {
      entry.raised = total.raised;
      entry.donorCount = total.donorCount;
    }
  }
  const updates = await db
    .select({
      slug: campaignUpdates.campaignSlug,
      used: sql<string>`coalesce(sum(${campaignUpdates.fundsUsedAmount}), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(campaignUpdates)
    .where(and(inArray(campaignUpdates.campaignSlug, slugs), isNull(campaignUpdates.hiddenAt)))
    .groupBy(campaignUpdates.campaignSlug);
  for (const row of updates) {
    const entry = figures.get(row.slug);
    if (entry) {
      entry.fundsUsed = Number(row.used);
      entry.updateCount = Number(row.count);
    }
  }
  return figures;
}

function cardOf(
  apiUrl: string,
  row: CampaignRow,
  figures: Figures | undefined,
  sizes: ImageSizes,
  matching: CampaignMatching | undefined,
): CampaignCard {
  const cover = row.coverImageId ? sizes.get(row.coverImageId) : undefined;
  return {
    slug: row.slug,
    kind: row.kind,
    status: row.status,
    title: localized(row.titleId, row.titleEn),
    summary: localized(row.summaryId, row.summaryEn),
    place: localized(row.placeId, row.placeEn),
    uses: localized(row.usesId, row.usesEn),
    target: row.target,
    raised: (figures?.raised ?? 0) + row.raisedOffline,
    donor_count: figures?.donorCount ?? 0,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    cover:
      row.coverImageId && cover
        ? imageView(apiUrl, {
            id: row.coverImageId,
            ...cover,
            alt: localized(row.coverAltId, row.coverAltEn),
          })
        : null,
    scene: row.scene,
    funds_used: figures?.fundsUsed ?? 0,
    matched: matching?.matched ?? 0,
    matching: matching?.matching ?? null,
  };
}

function updateOf(apiUrl: string, row: UpdateRow, sizes: ImageSizes): CampaignUpdate {
  const photo = row.photoImageId ? sizes.get(row.photoImageId) : undefined;
  return {
    id: row.id,
    posted_at: row.postedAt.toISOString(),
    body: localized(row.bodyId, row.bodyEn),
    photo:
      row.photoImageId && photo
        ? imageView(apiUrl, {
            id: row.photoImageId,
            ...photo,
            alt: localized(row.photoAltId, row.photoAltEn),
          })
        : null,
    funds_used:
      row.fundsUsedAmount !== null
        ? {
            amount: row.fundsUsedAmount,
            description: localized(row.fundsUsedId ?? "", row.fundsUsedEn ?? ""),
          }
        : null,
  };
}

function staffUpdateOf(apiUrl: string, row: UpdateRow, sizes: ImageSizes): StaffCampaignUpdate {
  return { ...updateOf(apiUrl, row, sizes), hidden_at: row.hiddenAt?.toISOString() ?? null };
}

/**
 * Whether a slug from an address could be a campaign's: anything else (a NUL byte, which PostgreSQL
 * refuses in text, 20 000 characters, other scripts) is "not found" without asking the database.
 */
export function mayBeCampaignSlug(slug: string): boolean {
  return slug.length <= 100 && CAMPAIGN_SLUG_PATTERN.test(slug);
}

async function findCampaign(db: Database, slug: string): Promise<CampaignRow | undefined> {
  if (!mayBeCampaignSlug(slug)) return undefined;
  const [row] = await db.select().from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
  return row;
}

/**
 * A campaign's row locked until the transaction ends (SELECT ... FOR UPDATE), so two staff changes to it
 * run one after the other; NOT_FOUND when there is none.
 */
async function lockedCampaign(tx: Database, slug: string): Promise<CampaignRow> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.slug, slug)).for("update").limit(1);
  if (!row) throw new ApiError("NOT_FOUND");
  return row;
}

async function updatesOf(db: Database, slug: string, withHidden: boolean): Promise<UpdateRow[]> {
  return db
    .select()
    .from(campaignUpdates)
    .where(
      and(eq(campaignUpdates.campaignSlug, slug), withHidden ? undefined : isNull(campaignUpdates.hiddenAt)),
    )
    .orderBy(desc(campaignUpdates.postedAt), desc(campaignUpdates.createdAt));
}

// ---------------------------------------------------------------- public

/** GET /v1/site/campaigns: published campaigns and programmes in landing order. */
export async function listSiteCampaigns(services: Services): Promise<CampaignCard[]> {
  const rows = await services.db
    .select()
    .from(campaigns)
    .where(eq(campaigns.status, "published"))
    .orderBy(asc(campaigns.sortOrder), asc(campaigns.createdAt), asc(campaigns.slug));
  const slugs = rows.map((row) => row.slug);
  const [figures, sizes, matching] = await Promise.all([
    figuresOf(services.db, slugs),
    loadImageSizes(
      services.db,
      rows.flatMap((row) => (row.coverImageId ? [row.coverImageId] : [])),
    ),
    campaignMatchingOf(services, slugs),
  ]);
  return rows.map((row) =>
    cardOf(services.env.API_PUBLIC_URL, row, figures.get(row.slug), sizes, matching.get(row.slug)),
  );
}

/**
 * GET /v1/site/campaigns/{slug}: a published or closed campaign (not a programme: it has no page) with
 * its visible updates; a draft only with a valid preview token for this very slug. 404 otherwise, the
 * same answer for "unknown" and "draft" so drafts cannot be discovered.
 */
export async function getSiteCampaign(
  services: Services,
  slug: string,
  previewToken: string | undefined,
): Promise<{ page: CampaignPage; preview: boolean }> {
  const row = await findCampaign(services.db, slug);
  if (row?.kind !== "campaign") throw new ApiError("NOT_FOUND");
  const preview =
    previewToken !== undefined &&
    verifyLink(services.env.LINK_SECRET, previewPurpose, previewToken, services.now()) === slug;
  if (row.status === "draft" && !preview) throw new ApiError("NOT_FOUND");
  return { page: await pageOf(services, row), preview };
}

/**
 * What a campaign's page and its staff view share: its updates (hidden ones only for staff), the card
 * with its figures, and the picture sizes the updates need.
 */
async function loadCampaignParts(services: Services, row: CampaignRow, options: { hidden: boolean }) {
  const updates = await updatesOf(services.db, row.slug, options.hidden);
  const [figures, sizes, matching] = await Promise.all([
    figuresOf(services.db, [row.slug]),
    loadImageSizes(services.db, [
      ...(row.coverImageId ? [row.coverImageId] : []),
      ...updates.flatMap((update) => (update.photoImageId ? [update.photoImageId] : [])),
    ]),
    campaignMatchingOf(services, [row.slug]),
  ]);
  const apiUrl = services.env.API_PUBLIC_URL;
  return {
    card: cardOf(apiUrl, row, figures.get(row.slug), sizes, matching.get(row.slug)),
    story: localized(row.storyId, row.storyEn),
    updates,
    sizes,
    apiUrl,
  };
}

async function pageOf(services: Services, row: CampaignRow): Promise<CampaignPage> {
  const { card, story, updates, sizes, apiUrl } = await loadCampaignParts(services, row, { hidden: false });
  return { ...card, story, updates: updates.map((update) => updateOf(apiUrl, update, sizes)) };
}

// ---------------------------------------------------------------- staff reads

export async function listStaffCampaigns(services: Services): Promise<StaffCampaignRow[]> {
  const rows = await services.db
    .select()
    .from(campaigns)
    .orderBy(asc(campaigns.sortOrder), asc(campaigns.createdAt), asc(campaigns.slug));
  const figures = await figuresOf(
    services.db,
    rows.map((row) => row.slug),
  );
  return rows.map((row) => {
    const figure = figures.get(row.slug);
    return {
      slug: row.slug,
      kind: row.kind,
      status: row.status,
      title: localized(row.titleId, row.titleEn),
      target: row.target,
      raised: (figure?.raised ?? 0) + row.raisedOffline,
      donor_count: figure?.donorCount ?? 0,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      sort_order: row.sortOrder,
      update_count: figure?.updateCount ?? 0,
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function getStaffCampaign(services: Services, slug: string): Promise<StaffCampaign> {
  const row = await findCampaign(services.db, slug);
  if (!row) throw new ApiError("NOT_FOUND");
  return staffCampaignOf(services, row);
}

async function staffCampaignOf(services: Services, row: CampaignRow): Promise<StaffCampaign> {
  const { card, story, updates, sizes, apiUrl } = await loadCampaignParts(services, row, { hidden: true });
  return {
    ...card,
    story,
    sort_order: row.sortOrder,
    raised_offline: row.raisedOffline,
    slug_locked: row.firstPublishedAt !== null,
    first_published_at: row.firstPublishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    updates: updates.map((update) => staffUpdateOf(apiUrl, update, sizes)),
  };
}

// ---------------------------------------------------------------- staff changes

type ParsedCampaignInput = Omit<CampaignInput, "reason"> & { reason?: string | undefined };

function columnsOf(input: ParsedCampaignInput) {
  return {
    kind: input.kind,
    titleId: input.title.id,
    titleEn: input.title.en,
    summaryId: input.summary.id,
    summaryEn: input.summary.en,
    placeId: input.place.id,
    placeEn: input.place.en,
    storyId: input.story.id,
    storyEn: input.story.en,
    usesId: input.uses.id,
    usesEn: input.uses.en,
    target: input.target,
    startsOn: input.starts_on,
    endsOn: input.ends_on,
    coverImageId: input.cover?.id ?? null,
    coverAltId: input.cover?.alt.id ?? "",
    coverAltEn: input.cover?.alt.en ?? "",
    scene: input.scene,
    sortOrder: input.sort_order,
    ...(input.raised_offline !== undefined ? { raisedOffline: input.raised_offline } : {}),
  };
}

function slugTaken(): ApiError {
  return new ApiError("CONFLICT", {
    messageId: apiMessages.campaignSlugTaken.id,
    fields: { slug: apiMessages.campaignSlugTaken.id },
  });
}

/** POST /v1/admin/campaigns: a new draft. */
export async function createCampaign(
  services: Services,
  staffer: Viewer,
  input: ParsedCampaignInput,
): Promise<StaffCampaign> {
  if (input.cover) await assertImageExists(services.db, input.cover.id, "cover");
  const created = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ slug: input.slug, status: "draft", updatedBy: staffer.userId, ...columnsOf(input) })
      .onConflictDoNothing({ target: campaigns.slug })
      .returning();
    if (!row) throw slugTaken();
    await audit(tx, {
      actorUserId: staffer.userId,
      action: "campaign.create",
      subject: `campaign:${input.slug}`,
      data: { reason: input.reason ?? null, kind: input.kind },
    });
    return row;
  });
  return staffCampaignOf(services, created);
}

/** PUT /v1/admin/campaigns/{slug}: replaces the texts and settings; renames a never-published draft. */
export async function editCampaign(
  services: Services,
  staffer: Viewer,
  slug: string,
  input: ParsedCampaignInput,
): Promise<StaffCampaign> {
  if (!mayBeCampaignSlug(slug)) throw new ApiError("NOT_FOUND");
  if (input.cover) await assertImageExists(services.db, input.cover.id, "cover");
  const updated = await services.db.transaction(async (tx) => {
    const current = await lockedCampaign(tx, slug);
    // Once on the site, a campaign stays a campaign: its page, links and tagged gifts depend on it.
    if (current.firstPublishedAt !== null && input.kind !== current.kind)
      throw new ApiError("CONFLICT", { fields: { kind: messages.errorConflict.id } });
    if (input.slug !== slug) {
      if (current.firstPublishedAt !== null)
        throw new ApiError("CONFLICT", {
          messageId: apiMessages.campaignSlugLocked.id,
          fields: { slug: apiMessages.campaignSlugLocked.id },
        });
      const [other] = await tx
        .select({ slug: campaigns.slug })
        .from(campaigns)
        .where(eq(campaigns.slug, input.slug))
        .limit(1);
      if (other) throw slugTaken();
    }
    const next = columnsOf(input);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => current[key] !== next[key]);
    if (input.slug !== slug) changed.push("slug" as never);
    const [row] = await tx
      .update(campaigns)
      .set({ ...next, slug: input.slug, updatedBy: staffer.userId, updatedAt: services.now() })
      .where(eq(campaigns.slug, slug))
      .returning();
    if (!row) throw new ApiError("NOT_FOUND");
    await audit(tx, {
      actorUserId: staffer.userId,
      action: "campaign.edit",
      subject: `campaign:${input.slug}`,
      data: {
        reason: input.reason ?? null,
        changed,
        ...(input.slug !== slug ? { renamed_from: slug } : {}),
      },
    });
    return row;
  });
  // The public answers of this process show it now (recent-answers.ts).
  campaignsChanged();
  return staffCampaignOf(services, updated);
}

const statusActions: Record<CampaignStatus, string> = {
  published: "campaign.publish",
  draft: "campaign.unpublish",
  closed: "campaign.close",
};

/** What a campaign needs before it goes on the site (a programme has no dates and no page). */
function publishProblems(row: CampaignRow): Record<string, string> {
  const fields: Record<string, string> = {};
  if (row.kind === "campaign") {
    if (!row.startsOn) fields.starts_on = messages.invalidRequired.id;
    if (!row.endsOn) fields.ends_on = messages.invalidRequired.id;
    if (!row.storyId.trim() || !row.storyEn.trim()) fields.story = messages.invalidRequired.id;
  }
  if (!row.coverImageId && !row.scene) fields.cover = messages.invalidRequired.id;
  return fields;
}

/**
 * POST /v1/admin/campaigns/{slug}/status. Publishing fixes the slug for good. Closing keeps the page
 * and its updates but takes no more gifts; back to draft takes it off the site. Setting the status it
 * already has changes nothing (two staffers clicking at once: one audit entry).
 */
export async function setCampaignStatus(
  services: Services,
  staffer: Viewer,
  slug: string,
  input: { status: CampaignStatus; reason: string },
): Promise<StaffCampaign> {
  if (!mayBeCampaignSlug(slug)) throw new ApiError("NOT_FOUND");
  const row = await services.db.transaction(async (tx) => {
    const current = await lockedCampaign(tx, slug);
    if (current.status === input.status) return current;
    if (input.status === "published") {
      const fields = publishProblems(current);
      if (Object.keys(fields).length > 0) throw new ApiError("VALIDATION", { fields });
    }
    const now = services.now();
    const [updated] = await tx
      .update(campaigns)
      .set({
        status: input.status,
        updatedBy: staffer.userId,
        updatedAt: now,
        ...(input.status === "published" && current.firstPublishedAt === null
          ? { firstPublishedAt: now }
          : {}),
      })
      .where(eq(campaigns.slug, slug))
      .returning();
    if (!updated) throw new ApiError("NOT_FOUND");
    await audit(tx, {
      actorUserId: staffer.userId,
      action: statusActions[input.status],
      subject: `campaign:${slug}`,
      data: { reason: input.reason, from: current.status, to: input.status },
    });
    return updated;
  });
  // The public answers of this process show it now (recent-answers.ts).
  campaignsChanged();
  return staffCampaignOf(services, row);
}

/** POST /v1/admin/campaigns/{slug}/preview: the site's page for this slug with a 15-minute signed token. */
export async function previewCampaign(services: Services, slug: string): Promise<CampaignPreview> {
  const row = await findCampaign(services.db, slug);
  if (!row) throw new ApiError("NOT_FOUND");
  if (row.kind !== "campaign") throw new ApiError("CONFLICT");
  const expiresAt = new Date(services.now().getTime() + PREVIEW_MINUTES * 60_000);
  const token = signLink(services.env.LINK_SECRET, previewPurpose, slug, expiresAt);
  const url = `${services.env.PUBLIC_SITE_URL}/campaign/${encodeURIComponent(slug)}?preview=${encodeURIComponent(token)}`;
  return { url, expires_at: expiresAt.toISOString() };
}

/**
 * POST /v1/admin/campaigns/{slug}/updates: only on a campaign that is (or was) on the site. In the same
 * transaction the mail fan-out job is queued, keyed by the update: the update and its mails exist
 * together or not at all.
 */
export async function postCampaignUpdate(
  services: Services,
  staffer: Viewer,
  slug: string,
  input: CampaignUpdateInput & { reason: string },
): Promise<StaffCampaignUpdate> {
  const campaign = await findCampaign(services.db, slug);
  if (!campaign) throw new ApiError("NOT_FOUND");
  if (campaign.kind !== "campaign" || campaign.status === "draft") throw new ApiError("CONFLICT");
  if (input.photo) await assertImageExists(services.db, input.photo.id, "photo");
  const now = services.now();
  const row = await services.db.transaction(async (tx) => {
    // Funds used never pass what was raised unless the staffer confirmed it (with the reason the schema
    // requires): the page would show more spent than given (docs/decisions/campaigns.md#funds-used).
    // The campaign row is locked so two updates posted at once are judged one after the other.
    let overRaised = false;
    if (input.funds_used) {
      await tx.select({ slug: campaigns.slug }).from(campaigns).where(eq(campaigns.slug, slug)).for("update");
      const figures = (await figuresOf(tx, [slug])).get(slug);
      const raised = (figures?.raised ?? 0) + campaign.raisedOffline;
      overRaised = (figures?.fundsUsed ?? 0) + input.funds_used.amount > raised;
      if (overRaised && input.confirmOverRaised !== true) {
        throw new ApiError("VALIDATION", {
          messageId: apiMessages.campaignFundsOverRaised.id,
          fields: { "funds_used.amount": apiMessages.campaignFundsOverRaised.id },
          result: { raised, funds_used: figures?.fundsUsed ?? 0 },
        });
      }
    }
    const [inserted] = await tx
      .insert(campaignUpdates)
      .values({
        campaignSlug: slug,
        postedAt: now,
        bodyId: input.body.id,
        bodyEn: input.body.en,
        photoImageId: input.photo?.id ?? null,
        photoAltId: input.photo?.alt.id ?? "",
        photoAltEn: input.photo?.alt.en ?? "",
        fundsUsedAmount: input.funds_used?.amount ?? null,
        fundsUsedId: input.funds_used?.description.id ?? null,
        fundsUsedEn: input.funds_used?.description.en ?? null,
        postedBy: staffer.userId,
      })
      .returning();
    if (!inserted) throw new ApiError("INTERNAL");
    await enqueueJob(tx, {
      kind: campaignUpdateMailsJobKind,
      key: `campaign-update-mails:${inserted.id}`,
      payload: { update_id: inserted.id },
      runAt: now,
    });
    await audit(tx, {
      actorUserId: staffer.userId,
      action: "campaign.update.post",
      subject: `campaign:${slug}`,
      data: {
        reason: input.reason,
        update_id: inserted.id,
        funds_used: input.funds_used?.amount ?? null,
        ...(overRaised ? { over_raised: true } : {}),
      },
    });
    return inserted;
  });
  // The public answers of this process show it now (recent-answers.ts).
  campaignsChanged();
  // The donors' mails leave now (the runner's next round), not at its next tick.
  services.mailer.wake?.();
  const sizes = await loadImageSizes(services.db, row.photoImageId ? [row.photoImageId] : []);
  return staffUpdateOf(services.env.API_PUBLIC_URL, row, sizes);
}

/** DELETE /v1/admin/campaigns/{slug}/updates/{id}: hides it from the page (mails not yet sent stay unsent). */
export async function hideCampaignUpdate(
  services: Services,
  staffer: Viewer,
  slug: string,
  id: string,
  reason: string,
): Promise<StaffCampaignUpdate> {
  if (!mayBeCampaignSlug(slug)) throw new ApiError("NOT_FOUND");
  const row = await services.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(campaignUpdates)
      .where(and(eq(campaignUpdates.id, id), eq(campaignUpdates.campaignSlug, slug)))
      .for("update")
      .limit(1);
    // An update of another campaign is "not found" under this slug.
    if (!current) throw new ApiError("NOT_FOUND");
    if (current.hiddenAt !== null) return current;
    const [hidden] = await tx
      .update(campaignUpdates)
      .set({ hiddenAt: services.now(), hiddenBy: staffer.userId })
      .where(eq(campaignUpdates.id, id))
      .returning();
    if (!hidden) throw new ApiError("NOT_FOUND");
    await audit(tx, {
      actorUserId: staffer.userId,
      action: "campaign.update.hide",
      subject: `campaign:${slug}`,
      data: { reason, update_id: id },
    });
    return hidden;
  });
  // The public answers of this process show it now (recent-answers.ts).
  campaignsChanged();
  const sizes = await loadImageSizes(services.db, row.photoImageId ? [row.photoImageId] : []);
  return staffUpdateOf(services.env.API_PUBLIC_URL, row, sizes);
}
