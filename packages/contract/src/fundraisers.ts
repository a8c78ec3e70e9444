import { locales } from "@rimbun/domain/constants";
import { messages } from "@rimbun/domain/messages";
import { isoDaySchema } from "@rimbun/domain/schemas";
import { staffReasonSchema } from "@rimbun/domain/schemas/staff";
import { z } from "zod";
import { imageSchema, localizedSchema } from "./campaigns.ts";

// Fundraiser pages and teams (docs/product/fundraisers.md): a signed-in Buddy or donor raises money for a
// published campaign or the general fund with a page of their own; teams add up their members' pages.
// `story` fields are rich-text source (parse with `parseRichText` from `@rimbun/domain/rich-text`, render
// as elements, never as HTML); every other text is plain and shown as text.

export const fundraiserPageStatuses = ["pending_review", "live", "paused", "closed"] as const;
export type FundraiserPageStatus = (typeof fundraiserPageStatuses)[number];
export const fundraiserLocales = ["id", "en"] as const;

/** The limits of docs/product/fundraisers.md#pages, checked by the dashboard/site before sending. */
export const FUNDRAISER_TITLE_MAX = 80;
export const FUNDRAISER_STORY_MAX = 5_000;
export const TEAM_NAME_MAX = 60;
export const FUNDRAISER_GOAL_MIN = 100_000;
export const FUNDRAISER_GOAL_MAX = 10_000_000_000;
/** Pages a person may have that are not closed. */
export const FUNDRAISER_OPEN_PAGES_MAX = 5;
/** A thank-you update's text (plain, mailed to the page's donors). */
export const FUNDRAISER_UPDATE_MAX = 2_000;
/** Thank-you updates a page may send in all; at most one a Jakarta day (docs/product/fundraisers.md#owner-mails). */
export const FUNDRAISER_UPDATES_PER_PAGE = 10;

const invalid = { error: messages.errorValidation.id };
const required = { error: messages.invalidRequired.id };
const tooLong = { error: messages.invalidTooLong.id };
const goalRange = { error: messages.fundraiserGoalRange.id };

const line = (max: number) => z.string(required).trim().min(1, required).max(max, tooLong);
const optionalLine = (max: number) => z.string(invalid).trim().max(max, tooLong);
const story = z.string(invalid).max(FUNDRAISER_STORY_MAX, tooLong);
const goal = z
  .number(goalRange)
  .int(goalRange)
  .min(FUNDRAISER_GOAL_MIN, goalRange)
  .max(FUNDRAISER_GOAL_MAX, goalRange);
/** An image id from POST /v1/fundraisers/photos (the caller's own upload). */
const photoId = z.string(invalid).min(1, invalid).max(64, invalid);

export const FUNDRAISER_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A page's or team's address, as made from its title (lower-case words joined by hyphens). */
export const fundraiserSlugSchema = z
  .string(invalid)
  .min(1, invalid)
  .max(100, invalid)
  .regex(FUNDRAISER_SLUG_PATTERN, invalid);

const pageTextShape = {
  title: line(FUNDRAISER_TITLE_MAX),
  story,
  /** The title and story in the other language; null or "" for none. */
  title_alt: optionalLine(FUNDRAISER_TITLE_MAX).nullable().optional(),
  story_alt: story.nullable().optional(),
  goal,
  /** The last Jakarta day (YYYY-MM-DD), today to a year ahead; null: open-ended. */
  ends_on: isoDaySchema.nullable().optional(),
  locale: z.enum(fundraiserLocales, invalid),
  photo: photoId.nullable().optional(),
};

/**
 * POST /v1/fundraisers/pages: a new page. The slug is made from the title (fixed from then on); a Buddy's
 * page is live at once, a donor's waits for review. 409 `fundraiser.pageLimit` past 5 open pages.
 */
export const createFundraiserPageRequestSchema = z.object(
  {
    ...pageTextShape,
    /** A published campaign's slug; null for the general fund. */
    campaign: fundraiserSlugSchema.nullable(),
  },
  invalid,
);
export type CreateFundraiserPageInput = z.input<typeof createFundraiserPageRequestSchema>;

/** PUT /v1/fundraisers/pages/{slug}: the texts, goal, end date and photo, replaced (campaign and slug stay). */
export const editFundraiserPageRequestSchema = z.object(pageTextShape, invalid);
export type EditFundraiserPageInput = z.input<typeof editFundraiserPageRequestSchema>;

