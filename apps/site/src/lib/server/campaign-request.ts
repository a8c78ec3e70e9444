import type { AstroGlobal } from "astro";
import type { Locale } from "../i18n.ts";
import { cacheSharedPage, markPrivatePreview } from "./page-headers.ts";
import {
  type CampaignCard,
  type CampaignPage,
  loadCampaignPage,
  loadLandingCampaigns,
} from "./site-campaigns.ts";
import { loadWall, type Wall } from "./site-fundraisers.ts";

export type CampaignRequestAnswer =
  | {
      state: "found";
      props: {
        locale: Locale;
        campaign: CampaignPage;
        others: CampaignCard[];
        preview: boolean;
        /** The donor wall's newest messages (empty for a preview or when the wall cannot be read). */
        wall: Wall;
      };
    }
  | { state: "not-found"; response: Response }
  | { state: "unavailable" };

/**
 * What a campaign page request answers, with its headers set: the page (shared cache, or private and
 * unindexed for a staff preview), a 404 that Astro renders as the site's not-found page, or a 503
 * when the API is down and no copy of the campaign exists.
 */
export async function campaignRequest(astro: AstroGlobal, locale: Locale): Promise<CampaignRequestAnswer> {
  const preview = astro.url.searchParams.get("preview");
  const headers = astro.response.headers;
  if (preview !== null) markPrivatePreview(headers);
  const result = await loadCampaignPage(astro.params.slug, preview);
  if (result.state === "not-found") {
    // An empty 404 makes Astro render src/pages/404.astro with the status kept.
    return { state: "not-found", response: new Response(null, { status: 404, headers }) };
  }
  if (result.state === "unavailable") {
    astro.response.status = 503;
    headers.set("Retry-After", "30");
    headers.set("Cache-Control", "no-store");
    return { state: "unavailable" };
  }
  if (preview === null) cacheSharedPage(astro);
  const [list, wall] = await Promise.all([
    loadLandingCampaigns(),
    preview === null
      ? loadWall("campaign", result.campaign.slug)
      : Promise.resolve<Wall>({ messages: [], next_before: null }),
  ]);
  const others = list?.filter((c) => c.kind === "campaign" && c.slug !== result.campaign.slug) ?? [];
  return {
    state: "found",
    props: { locale, campaign: result.campaign, others, preview: preview !== null, wall },
  };
}
