import { publicEnv } from "../env.ts";

/**
 * Server-side configuration of the site's Node server (pages rendered on request), read at run time
 * rather than inlined at build, so one build runs against any API. Only the server reads it.
 */
export interface ServerEnv {
  /** Where the site's server reaches the API (may be an internal address); no trailing slash. */
  apiUrl: string;
  /**
   * How long the API's campaign answers are reused, 0-30 s (30: with the page caches a published edit
   * is public within 55 s). 0 turns every page cache off: the e2e journeys see an edit at once.
   */
  cacheSeconds: number;
}

/** Reads and checks the server's variables; a wrong one throws one line naming it. */
export function readServerEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  const raw = env.API_URL?.trim() || publicEnv.apiUrl;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid configuration: API_URL: not a URL (${JSON.stringify(raw)})`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`Invalid configuration: API_URL: must be http(s), got ${url.protocol}`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(
      "Invalid configuration: API_URL: an origin and path only (no query, fragment or credentials)",
    );
  }
  const cache = env.SITE_CACHE_SECONDS?.trim() || "30";
  const cacheSeconds = Number(cache);
  if (!/^\d+$/.test(cache) || cacheSeconds > 30) {
    throw new Error(
      `Invalid configuration: SITE_CACHE_SECONDS: a whole number from 0 to 30, got ${JSON.stringify(cache)}`,
    );
  }
  return { apiUrl: url.href.replace(/\/+$/, ""), cacheSeconds };
}

let cached: ServerEnv | null = null;

/** The server's configuration, checked on first use. */
export function serverEnv(): ServerEnv {
  cached ??= readServerEnv();
  return cached;
}
