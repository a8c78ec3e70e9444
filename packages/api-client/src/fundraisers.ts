import type {
  ChooseFundraiserTeamInput,
  CreateFundraiserPageInput,
  EditFundraiserPageInput,
  FundraiserStaffActionInput,
  ListStaffFundraiserPagesQuery,
  ListTeamLeaderboardQuery,
  PostFundraiserUpdateInput,
  ResponseOf,
  SetFundraiserPageStatusInput,
  TeamInput,
} from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

// Fundraiser pages and teams (docs/product/fundraisers.md): the owner's calls, the site's public reads
// and the staff console's.

export type {
  ChooseFundraiserTeamInput,
  CreateFundraiserPageInput,
  EditFundraiserPageInput,
  FundraiserPageStatus,
  FundraiserStaffActionInput,
  OwnFundraiserPage,
  OwnTeam,
  PostFundraiserUpdateInput,
  PublicFundraiserPage,
  PublicTeam,
  SetFundraiserPageStatusInput,
  StaffFundraiserDonation,
  StaffFundraiserPage,
  TeamInput,
  TeamLeaderboardRow,
  TeamMember,
} from "@rimbun/contract";

const page = (slug: string) => `/v1/fundraisers/pages/${encodeURIComponent(slug)}`;
const staffPage = (id: string) => `/v1/admin/fundraisers/pages/${encodeURIComponent(id)}`;
const signalOf = (options: { signal?: AbortSignal }) => (options.signal ? { signal: options.signal } : {});

/** POST /v1/fundraisers/photos: a page's or team's photo (JPEG, PNG or WebP), re-encoded, metadata dropped. */
export function uploadFundraiserPhoto(
  config: ApiClientConfig,
  file: Blob,
): Promise<ResponseOf<"uploadFundraiserPhoto">> {
  return call(config, "uploadFundraiserPhoto", "/v1/fundraisers/photos", {
    method: "POST",
    multipart: { file },
    timeoutMs: 60_000,
  });
}

/** POST /v1/fundraisers/pages: a new page (live at once for a Buddy, waiting for approval for a donor). */
export function createFundraiserPage(
  config: ApiClientConfig,
  input: CreateFundraiserPageInput,
): Promise<ResponseOf<"createFundraiserPage">> {
  return call(config, "createFundraiserPage", "/v1/fundraisers/pages", { method: "POST", json: input });
}

/** GET /v1/fundraisers/pages: the signed-in person's pages with their figures. */
export function listMyFundraiserPages(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listMyFundraiserPages">> {
  return call(config, "listMyFundraiserPages", "/v1/fundraisers/pages", signalOf(options));
}

/** GET /v1/fundraisers/pages/{slug}: one of the signed-in person's pages. */
export function getMyFundraiserPage(
  config: ApiClientConfig,
  slug: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getMyFundraiserPage">> {
  return call(config, "getMyFundraiserPage", page(slug), signalOf(options));
}

/** PUT /v1/fundraisers/pages/{slug}: the page's texts, photo, goal and end date. */
export function editFundraiserPage(
  config: ApiClientConfig,
  slug: string,
  input: EditFundraiserPageInput,
): Promise<ResponseOf<"editFundraiserPage">> {
  return call(config, "editFundraiserPage", page(slug), { method: "PUT", json: input });
}

/** POST /v1/fundraisers/pages/{slug}/status: pause, resume or close. */
export function setFundraiserPageStatus(
  config: ApiClientConfig,
  slug: string,
  input: SetFundraiserPageStatusInput,
): Promise<ResponseOf<"setFundraiserPageStatus">> {
  return call(config, "setFundraiserPageStatus", `${page(slug)}/status`, { method: "POST", json: input });
}

/** POST /v1/fundraisers/pages/{slug}/team: joins a team by its slug, or leaves it with null. */
export function chooseFundraiserTeam(
  config: ApiClientConfig,
  slug: string,
  input: ChooseFundraiserTeamInput,
): Promise<ResponseOf<"chooseFundraiserTeam">> {
  return call(config, "chooseFundraiserTeam", `${page(slug)}/team`, { method: "POST", json: input });
}

