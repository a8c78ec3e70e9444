import type {
  ChooseFundraiserTeamInput,
  CreateFundraiserPageInput,
  EditFundraiserPageInput,
  PostFundraiserUpdateInput,
  ResponseOf,
  SetFundraiserPageStatusInput,
  TeamInput,
} from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

// Fundraiser pages and teams (docs/product/fundraisers.md): the owner's calls (a signed-in Buddy or donor)
// and the public ones the site renders from.

export type {
  ChooseFundraiserTeamInput,
  CreateFundraiserPageInput,
  EditFundraiserPageInput,
  FundraiserPageDay,
  FundraiserPageDays,
  OwnFundraiserPage,
  OwnTeam,
  PostFundraiserUpdateInput,
  PublicFundraiserPage,
  PublicTeam,
  SetFundraiserPageStatusInput,
  SiteFundraiserList,
  TeamInput,
  TeamLeaderboardRow,
  TeamMember,
} from "@rimbun/contract";

const pagePath = (slug: string) => `/v1/fundraisers/pages/${encodeURIComponent(slug)}`;
const signalOf = (options: { signal?: AbortSignal }) => (options.signal ? { signal: options.signal } : {});

/** POST /v1/fundraisers/photos: a page or team photo (re-encoded); use its `id` as `photo`. */
export function uploadFundraiserPhoto(
  config: ApiClientConfig,
  file: Blob,
): Promise<ResponseOf<"uploadFundraiserPhoto">> {
  return call(config, "uploadFundraiserPhoto", "/v1/fundraisers/photos", {
    method: "POST",
    multipart: { file },
  });
}

/** POST /v1/fundraisers/pages: a new page (409 `fundraiser.pageLimit` past 5 open pages). */
export function createFundraiserPage(
  config: ApiClientConfig,
  input: CreateFundraiserPageInput,
): Promise<ResponseOf<"createFundraiserPage">> {
  return call(config, "createFundraiserPage", "/v1/fundraisers/pages", { method: "POST", json: input });
}

/** GET /v1/fundraisers/pages: my pages with their figures, newest first. */
export function listMyFundraiserPages(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listMyFundraiserPages">> {
  return call(config, "listMyFundraiserPages", "/v1/fundraisers/pages", signalOf(options));
}

/** GET /v1/fundraisers/pages/{slug}: one of my pages. */
export function getMyFundraiserPage(
  config: ApiClientConfig,
  slug: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getMyFundraiserPage">> {
  return call(config, "getMyFundraiserPage", pagePath(slug), signalOf(options));
}

/** GET /v1/fundraisers/pages/{slug}/days: my page's paid gifts by Jakarta day, for its chart. */
export function getFundraiserPageDays(
  config: ApiClientConfig,
  slug: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getFundraiserPageDays">> {
  return call(config, "getFundraiserPageDays", `${pagePath(slug)}/days`, signalOf(options));
}

/** PUT /v1/fundraisers/pages/{slug}: texts, goal, end date and photo. */
export function editFundraiserPage(
  config: ApiClientConfig,
  slug: string,
  input: EditFundraiserPageInput,
): Promise<ResponseOf<"editFundraiserPage">> {
  return call(config, "editFundraiserPage", pagePath(slug), { method: "PUT", json: input });
}

/** POST /v1/fundraisers/pages/{slug}/status: pause, resume or close. */
export function setFundraiserPageStatus(
  config: ApiClientConfig,
  slug: string,
  input: SetFundraiserPageStatusInput,
): Promise<ResponseOf<"setFundraiserPageStatus">> {
  return call(config, "setFundraiserPageStatus", `${pagePath(slug)}/status`, { method: "POST", json: input });
}

/** POST /v1/fundraisers/pages/{slug}/team: join a team by slug, or leave with null. */
export function chooseFundraiserTeam(
  config: ApiClientConfig,
  slug: string,
  input: ChooseFundraiserTeamInput,
): Promise<ResponseOf<"chooseFundraiserTeam">> {
  return call(config, "chooseFundraiserTeam", `${pagePath(slug)}/team`, { method: "POST", json: input });
}

/** POST /v1/fundraisers/pages/{slug}/updates: a thank-you note mailed to the page's donors. */
export function postFundraiserUpdate(
  config: ApiClientConfig,
  slug: string,
  input: PostFundraiserUpdateInput,
): Promise<ResponseOf<"postFundraiserUpdate">> {
  return call(config, "postFundraiserUpdate", `${pagePath(slug)}/updates`, { method: "POST", json: input });
}

/** POST /v1/fundraisers/teams: a new team I captain. */
export function createTeam(config: ApiClientConfig, input: TeamInput): Promise<ResponseOf<"createTeam">> {
  return call(config, "createTeam", "/v1/fundraisers/teams", { method: "POST", json: input });
}

/** GET /v1/fundraisers/teams: the teams I captain. */
export function listMyTeams(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listMyTeams">> {
  return call(config, "listMyTeams", "/v1/fundraisers/teams", signalOf(options));
}

/** PUT /v1/fundraisers/teams/{slug}: my team's name, story, goal and photo. */
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

/** GET /v1/site/fundraisers/{slug}: a shown page (404 otherwise). */
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

/** GET /v1/site/fundraisers: the shown pages' and teams' slugs and last change, for the sitemap. */
export function listSiteFundraisers(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listSiteFundraisers">> {
  return call(config, "listSiteFundraisers", "/v1/site/fundraisers", {
    credentials: "omit",
    ...signalOf(options),
  });
}

/** GET /v1/site/teams/{slug}: a shown team with its members ranked. */
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

/** GET /v1/site/teams: the team leaderboard (`limit` 1-50, default 10). */
export function listTeamLeaderboard(
  config: ApiClientConfig,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<ResponseOf<"listTeamLeaderboard">> {
  return call(config, "listTeamLeaderboard", "/v1/site/teams", {
    credentials: "omit",
    query: { limit: options.limit },
    ...signalOf(options),
  });
}
