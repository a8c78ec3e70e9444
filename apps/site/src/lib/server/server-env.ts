import { publicEnv } from "../env.ts";

/**
 * Server-side configuration of the site's Node server (pages rendered on request), read at run time
 * rather than inlined at build, so one build runs against any API. Only the server reads it.
 */
export interface ServerEnv {
  /** Where the site's server reaches the API (may be an internal address); no trailing slash. */
  apiUrl: string;
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
  return { apiUrl: url.href.replace(/\/+$/, "") };
}

let cached: ServerEnv | null = null;

/** The server's configuration, checked on first use. */
export function serverEnv(): ServerEnv {
  cached ??= readServerEnv();
  return cached;
}
