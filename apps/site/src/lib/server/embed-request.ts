import type { AstroGlobal } from "astro";
import { serverEnv } from "./server-env.ts";
import { embedSource, type PublicEmbed } from "./site-embeds.ts";

export type EmbedRequestAnswer =
  | { state: "found"; embed: PublicEmbed }
  | { state: "not-found"; response: Response }
  | { state: "unavailable" };

/**
 * What an embed page request answers (`/embed/<id>`, `/embed/button/<id>`, docs/embed.md):
 * the page, framable by the code's allowed origins only (src/middleware.ts writes them into
 * `frame-ancestors`); a 404 for an unknown or inactive code, which keeps `frame-ancestors 'none'`; a 503
 * while the API is down and no copy of the code is kept. Never indexed.
 */
export async function embedRequest(astro: AstroGlobal): Promise<EmbedRequestAnswer> {
  const headers = astro.response.headers;
  headers.set("X-Robots-Tag", "noindex, nofollow");
  const loaded = await embedSource.embed(astro.params.id);
  if (loaded.state === "not-found") {
    return { state: "not-found", response: new Response(null, { status: 404, headers }) };
  }
  if (loaded.state === "unavailable") {
    astro.response.status = 503;
    headers.set("Retry-After", "30");
    headers.set("Cache-Control", "no-store");
    return { state: "unavailable" };
  }
  astro.locals.frameAncestors = loaded.embed.allowed_origins;
  // Shared and brief, like the campaign pages: the meter is at most this old, and a code switched off
  // stops being framable within the API cache's 30 s plus these 15.
  headers.set("Cache-Control", serverEnv().cacheSeconds === 0 ? "no-cache" : "public, max-age=15");
  return { state: "found", embed: loaded.embed };
}
