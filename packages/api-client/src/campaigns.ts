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
