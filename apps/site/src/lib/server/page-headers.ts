/**
 * Cache-Control of the pages rendered on request. Browsers and proxies may keep a page 20 s; with
 * the server's 30 s copy of the API's answer a published edit is public within 60 s (issue 12).
 */
export const SHARED_PAGE_CACHE = "public, max-age=20";

/** A preview of a draft: never stored anywhere, never indexed. */
export function markPrivatePreview(headers: Headers): void {
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
}
