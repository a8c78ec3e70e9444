import { getPublicEmbed, type PublicEmbed } from "@rimbun/api-client/embeds";
import { isEmbedCode } from "@rimbun/domain/embeds";
import {
  API_TIMEOUT_MS,
  type ApiSourceOptions,
  apiCacheOptions,
  nullWhenMissing,
  serverApiConfig,
} from "./api-source.ts";
import { createStaleCache } from "./stale-cache.ts";

export type { PublicEmbed };

/** One call of the public embed route; `null` for a 404 (unknown or inactive code). */
export function fetchPublicEmbed(id: string, signal: AbortSignal): Promise<PublicEmbed | null> {
  return nullWhenMissing(() => getPublicEmbed(serverApiConfig(), id, { signal }));
}

export interface EmbedSourceOptions extends ApiSourceOptions {
  load?: (id: string, signal: AbortSignal) => Promise<PublicEmbed | null>;
}

/**
 * Embed codes through the same short cache as campaign pages (docs/decisions/site-on-demand.md): a
 * partner's page with heavy traffic costs the API one call per code every 30 s, whatever the visitors.
 */
export function createEmbedSource(options: EmbedSourceOptions = {}) {
  const load = options.load ?? fetchPublicEmbed;
  const codes = createStaleCache<PublicEmbed | null>(apiCacheOptions(options, 500));
  return {
    async embed(id: string | undefined): Promise<LoadedEmbed> {
      if (!isEmbedCode(id)) return { state: "not-found" };
      try {
        const embed = await codes.get(id, () => load(id, AbortSignal.timeout(API_TIMEOUT_MS)));
        return embed ? { state: "found", embed } : { state: "not-found" };
      } catch (error) {
        console.error(`site: the embed code ${id} could not be loaded`, error);
        return { state: "unavailable" };
      }
    },
    clear: () => codes.clear(),
  };
}

export type LoadedEmbed =
  | { state: "found"; embed: PublicEmbed }
  | { state: "not-found" }
  | { state: "unavailable" };

export const embedSource = createEmbedSource();
