import type { AstroGlobal } from "astro";
import { cacheSharedPage } from "../../lib/server/page-headers.ts";
import type { LoadResult } from "../../lib/server/site-fundraisers.ts";

export type PageRequestAnswer<T> =
  | { state: "found"; value: T }
  | { state: "not-found"; response: Response }
  | { state: "unavailable" };

/**
 * A fundraiser or team page request answered as campaign pages are (docs/decisions/site-on-demand.md):
 * the page kept briefly in the shared caches, an empty 404 that Astro renders as the site's not-found page,
 * or a 503 with `Retry-After` when the API is down and no copy exists.
 */
export async function pageRequest<T>(
  astro: Pick<AstroGlobal, "response" | "cache">,
  load: () => Promise<LoadResult<T>>,
): Promise<PageRequestAnswer<T>> {
  const headers = astro.response.headers;
  const result = await load();
  if (result.state === "not-found") {
    return { state: "not-found", response: new Response(null, { status: 404, headers }) };
  }
  if (result.state === "unavailable") {
    astro.response.status = 503;
    headers.set("Retry-After", "30");
    headers.set("Cache-Control", "no-store");
    return { state: "unavailable" };
  }
  cacheSharedPage(astro);
  return result;
}
