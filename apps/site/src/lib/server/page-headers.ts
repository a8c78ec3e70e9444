import type { AstroGlobal } from "astro";
import { serverEnv } from "./server-env.ts";

/**
 * Caching of the pages rendered on request. A published edit must be public within 60 s
 * (docs/product/campaigns.md#campaign-pages): the server's copy of the API's answer is at most 30 s old
 * (site-campaigns.ts), the rendered page is kept 10 s more in the server's memory, and browsers or proxies
 * may keep it 15 s: 55 s at worst.
 */
export const SHARED_PAGE_CACHE = "public, max-age=15";
export const RENDERED_PAGE_SECONDS = 10;

/** A page every visitor sees the same: kept briefly by the server and by browsers (not with caching off). */
export function cacheSharedPage(astro: Pick<AstroGlobal, "response" | "cache">): void {
  if (serverEnv().cacheSeconds === 0) {
    astro.response.headers.set("Cache-Control", "no-cache");
    return;
  }
  astro.response.headers.set("Cache-Control", SHARED_PAGE_CACHE);
  astro.cache.set({ maxAge: RENDERED_PAGE_SECONDS });
}

/** A preview of a draft: never stored anywhere, never indexed. */
export function markPrivatePreview(headers: Headers): void {
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
}
