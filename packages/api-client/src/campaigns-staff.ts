import type {
  CampaignInput,
  CampaignStatusInput,
  CampaignUpdateInput,
  EndMatchingPledgeInput,
  HideCampaignUpdateInput,
  MatchingPledgeInput,
  ResponseOf,
} from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

// Staff calls for campaigns (docs/product/campaigns.md#campaign-screens): the dashboard's campaigns screens
// load only this module.

export type {
  CampaignInput,
  CampaignPreview,
  CampaignStatusInput,
  CampaignUpdateInput,
  HideCampaignUpdateInput,
  Image,
  StaffCampaign,
  StaffCampaignRow,
  StaffCampaignUpdate,
} from "@rimbun/contract";

const path = (slug: string) => `/v1/admin/campaigns/${encodeURIComponent(slug)}`;
const signalOf = (options: { signal?: AbortSignal }) => (options.signal ? { signal: options.signal } : {});

/** GET /v1/admin/campaigns: every campaign and programme, drafts included. */
export function listStaffCampaigns(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listStaffCampaigns">> {
  return call(config, "listStaffCampaigns", "/v1/admin/campaigns", signalOf(options));
}

/** GET /v1/admin/campaigns/{slug}: the editor's data, hidden updates included. */
export function getStaffCampaign(
  config: ApiClientConfig,
  slug: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getStaffCampaign">> {
  return call(config, "getStaffCampaign", path(slug), signalOf(options));
}

/** POST /v1/admin/campaigns: a new draft; 409 when the slug is taken. */
export function createCampaign(
  config: ApiClientConfig,
  input: CampaignInput,
): Promise<ResponseOf<"createCampaign">> {
  return call(config, "createCampaign", "/v1/admin/campaigns", { method: "POST", json: input });
}

/** PUT /v1/admin/campaigns/{slug}: replaces every field; 409 when renaming a published campaign. */
export function editCampaign(
  config: ApiClientConfig,
  slug: string,
  input: CampaignInput,
): Promise<ResponseOf<"editCampaign">> {
  return call(config, "editCampaign", path(slug), { method: "PUT", json: input });
}

/** POST /v1/admin/campaigns/{slug}/status: publish, back to draft, or close, with a reason. */
export function setCampaignStatus(
  config: ApiClientConfig,
  slug: string,
  input: CampaignStatusInput,
): Promise<ResponseOf<"setCampaignStatus">> {
  return call(config, "setCampaignStatus", `${path(slug)}/status`, { method: "POST", json: input });
}

/** POST /v1/admin/campaigns/{slug}/preview: a site link showing the draft for 15 minutes. */
export function previewCampaign(
  config: ApiClientConfig,
  slug: string,
): Promise<ResponseOf<"previewCampaign">> {
  return call(config, "previewCampaign", `${path(slug)}/preview`, { method: "POST", json: {} });
}

/** POST /v1/admin/campaigns/{slug}/updates: posts an update and queues its mails to the donors. */
export function postCampaignUpdate(
  config: ApiClientConfig,
  slug: string,
  input: CampaignUpdateInput,
): Promise<ResponseOf<"postCampaignUpdate">> {
  return call(config, "postCampaignUpdate", `${path(slug)}/updates`, { method: "POST", json: input });
}

/** DELETE /v1/admin/campaigns/{slug}/updates/{id}: hides an update, with a reason. */
export function hideCampaignUpdate(
  config: ApiClientConfig,
  slug: string,
  id: string,
  input: HideCampaignUpdateInput,
): Promise<ResponseOf<"hideCampaignUpdate">> {
  return call(config, "hideCampaignUpdate", `${path(slug)}/updates/${encodeURIComponent(id)}`, {
    method: "DELETE",
    json: input,
  });
}

/** POST /v1/admin/images: a JPEG, PNG or WebP (≤ 8 MB, ≤ 40 Mpx), stored as AVIF and WebP widths. */
export function uploadImage(config: ApiClientConfig, file: Blob): Promise<ResponseOf<"uploadImage">> {
  return call(config, "uploadImage", "/v1/admin/images", {
    method: "POST",
    multipart: { file },
    timeoutMs: 60_000,
  });
}

export type { MatchingPledge, MatchingPledgeInput, MatchingStatement } from "@rimbun/contract";

/** GET /v1/admin/campaigns/{slug}/matching-pledges: the campaign's matching pledges in start order. */
export function listMatchingPledges(
  config: ApiClientConfig,
  slug: string,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listMatchingPledges">> {
  return call(config, "listMatchingPledges", `${path(slug)}/matching-pledges`, signalOf(options));
}

/** POST /v1/admin/campaigns/{slug}/matching-pledges: 409 when its days overlap another pledge's. */
export function createMatchingPledge(
  config: ApiClientConfig,
  slug: string,
  input: MatchingPledgeInput,
): Promise<ResponseOf<"createMatchingPledge">> {
  return call(config, "createMatchingPledge", `${path(slug)}/matching-pledges`, {
    method: "POST",
    json: input,
  });
}

const pledgePath = (id: string) => `/v1/admin/matching-pledges/${encodeURIComponent(id)}`;

/** POST /v1/admin/matching-pledges/{id}/end: no gift paid from now on is matched. */
export function endMatchingPledge(
  config: ApiClientConfig,
  id: string,
  input: EndMatchingPledgeInput,
): Promise<ResponseOf<"endMatchingPledge">> {
  return call(config, "endMatchingPledge", `${pledgePath(id)}/end`, { method: "POST", json: input });
}

/** GET /v1/admin/matching-pledges/{id}/statement: the gifts a pledge matched, for the partner's statement. */
export function getMatchingStatement(
  config: ApiClientConfig,
  id: string,
): Promise<ResponseOf<"getMatchingStatement">> {
  return call(config, "getMatchingStatement", `${pledgePath(id)}/statement`);
}
