import type { ApiClientConfig } from "@rimbun/api-client/http";
import { ApiError } from "@rimbun/api-client/http";
import { serverEnv } from "./server-env.ts";
import type { StaleCacheOptions } from "./stale-cache.ts";

// What the pages rendered on request share when they read the API through a short cache
// (docs/decisions/site-on-demand.md): the time limit, the client's configuration, the cache's options.

/** The API's time limit for a page rendered on request. */
export const API_TIMEOUT_MS = 2_000;

export function serverApiConfig(): ApiClientConfig {
  return {
    baseUrl: serverEnv().apiUrl,
    timeoutMs: API_TIMEOUT_MS,
    // As in the browser (client.ts): answers checked against the contract in development only.
    ...(import.meta.env.DEV
      ? {
          validate: async (name, result) => (await import("@rimbun/contract")).validateResponse(name, result),
        }
      : {}),
  };
}

/** A 404 (or a 400 for an address the API refuses) is "no such page"; anything else is a failure. */
export async function nullWhenMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export interface ApiSourceOptions {
  /** How long an answer is reused (server-env's `cacheSeconds`, 30 s by default). */
  cacheMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

/**
 * The stale cache's options for API answers: reused for `cacheMs`, a failed refresh retried after 5 s
 * while the last good copy is served (and logged), at most `maxEntries` keys.
 */
export function apiCacheOptions(options: ApiSourceOptions, maxEntries: number): StaleCacheOptions {
  const log = options.log ?? ((message: string) => console.warn(message));
  return {
    ttlMs: options.cacheMs ?? serverEnv().cacheSeconds * 1_000,
    retryAfterMs: 5_000,
    maxEntries,
    now: options.now,
    onStale: (key, error) =>
      log(
        `site: the API failed for ${key}; serving the last copy (${error instanceof Error ? error.message : error})`,
      ),
  };
}
