import type { ResponseOf } from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

// Its own module (not payments.ts) so that pages showing live figures load only these two calls.

export type { CampaignFigures } from "@rimbun/contract";

/** Public campaign figures: target, amount raised and donor count of every campaign. */
export function getCampaigns(config: ApiClientConfig): Promise<ResponseOf<"getCampaigns">> {
  return call(config, "getCampaigns", "/v1/campaigns", { credentials: "omit" });
}

/** One campaign's figures (404 for an unknown slug). */
export function getCampaignFigures(
  config: ApiClientConfig,
  slug: string,
): Promise<ResponseOf<"getCampaignFigures">> {
  return call(config, "getCampaignFigures", `/v1/campaigns/${encodeURIComponent(slug)}`, {
    credentials: "omit",
  });
}

export type { CampaignCard, CampaignPage, CampaignUpdate, Image, Localized } from "@rimbun/contract";

/** GET /v1/site/campaigns: published campaigns and programmes for the landing, in landing order. */
export function listSiteCampaigns(
  config: ApiClientConfig,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"listSiteCampaigns">> {
  return call(config, "listSiteCampaigns", "/v1/site/campaigns", {
    credentials: "omit",
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * GET /v1/site/campaigns/{slug}: a published or closed campaign with its updates (404 for a draft or
 * an unknown slug); `preview` (a staff preview token) also shows a draft.
 */
export function getSiteCampaign(
  config: ApiClientConfig,
  slug: string,
  options: { preview?: string; signal?: AbortSignal } = {},
): Promise<ResponseOf<"getSiteCampaign">> {
  return call(config, "getSiteCampaign", `/v1/site/campaigns/${encodeURIComponent(slug)}`, {
    credentials: "omit",
    query: { preview: options.preview },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