/** What the owner may set: pause (live -> paused), resume (paused -> live), close (for good). */
export const fundraiserOwnerStatuses = ["live", "paused", "closed"] as const;

/** POST /v1/fundraisers/pages/{slug}/status. 409 `fundraiser.statusChange` for a move the page cannot make. */
export const setFundraiserPageStatusRequestSchema = z.object(
  { status: z.enum(fundraiserOwnerStatuses, invalid) },
  invalid,
);
export type SetFundraiserPageStatusInput = z.input<typeof setFundraiserPageStatusRequestSchema>;

/** POST /v1/fundraisers/pages/{slug}/team: join a team by its slug, or leave with null. */
export const chooseFundraiserTeamRequestSchema = z.object({ team: fundraiserSlugSchema.nullable() }, invalid);
export type ChooseFundraiserTeamInput = z.input<typeof chooseFundraiserTeamRequestSchema>;

/** POST /v1/fundraisers/pages/{slug}/updates: a thank-you note mailed to the page's donors (plain text). */
export const postFundraiserUpdateRequestSchema = z.object({ body: line(FUNDRAISER_UPDATE_MAX) }, invalid);
export type PostFundraiserUpdateInput = z.input<typeof postFundraiserUpdateRequestSchema>;

/** POST /v1/fundraisers/teams and PUT /v1/fundraisers/teams/{slug} (the captain's). */
export const teamRequestSchema = z.object(
  {
    name: line(TEAM_NAME_MAX),
    story,
    goal,
    locale: z.enum(fundraiserLocales, invalid),
    photo: photoId.nullable().optional(),
  },
  invalid,
);
export type TeamInput = z.input<typeof teamRequestSchema>;

/**
 * POST /v1/admin/fundraisers/pages/{id}/approve, /hide and /unhide, and /v1/admin/fundraisers/teams/{id}/hide
 * and /unhide: why (kept in the audit log).
 */
export const fundraiserStaffActionRequestSchema = z.object({ reason: staffReasonSchema }, invalid);
export type FundraiserStaffActionInput = z.input<typeof fundraiserStaffActionRequestSchema>;

/** GET /v1/admin/fundraisers/pages: `status` filters (default `pending_review`, oldest first). */
export const listStaffFundraiserPagesQuerySchema = z.object({
  status: z.enum([...fundraiserPageStatuses, "hidden"]).optional(),
});
export type ListStaffFundraiserPagesQuery = z.input<typeof listStaffFundraiserPagesQuerySchema>;

/** GET /v1/admin/fundraisers/teams: `status` filters (default `shown`, newest first). */
export const listStaffTeamsQuerySchema = z.object({ status: z.enum(["shown", "hidden"]).optional() });
export type ListStaffTeamsQuery = z.input<typeof listStaffTeamsQuerySchema>;

/** GET /v1/site/teams: the team leaderboard, `limit` (1-50, default 10). */
export const listTeamLeaderboardQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export type ListTeamLeaderboardQuery = z.input<typeof listTeamLeaderboardQuerySchema>;

/** A page's or team's figures, read from the running totals (rupiah). */
const figuresShape = {
  goal: z.number(),
  raised: z.number(),
  donor_count: z.number(),
  /** Whole percent of the goal raised, rounded down; may pass 100. */
  progress: z.number(),
};

/** The owner or captain as the public sees them: name shown on their profile and avatar, nothing else. */
export const fundraiserPersonSchema = z
  .object({ display_name: z.string(), avatar: z.string().nullable() })
  .meta({ id: "FundraiserPerson" });

/** GET /v1/site/fundraisers/{slug}: a shown page (live or paused, not hidden, campaign published). */
export const publicFundraiserPageSchema = z
  .object({
    slug: z.string(),
    status: z.enum(["live", "paused"]),
    /** False while paused: the donation form must not offer the page. */
    accepts_gifts: z.boolean(),
    locale: z.enum(fundraiserLocales),
    title: z.string(),
    story: z.string(),
    title_alt: z.string().nullable(),
    story_alt: z.string().nullable(),
    photo: imageSchema.nullable(),
    ends_on: z.string().nullable(),
    /** Null: the foundation's general fund. */
    campaign: z.object({ slug: z.string(), title: localizedSchema }).nullable(),
    team: z.object({ slug: z.string(), name: z.string() }).nullable(),
    owner: fundraiserPersonSchema,
    created_at: z.string(),
    ...figuresShape,
  })
  .meta({ id: "PublicFundraiserPage" });
