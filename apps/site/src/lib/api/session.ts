import { fetchSession, type SessionUser } from "@rimbun/api-client/accounts";
import { apiConfig } from "./client.ts";

/** GET /v1/oauth/session: the logged-in user, or null when nobody is. */
export function getSession(): Promise<SessionUser | null> {
  return fetchSession(apiConfig);
}