/** POST /v1/fundraisers/pages/{slug}/updates: a thank-you update mailed to the page's donors. */
export function postFundraiserUpdate(
  config: ApiClientConfig,
  slug: string,
  input: PostFundraiserUpdateInput,
): Promise<ResponseOf<"postFundraiserUpdate">> {
  return call(config, "postFundraiserUpdate", `${page(slug)}/updates`, { method: "POST", json: input });
}

/** POST /v1/fundraisers/teams: a new team, its captain the signed-in person. */
export function createTeam(config: ApiClientConfig, input: TeamInput): Promise<ResponseOf<"createTeam">> {
  return call(config, "createTeam", "/v1/fundraisers/teams", { method: "POST", json: input });
}

/** GET /v1/fundraisers/teams: the teams the signed-in person captains. */
export function listMyTeams(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listMyTeams">> {
  return call(config, "listMyTeams", "/v1/fundraisers/teams", signalOf(options));
}

/** PUT /v1/fundraisers/teams/{slug}: the captain edits the team. */
export function editTeam(
  config: ApiClientConfig,
  slug: string,
  input: TeamInput,
): Promise<ResponseOf<"editTeam">> {
  return call(config, "editTeam", `/v1/fundraisers/teams/${encodeURIComponent(slug)}`, {
    method: "PUT",
    json: input,
  });
}

/** GET /v1/site/fundraisers/{slug}: a shown page with its figures (404 when hidden, waiting or closed). */
export function getSiteFundraiserPage(
  config: ApiClientConfig,
  slug: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getSiteFundraiserPage">> {
  return call(config, "getSiteFundraiserPage", `/v1/site/fundraisers/${encodeURIComponent(slug)}`, {
    credentials: "omit",
    ...signalOf(options),
  });
}

/** GET /v1/site/teams/{slug}: a team with its totals and its members ranked. */
export function getSiteTeam(
  config: ApiClientConfig,
  slug: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getSiteTeam">> {
  return call(config, "getSiteTeam", `/v1/site/teams/${encodeURIComponent(slug)}`, {
    credentials: "omit",
    ...signalOf(options),
  });
}

/** GET /v1/site/teams: the team leaderboard. */
export function listTeamLeaderboard(
  config: ApiClientConfig,
  query: ListTeamLeaderboardQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listTeamLeaderboard">> {
  return call(config, "listTeamLeaderboard", "/v1/site/teams", {
    credentials: "omit",
    query: { limit: query.limit as number | undefined },
    ...signalOf(options),
  });
}

/** GET /v1/admin/fundraisers/pages: pages by state (waiting for approval by default). */
export function listStaffFundraiserPages(
  config: ApiClientConfig,
  query: ListStaffFundraiserPagesQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listStaffFundraiserPages">> {
  return call(config, "listStaffFundraiserPages", "/v1/admin/fundraisers/pages", {
    query: { status: query.status },
    ...signalOf(options),
  });
}

/** POST /v1/admin/fundraisers/pages/{id}/approve: a donor's page goes live, with a reason. */
export function approveFundraiserPage(
  config: ApiClientConfig,
  id: string,
  input: FundraiserStaffActionInput,
): Promise<ResponseOf<"approveFundraiserPage">> {
  return call(config, "approveFundraiserPage", `${staffPage(id)}/approve`, { method: "POST", json: input });
}

/** POST /v1/admin/fundraisers/pages/{id}/hide: hides a page from the site, with a reason. */
export function hideFundraiserPage(
  config: ApiClientConfig,
  id: string,
  input: FundraiserStaffActionInput,
): Promise<ResponseOf<"hideFundraiserPage">> {
  return call(config, "hideFundraiserPage", `${staffPage(id)}/hide`, { method: "POST", json: input });
}

/** POST /v1/admin/fundraisers/pages/{id}/unhide: shows a hidden page again, with a reason. */
export function unhideFundraiserPage(
  config: ApiClientConfig,
  id: string,
  input: FundraiserStaffActionInput,
): Promise<ResponseOf<"unhideFundraiserPage">> {
  return call(config, "unhideFundraiserPage", `${staffPage(id)}/unhide`, { method: "POST", json: input });
}

/** GET /v1/admin/fundraisers/pages/{id}/donations: the gifts made through a page. */
export function listFundraiserPageDonations(
  config: ApiClientConfig,
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listFundraiserPageDonations">> {
  return call(config, "listFundraiserPageDonations", `${staffPage(id)}/donations`, signalOf(options));
}
