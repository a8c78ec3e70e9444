import type {
  FundraiserStaffActionInput,
  ListStaffFundraiserPagesQuery,
  ListStaffTeamsQuery,
  ResponseOf,
} from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

// Staff calls for fundraiser pages and teams (docs/product/fundraisers.md#staff): review, hide and unhide
// with a reason, a page's donations.

export type {
  FundraiserStaffActionInput,
  ListStaffFundraiserPagesQuery,
  ListStaffTeamsQuery,
  StaffFundraiserDonation,
  StaffFundraiserPage,
  StaffTeam,
} from "@rimbun/contract";

const path = (id: string) => `/v1/admin/fundraisers/pages/${encodeURIComponent(id)}`;

/** GET /v1/admin/fundraisers/pages: by state, waiting for approval by default. */
export function listStaffFundraiserPages(
  config: ApiClientConfig,
  query: ListStaffFundraiserPagesQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listStaffFundraiserPages">> {
  return call(config, "listStaffFundraiserPages", "/v1/admin/fundraisers/pages", {
    query: { status: query.status },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** POST /v1/admin/fundraisers/pages/{id}/approve. */
export function approveFundraiserPage(
  config: ApiClientConfig,
  id: string,
  input: FundraiserStaffActionInput,
): Promise<ResponseOf<"approveFundraiserPage">> {
  return call(config, "approveFundraiserPage", `${path(id)}/approve`, { method: "POST", json: input });
}

/** POST /v1/admin/fundraisers/pages/{id}/hide. */
export function hideFundraiserPage(
  config: ApiClientConfig,
  id: string,
  input: FundraiserStaffActionInput,
): Promise<ResponseOf<"hideFundraiserPage">> {
  return call(config, "hideFundraiserPage", `${path(id)}/hide`, { method: "POST", json: input });
}

/** POST /v1/admin/fundraisers/pages/{id}/unhide. */
export function unhideFundraiserPage(
  config: ApiClientConfig,
  id: string,
  input: FundraiserStaffActionInput,
): Promise<ResponseOf<"unhideFundraiserPage">> {
  return call(config, "unhideFundraiserPage", `${path(id)}/unhide`, { method: "POST", json: input });
}

/** GET /v1/admin/fundraisers/pages/{id}/donations: newest first, 200 at most. */
export function listFundraiserPageDonations(
  config: ApiClientConfig,
  id: string,
): Promise<ResponseOf<"listFundraiserPageDonations">> {
  return call(config, "listFundraiserPageDonations", `${path(id)}/donations`);
}

const teamPath = (id: string) => `/v1/admin/fundraisers/teams/${encodeURIComponent(id)}`;

/** GET /v1/admin/fundraisers/teams: shown teams by default, or hidden ones. */
export function listStaffTeams(
  config: ApiClientConfig,
  query: ListStaffTeamsQuery = {},
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listStaffTeams">> {
  return call(config, "listStaffTeams", "/v1/admin/fundraisers/teams", {
    query: { status: query.status },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** POST /v1/admin/fundraisers/teams/{id}/hide. */
export function hideTeam(
  config: ApiClientConfig,
  id: string,
  input: FundraiserStaffActionInput,
): Promise<ResponseOf<"hideTeam">> {
  return call(config, "hideTeam", `${teamPath(id)}/hide`, { method: "POST", json: input });
}

/** POST /v1/admin/fundraisers/teams/{id}/unhide. */
export function unhideTeam(
  config: ApiClientConfig,
  id: string,
  input: FundraiserStaffActionInput,
): Promise<ResponseOf<"unhideTeam">> {
  return call(config, "unhideTeam", `${teamPath(id)}/unhide`, { method: "POST", json: input });
}
