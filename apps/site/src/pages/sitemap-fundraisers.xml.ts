import type { APIRoute } from "astro";
import { fundraiserSitemapXml } from "../features/fundraiser-page/sitemap.ts";
import { publicEnv } from "../lib/env.ts";
import { SHARED_PAGE_CACHE } from "../lib/server/page-headers.ts";
import { loadShownFundraisers } from "../lib/server/site-fundraisers.ts";

// The shown fundraiser and team pages, for search engines (docs/product/fundraisers.md#pages): listed in
// sitemap-index.xml beside the campaigns' sitemap, built on request from the same short cache as the pages.
export const prerender = false;

export const GET: APIRoute = async ({ site }) => {
  const base = site?.href.replace(/\/$/, "") ?? publicEnv.siteUrl;
  const body = fundraiserSitemapXml(base, await loadShownFundraisers());
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SHARED_PAGE_CACHE },
  });
};
