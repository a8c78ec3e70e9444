import { getCampaignWall, getFundraiserWall, type Wall } from "@rimbun/api-client/donor-wall";
import { getSiteFundraiserPage, getSiteTeam, listSiteFundraisers } from "@rimbun/api-client/fundraisers";
import {
  FUNDRAISER_SLUG_PATTERN,
  type PublicFundraiserPage,
  type PublicTeam,
  type SiteFundraiserList,
} from "@rimbun/contract";
import {
  API_TIMEOUT_MS,
  type ApiSourceOptions,
  apiCacheOptions,
  nullWhenMissing,
  serverApiConfig,
} from "./api-source.ts";
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

export const apiFundraiserCalls: FundraiserCalls = {
  getPage: (slug, signal) =>
    nullWhenMissing(() => getSiteFundraiserPage(serverApiConfig(), slug, { signal })),
  getTeam: (slug, signal) => nullWhenMissing(() => getSiteTeam(serverApiConfig(), slug, { signal })),
  getWall: (owner, slug, signal) =>
    nullWhenMissing(() =>
      owner === "campaign"
        ? getCampaignWall(serverApiConfig(), slug, {}, { signal })
        : getFundraiserWall(serverApiConfig(), slug, {}, { signal }),
    ),
  listShown: (signal) => listSiteFundraisers(serverApiConfig(), { signal }),
};

export interface FundraiserSourceOptions extends ApiSourceOptions {
  calls?: FundraiserCalls;
}

/**
 * Fundraiser pages, teams and the first page of each wall, from the API through the same short cache
 * as campaign pages (docs/decisions/site-on-demand.md): 30 s per answer, one load per key at a time, the
 * last good copy when the API fails, at most 200 keys of each kind.
 */
export function createFundraiserSource(options: FundraiserSourceOptions = {}) {
  const calls = options.calls ?? apiFundraiserCalls;
  const pages = createStaleCache<PublicFundraiserPage | null>(apiCacheOptions(options, 200));
  const teams = createStaleCache<PublicTeam | null>(apiCacheOptions(options, 200));
  const walls = createStaleCache<Wall | null>(apiCacheOptions(options, 200));
  const shown = createStaleCache<SiteFundraiserList>(apiCacheOptions(options, 1));
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
