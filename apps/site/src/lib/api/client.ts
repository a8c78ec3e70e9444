import { type ApiClientConfig, ApiError } from "@rimbun/api-client/http";
import { publicEnv } from "../env.ts";

/**
 * The site's binding of @rimbun/api-client. The calls are imported file by file (`accounts`,
 * `public`, `payments`), never through the client's index, so a page loads only what it calls.
 */
export const apiConfig: ApiClientConfig = { baseUrl: publicEnv.apiUrl };

/** A refused or failed call (status 0 when the network failed), with code, message id and field ids. */
export { ApiError as SiteApiError };
