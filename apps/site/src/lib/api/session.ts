import { fetchSession } from "@rimbun/api-client/accounts";
import { withSiteConfig } from "./client.ts";

/** GET /v1/oauth/session: the logged-in user, or null when nobody is. */
export const getSession = withSiteConfig(fetchSession);
