import { responses } from "@rimbun/contract";
import { endSession } from "../../platform/auth/session.ts";
import { access } from "../../platform/http/access.ts";
import { ok } from "../../platform/http/openapi.ts";
import { defineRoute } from "../../platform/http/route.ts";

export const registerOauthLogout = defineRoute({
  method: "post",
  path: "/v1/oauth/logout",
  tags: ["Accounts"],
  summary: "Log out (ends the session and clears the cookie; with a call-1 token, ends the session it names)",
  result: responses.logOut,
  errors: [],
  access: access.public(),
  handle: async (c) => {
    const services = c.get("services");
    const viewer = c.get("viewer");
    // A call-1 token names its session: logging out with it ends that session (and the token with it).
    if (viewer?.via === "bearer") await endSession(services.db, viewer.sessionId);
    try {
      const result = await services.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      for (const cookie of result.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
    } catch {
      // Already logged out: logging out again is not an error.
    }
    return c.json(ok(true), 200);
  },
});