export type PublicFundraiserPage = z.infer<typeof publicFundraiserPageSchema>;

/** The owner's view of their page (also what the create, edit, status and team calls answer). */
export const ownFundraiserPageSchema = z
  .object({
    slug: z.string(),
    status: z.enum(fundraiserPageStatuses),
    /** Hidden by staff (with the reason shown to the owner); apart from `status`. */
    hidden: z.boolean(),
    hidden_reason: z.string().nullable(),
    locale: z.enum(fundraiserLocales),
    title: z.string(),
    story: z.string(),
    title_alt: z.string().nullable(),
    story_alt: z.string().nullable(),
    photo: imageSchema.nullable(),
    ends_on: z.string().nullable(),
    campaign: z.object({ slug: z.string(), title: localizedSchema }).nullable(),
    team: z.object({ slug: z.string(), name: z.string() }).nullable(),
    gifts: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
    ...figuresShape,
  })
  .meta({ id: "OwnFundraiserPage" });
export type OwnFundraiserPage = z.infer<typeof ownFundraiserPageSchema>;

/** How many Jakarta days the owner's chart covers at most: the last year of an older page. */
export const FUNDRAISER_CHART_DAYS = 365;

/** One Jakarta day of a page's paid gifts (refunds taken back from the day the gift was paid). */
export const fundraiserPageDaySchema = z
  .object({ day: z.string(), raised: z.number(), gifts: z.number().int() })
  .meta({ id: "FundraiserPageDay" });
export type FundraiserPageDay = z.infer<typeof fundraiserPageDaySchema>;

/**
 * GET /v1/fundraisers/pages/{slug}/days: the owner's daily series, every Jakarta day from the page's first
 * (or 364 days before `to`, whichever is later) to today, days without gifts filled with zeros by the API.
 * `raised_before` is what the page raised before `from`, so a running total starts from it.
 */
export const fundraiserPageDaysSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    raised_before: z.number(),
    days: z.array(fundraiserPageDaySchema),
  })
  .meta({ id: "FundraiserPageDays" });
export type FundraiserPageDays = z.infer<typeof fundraiserPageDaysSchema>;

/** A member page on a team's page, ranked by what the page raised. */
export const teamMemberSchema = z
  .object({
    rank: z.number().int(),
    slug: z.string(),
    title: z.string(),
    owner: fundraiserPersonSchema,
    raised: z.number(),
    donor_count: z.number(),
  })
  .meta({ id: "TeamMember" });
export type TeamMember = z.infer<typeof teamMemberSchema>;

const teamShape = {
  slug: z.string(),
  name: z.string(),
  story: z.string(),
  locale: z.enum(fundraiserLocales),
  photo: imageSchema.nullable(),
  captain: fundraiserPersonSchema.nullable(),
  ...figuresShape,
};

/** GET /v1/site/teams/{slug}: a team with its totals and its shown member pages, ranked. */
export const publicTeamSchema = z
  .object({ ...teamShape, members: z.array(teamMemberSchema) })
  .meta({ id: "PublicTeam" });
export type PublicTeam = z.infer<typeof publicTeamSchema>;

/** The captain's view of their team (create and edit answer it). */
export const ownTeamSchema = z
  .object({
    ...teamShape,
    /** Hidden by staff (a 404 on the site) with the reason shown to the captain. */
    hidden: z.boolean(),
    hidden_reason: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "OwnTeam" });
export type OwnTeam = z.infer<typeof ownTeamSchema>;

/** GET /v1/site/teams: the team leaderboard, by amount raised. */
export const teamLeaderboardRowSchema = z
  .object({
    rank: z.number().int(),
    slug: z.string(),
    name: z.string(),
    photo: imageSchema.nullable(),
    member_count: z.number().int(),
    ...figuresShape,
  })
  .meta({ id: "TeamLeaderboardRow" });
export type TeamLeaderboardRow = z.infer<typeof teamLeaderboardRowSchema>;

/** The most pages and teams GET /v1/site/fundraisers names (the newest changed first). */
export const SITE_FUNDRAISER_LIST_PAGES = 5_000;
export const SITE_FUNDRAISER_LIST_TEAMS = 1_000;

/** GET /v1/site/fundraisers takes no query parameter: any is a 400. */
export const listSiteFundraisersQuerySchema = z.strictObject({});

const sitemapEntrySchema = z.object({ slug: z.string(), updated_at: z.string() });

