import { getCampaignWall, getFundraiserWall, type Wall } from "@rimbun/api-client/donor-wall";
import { getSiteFundraiserPage, getSiteTeam, listSiteFundraisers } from "@rimbun/api-client/fundraisers";
import { type ApiClientConfig, ApiError } from "@rimbun/api-client/http";
import {
  FUNDRAISER_SLUG_PATTERN,
  type PublicFundraiserPage,
  type PublicTeam,
  type SiteFundraiserList,
} from "@rimbun/contract";
import { serverEnv } from "./server-env.ts";
import { API_TIMEOUT_MS } from "./site-campaigns.ts";
import { createStaleCache } from "./stale-cache.ts";

export type { PublicFundraiserPage, PublicTeam, SiteFundraiserList, Wall };

/** Where a wall lives: a campaign's page or a fundraiser page. */
export type WallOwner = "campaign" | "fundraiser";

export interface FundraiserCalls {
  /** `null` when the API says 404 (unknown, waiting for review, closed, hidden, campaign unpublished). */
  getPage(slug: string, signal: AbortSignal): Promise<PublicFundraiserPage | null>;
  getTeam(slug: string, signal: AbortSignal): Promise<PublicTeam | null>;
  getWall(owner: WallOwner, slug: string, signal: AbortSignal): Promise<Wall | null>;
  /** The shown pages and teams, for the sitemap. */
  listShown(signal: AbortSignal): Promise<SiteFundraiserList>;
}

function serverApiConfig(): ApiClientConfig {
  return {
    baseUrl: serverEnv().apiUrl,
    timeoutMs: API_TIMEOUT_MS,
    ...(import.meta.env.DEV
      ? {
          validate: async (name, result) => (await import("@rimbun/contract")).validateResponse(name, result),
        }
      : {}),
  };
}

/** A 404 (or a 400 for an address the API refuses) is "no such page"; anything else is a failure. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const apiFundraiserCalls: FundraiserCalls = {
  getPage: (slug, signal) => orNull(() => getSiteFundraiserPage(serverApiConfig(), slug, { signal })),
  getTeam: (slug, signal) => orNull(() => getSiteTeam(serverApiConfig(), slug, { signal })),
  getWall: (owner, slug, signal) =>
    orNull(() =>
      owner === "campaign"
        ? getCampaignWall(serverApiConfig(), slug, {}, { signal })
        : getFundraiserWall(serverApiConfig(), slug, {}, { signal }),
    ),
  listShown: (signal) => listSiteFundraisers(serverApiConfig(), { signal }),
};

export interface FundraiserSourceOptions {
  calls?: FundraiserCalls;
  cacheMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

/**
 * Fundraiser pages, teams and the first page of each wall, from the API through the same short cache
 * as campaign pages (docs/decisions/site-on-demand.md): 30 s per answer, one load per key at a time, the
 * last good copy when the API fails, at most 200 keys of each kind.
 */
export function createFundraiserSource(options: FundraiserSourceOptions = {}) {
  const calls = options.calls ?? apiFundraiserCalls;
  const log = options.log ?? ((message: string) => console.warn(message));
  const cacheOptions = {
    ttlMs: options.cacheMs ?? serverEnv().cacheSeconds * 1_000,
    retryAfterMs: 5_000,
    maxEntries: 200,
    now: options.now,
    onStale: (key: string, error: unknown) =>
      log(
        `site: the API failed for ${key}; serving the last copy (${error instanceof Error ? error.message : error})`,
      ),
  };
  const pages = createStaleCache<PublicFundraiserPage | null>(cacheOptions);
  const teams = createStaleCache<PublicTeam | null>(cacheOptions);
  const walls = createStaleCache<Wall | null>(cacheOptions);
  const shown = createStaleCache<SiteFundraiserList>({ ...cacheOptions, maxEntries: 1 });
  const signal = () => AbortSignal.timeout(API_TIMEOUT_MS);
  return {
    page: (slug: string) => pages.get(slug, () => calls.getPage(slug, signal())),
    team: (slug: string) => teams.get(slug, () => calls.getTeam(slug, signal())),
    wall: (owner: WallOwner, slug: string) =>
      walls.get(`${owner}:${slug}`, () => calls.getWall(owner, slug, signal())),
    shown: () => shown.get("sitemap", () => calls.listShown(signal())),
    clear() {
      pages.clear();
      teams.clear();
      walls.clear();
      shown.clear();
    },
  };
}

export const fundraiserSource = createFundraiserSource();

export type LoadResult<T> = { state: "found"; value: T } | { state: "not-found" } | { state: "unavailable" };

/** A slug the API could have made (lower-case words joined by hyphens); anything else is a 404 without a call. */
export function isFundraiserSlug(slug: string | undefined): slug is string {
  return !!slug && slug.length <= 100 && FUNDRAISER_SLUG_PATTERN.test(slug);
}

async function load<T>(slug: string | undefined, what: string, get: (slug: string) => Promise<T | null>) {
  if (!isFundraiserSlug(slug)) return { state: "not-found" } as const;
  try {
    const value = await get(slug);
    return value === null ? ({ state: "not-found" } as const) : ({ state: "found", value } as const);
  } catch (error) {
    console.error(`site: ${what} ${slug} could not be loaded`, error);
    return { state: "unavailable" } as const;
  }
}

export function loadFundraiserPage(slug: string | undefined): Promise<LoadResult<PublicFundraiserPage>> {
  return load(slug, "fundraiser page", (s) => fundraiserSource.page(s));
}

export function loadTeam(slug: string | undefined): Promise<LoadResult<PublicTeam>> {
  return load(slug, "team", (s) => fundraiserSource.team(s));
}

/** A wall's newest messages, or an empty wall when it cannot be read (the page shows without it). */
export async function loadWall(owner: WallOwner, slug: string): Promise<Wall> {
  try {
    return (await fundraiserSource.wall(owner, slug)) ?? { messages: [], next_before: null };
  } catch (error) {
    console.error(`site: the wall of ${owner} ${slug} could not be loaded`, error);
    return { messages: [], next_before: null };
  }
}

/** The shown pages and teams for the sitemap, or none when the API cannot say (the sitemap is then empty). */
export async function loadShownFundraisers(): Promise<SiteFundraiserList> {
  try {
    return await fundraiserSource.shown();
  } catch (error) {
    console.error("site: the shown fundraiser pages could not be loaded", error);
    return { pages: [], teams: [] };
  }
}
