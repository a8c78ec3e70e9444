import type { Locale } from "@rimbun/i18n";
import { API_TIMEOUT_MS, type ApiSourceOptions, apiCacheOptions, serverApiConfig } from "./api-source.ts";
import { createStaleCache } from "./stale-cache.ts";

/**
 * A partner's embed code as the public API gives it (GET /v1/embeds/:id, docs/product/embeds.md):
 * the target, the defaults the partner's snippet may override, the origins allowed to frame the flow
 * and the goal meter's figures.
 */
export interface PublicEmbed {
  id: string;
  locale: Locale;
  presets: number[];
  colour: string;
  show_meter: boolean;
  allowed_origins: string[];
  target: { kind: "campaign" | "fundraiser_page"; slug: string; title: { id: string; en: string } };
  meter: { raised_idr: number; goal_idr: number | null; donors: number };
}

/** The public code's shape: 10 characters of the local-id alphabet (no 0, 1, I, L, O). */
export const EMBED_ID_PATTERN = /^[2-9A-HJKMNP-Z]{10}$/;

export function isEmbedId(id: string | undefined): id is string {
  return !!id && EMBED_ID_PATTERN.test(id);
}

const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

/**
 * The answer checked before anything of it reaches a header or a page: an origin that is not a plain
 * `scheme://host[:port]` would let a broken answer widen `frame-ancestors` (or break the header), so
 * such an answer counts as no code at all.
 */
export function readPublicEmbed(value: unknown): PublicEmbed | null {
  if (!value || typeof value !== "object") return null;
  const embed = value as Partial<PublicEmbed>;
  if (!isEmbedId(embed.id)) return null;
  if (embed.locale !== "id" && embed.locale !== "en") return null;
  if (!Array.isArray(embed.allowed_origins) || embed.allowed_origins.length === 0) return null;
  if (!embed.allowed_origins.every((origin) => typeof origin === "string" && ORIGIN_PATTERN.test(origin))) {
    return null;
  }
  if (!Array.isArray(embed.presets) || !embed.presets.every((amount) => Number.isSafeInteger(amount))) {
    return null;
  }
  if (typeof embed.colour !== "string" || !/^#[0-9a-f]{6}$/i.test(embed.colour)) return null;
  const target = embed.target;
  if (!target || (target.kind !== "campaign" && target.kind !== "fundraiser_page")) return null;
  if (typeof target.slug !== "string" || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(target.slug)) return null;
  if (typeof target.title?.id !== "string" || typeof target.title?.en !== "string") return null;
  const meter = embed.meter;
  if (!meter || !Number.isFinite(meter.raised_idr) || !Number.isFinite(meter.donors)) return null;
  return {
    id: embed.id,
    locale: embed.locale,
    presets: embed.presets,
    colour: embed.colour.toLowerCase(),
    show_meter: embed.show_meter === true,
    allowed_origins: embed.allowed_origins,
    target: { kind: target.kind, slug: target.slug, title: { id: target.title.id, en: target.title.en } },
    meter: {
      raised_idr: meter.raised_idr,
      goal_idr: typeof meter.goal_idr === "number" ? meter.goal_idr : null,
      donors: meter.donors,
    },
  };
}

/** One call of the public embed route; `null` for a 404 (unknown or inactive code). */
export async function fetchPublicEmbed(id: string, signal: AbortSignal): Promise<PublicEmbed | null> {
  const { baseUrl } = serverApiConfig();
  const response = await fetch(`${baseUrl}/v1/embeds/${encodeURIComponent(id)}`, {
    signal,
    headers: { accept: "application/json" },
  });
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new Error(`GET /v1/embeds/${id} answered ${response.status}`);
  const body = (await response.json()) as { result?: unknown };
  // The API's envelope (docs/api.md#shapes) holds the answer in `result`.
  const embed = readPublicEmbed(body?.result);
  if (!embed) throw new Error(`GET /v1/embeds/${id}: the answer is not an embed code`);
  return embed;
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
      if (!isEmbedId(id)) return { state: "not-found" };
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

export type LoadedEmbed = { state: "found"; embed: PublicEmbed } | { state: "not-found" } | { state: "unavailable" };

export const embedSource = createEmbedSource();