/**
 * GET /v1/site/fundraisers: the shown pages and teams the sitemap lists, by slug and last change
 * (docs/product/fundraisers.md#pages); nothing about their owners.
 */
export const siteFundraiserListSchema = z
  .object({ pages: z.array(sitemapEntrySchema), teams: z.array(sitemapEntrySchema) })
  .meta({ id: "SiteFundraiserList" });
export type SiteFundraiserList = z.infer<typeof siteFundraiserListSchema>;

/**
 * GET /v1/site/fundraisers/{slug}/share.png: a shown page's share image (docs/product/fundraisers.md#pages),
 * the size link previews (WhatsApp, Facebook, X) show whole; its texts in `locale` (Indonesian without one).
 */
export const FUNDRAISER_SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;
export const fundraiserShareImageQuerySchema = z.object({ locale: z.enum(locales).optional() });

/** The share image's path on the API (the site's og:image names it). */
export function fundraiserShareImagePath(slug: string, locale: (typeof locales)[number]): string {
  return `/v1/site/fundraisers/${encodeURIComponent(slug)}/share.png?locale=${locale}`;
}

/** A page as the staff console lists it (pending approval, hidden, ...). */
export const staffFundraiserPageSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    status: z.enum(fundraiserPageStatuses),
    hidden_at: z.string().nullable(),
    hidden_reason: z.string().nullable(),
    title: z.string(),
    story: z.string(),
    campaign_slug: z.string().nullable(),
    team_slug: z.string().nullable(),
    owner: z.object({ name: z.string(), email: z.string(), role: z.string() }).nullable(),
    approved_at: z.string().nullable(),
    created_at: z.string(),
    ...figuresShape,
  })
  .meta({ id: "StaffFundraiserPage" });
export type StaffFundraiserPage = z.infer<typeof staffFundraiserPageSchema>;

/** A team as the staff console lists it (shown or hidden, with its captain's contact). */
export const staffTeamSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    hidden_at: z.string().nullable(),
    hidden_reason: z.string().nullable(),
    captain: z.object({ name: z.string(), email: z.string() }).nullable(),
    /** Member pages the public sees. */
    member_count: z.number().int(),
    created_at: z.string(),
    ...figuresShape,
  })
  .meta({ id: "StaffTeam" });
export type StaffTeam = z.infer<typeof staffTeamSchema>;

/** GET /v1/admin/fundraisers/pages/{id}/donations: the gifts made through a page, newest first (200 at most). */
export const staffFundraiserDonationSchema = z
  .object({
    local_id: z.string(),
    created_at: z.string(),
    amount: z.number(),
    type: z.string(),
    status: z.string(),
    donor_name: z.string(),
    donor_email: z.string(),
  })
  .meta({ id: "StaffFundraiserDonation" });
export type StaffFundraiserDonation = z.infer<typeof staffFundraiserDonationSchema>;

export const fundraisersResponses = {
  uploadFundraiserPhoto: imageSchema,
  createFundraiserPage: ownFundraiserPageSchema,
  listMyFundraiserPages: z.array(ownFundraiserPageSchema),
  getMyFundraiserPage: ownFundraiserPageSchema,
  getFundraiserPageDays: fundraiserPageDaysSchema,
  editFundraiserPage: ownFundraiserPageSchema,
  setFundraiserPageStatus: ownFundraiserPageSchema,
  chooseFundraiserTeam: ownFundraiserPageSchema,
  postFundraiserUpdate: z.object({ recipients: z.number().int() }),
  createTeam: ownTeamSchema,
  listMyTeams: z.array(ownTeamSchema),
  editTeam: ownTeamSchema,
  getSiteFundraiserPage: publicFundraiserPageSchema,
  getSiteTeam: publicTeamSchema,
  listTeamLeaderboard: z.array(teamLeaderboardRowSchema),
  listSiteFundraisers: siteFundraiserListSchema,
  listStaffFundraiserPages: z.array(staffFundraiserPageSchema),
  approveFundraiserPage: staffFundraiserPageSchema,
  hideFundraiserPage: staffFundraiserPageSchema,
  unhideFundraiserPage: staffFundraiserPageSchema,
  listFundraiserPageDonations: z.array(staffFundraiserDonationSchema),
  listStaffTeams: z.array(staffTeamSchema),
  hideTeam: staffTeamSchema,
  unhideTeam: staffTeamSchema,
} as const;
