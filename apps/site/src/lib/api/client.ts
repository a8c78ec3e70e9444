import { type ApiClientConfig, ApiError } from "@rimbun/api-client/http";
import { publicEnv } from "../env.ts";

/**
 * The site's binding of @rimbun/api-client. The calls are imported file by file (`accounts`,
 * `public`, `payments`), never through the client's index, so a page loads only what it calls.
 * In development every answer is checked against `@rimbun/contract`; the import is lazy and the
 * branch is dropped from production builds, so zod never reaches a production page.
 */
export const apiConfig: ApiClientConfig = {
  baseUrl: publicEnv.apiUrl,
  ...(import.meta.env.DEV
    ? {
        validate: async (name, result) => (await import("@rimbun/contract")).validateResponse(name, result),
      }
    : {}),
};

/** One api-client call with the site's configuration: `export const lookupReferral = withSiteConfig(call)`. */
export function withSiteConfig<A extends unknown[], R>(
  apiCall: (config: ApiClientConfig, ...rest: A) => R,
): (...rest: A) => R {
  return (...rest) => apiCall(apiConfig, ...rest);
}

/** A refused or failed call (status 0 when the network failed), with code, message id and field ids. */
export { ApiError as SiteApiError };
