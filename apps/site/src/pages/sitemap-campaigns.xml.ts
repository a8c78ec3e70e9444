import { localizedPath } from "@rimbun/i18n";
import type { APIRoute } from "astro";
import { publicEnv } from "../lib/env.ts";
import { SHARED_PAGE_CACHE } from "../lib/server/page-headers.ts";
import { loadLandingCampaigns } from "../lib/server/site-campaigns.ts";

// The campaign pages staff publish, for search engines: listed in sitemap-index.xml beside the
// prerendered pages' sitemap, built on request from the same short cache as the pages.
export const prerender = false;

const hreflang = { id: "id-ID", en: "en-GB" } as const;

export const GET: APIRoute = async ({ site }) => {
  const base = site?.href.replace(/\/$/, "") ?? publicEnv.siteUrl;
  const campaigns = (await loadLandingCampaigns())?.filter((c) => c.kind === "campaign") ?? [];
  const urls = campaigns.flatMap((campaign) => {
    // Slugs are [a-z0-9-] (the API's rule): nothing in them needs escaping in XML.
    const path = `/campaign/${campaign.slug}`;
    const links = (["id", "en"] as const)
      .map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang[locale]}" href="${base}${localizedPath(locale, path)}"/>`,
      )
      .join("");
    return (["id", "en"] as const).map(
      (locale) => `<url><loc>${base}${localizedPath(locale, path)}</loc>${links}</url>`,
    );
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SHARED_PAGE_CACHE },
  });
};
