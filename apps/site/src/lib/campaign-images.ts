import { publicEnv } from "./env.ts";

/**
 * An image address from the API as the browser must fetch it: the API may answer with paths
 * (`/v1/images/...`), which live on the API's public origin, not the site's. A `srcset` list has each
 * of its addresses resolved.
 */
export function imageUrl(value: string, isSrcset = false): string {
  const resolve = (url: string) =>
    /^https?:\/\//.test(url) ? url : `${publicEnv.apiUrl}${url.startsWith("/") ? "" : "/"}${url}`;
  if (!isSrcset) return resolve(value.trim());
  return value
    .split(",")
    .map((candidate) => {
      const [url = "", ...descriptor] = candidate.trim().split(/\s+/);
      return [resolve(url), ...descriptor].join(" ");
    })
    .join(", ");
}
