import {
  type CampaignCard,
  type CampaignPage,
  getSiteCampaign,
  listSiteCampaigns,
} from "@rimbun/api-client/campaigns";
import { CAMPAIGN_SLUG_PATTERN } from "@rimbun/contract";
import {
  API_TIMEOUT_MS,
  type ApiSourceOptions,
  apiCacheOptions,
  nullWhenMissing,
  serverApiConfig,
} from "./api-source.ts";
import { createStaleCache } from "./stale-cache.ts";

export type { CampaignCard, CampaignPage };

export interface CampaignCalls {
  listCampaigns(signal: AbortSignal): Promise<CampaignCard[]>;
  /** `null` when the API says there is no such page (unknown, or a draft without a valid preview token). */
  getCampaign(slug: string, preview: string | null, signal: AbortSignal): Promise<CampaignPage | null>;
}

/** The two public calls of the API (plan-12 "Campaign data"). */
export const apiCampaignCalls: CampaignCalls = {
  listCampaigns: (signal) => listSiteCampaigns(serverApiConfig(), { signal }),
  // null for 404 (unknown, a programme or a draft) and 400 (an address the API refuses: a mangled preview token).
  getCampaign: (slug, preview, signal) =>
    nullWhenMissing(() =>
      getSiteCampaign(serverApiConfig(), slug, { signal, ...(preview ? { preview } : {}) }),
    ),
};

export interface CampaignSourceOptions extends ApiSourceOptions {
  calls?: CampaignCalls;
}

/** The landing's campaign list and the campaign pages, from the API through a short cache. */
export function createCampaignSource(options: CampaignSourceOptions = {}) {
  const calls = options.calls ?? apiCampaignCalls;
  const lists = createStaleCache<CampaignCard[]>(apiCacheOptions(options, 1));
  const pages = createStaleCache<CampaignPage | null>(apiCacheOptions(options, 200));

  return {
    /** Published campaigns and programmes in their order; throws only when there is no copy at all. */
    landingCampaigns(): Promise<CampaignCard[]> {
      return lists.get("list", () => calls.listCampaigns(AbortSignal.timeout(API_TIMEOUT_MS)));
    },
    /**
     * One campaign page (`null`: not found, the page answers 404). A preview token skips the cache
     * both ways: a draft is never stored and a preview always shows the latest edit.
     */
    campaignPage(slug: string, preview: string | null = null): Promise<CampaignPage | null> {
      if (preview) return calls.getCampaign(slug, preview, AbortSignal.timeout(API_TIMEOUT_MS));
      return pages.get(slug, () => calls.getCampaign(slug, null, AbortSignal.timeout(API_TIMEOUT_MS)));
    },
    clear() {
      lists.clear();
      pages.clear();
    },
  };
}

/** The server's one source (module state lives as long as the Node process). */
export const campaignSource = createCampaignSource();

/** The landing's list, or `null` when the API is down and no copy exists (the section says so). */
export async function loadLandingCampaigns(): Promise<CampaignCard[] | null> {
  try {
    return await campaignSource.landingCampaigns();
  } catch (error) {
    console.error("site: the landing's campaigns could not be loaded", error);
    return null;
  }
}

export type CampaignPageResult =
  | { state: "found"; campaign: CampaignPage }
  | { state: "not-found" }
  | { state: "unavailable" };

/** A campaign page's data: found, not found (404) or the API down with no copy (503). */
export async function loadCampaignPage(
  slug: string | undefined,
  preview: string | null,
): Promise<CampaignPageResult> {
  // Slugs as staff may write them; anything else is a 404 without asking the API.
  if (!slug || slug.length > 80 || !CAMPAIGN_SLUG_PATTERN.test(slug)) return { state: "not-found" };
  const token = preview && preview.length <= 2_000 ? preview : null;
  try {
    const campaign = await campaignSource.campaignPage(slug, token);
    // A programme has no page of its own (its card leads to monthly giving).
    if (campaign?.kind !== "campaign") return { state: "not-found" };
    return { state: "found", campaign };
  } catch (error) {
    console.error(`site: campaign ${slug} could not be loaded`, error);
    return { state: "unavailable" };
  }
}
