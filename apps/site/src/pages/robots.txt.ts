import type { APIRoute } from "astro";
import { publicEnv } from "../lib/env.ts";

/** Lets search engines in and points them at the sitemap (flow and result pages carry noindex). */
export const GET: APIRoute = ({ site }) => {
  const base = site?.href.replace(/\/$/, "") ?? publicEnv.siteUrl;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap-index.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
};
