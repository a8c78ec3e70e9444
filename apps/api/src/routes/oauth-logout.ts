import { createRoute, z } from "@hono/zod-openapi";
import { envelope, jsonContent, ok, type Router } from "../lib/openapi.ts";

const route = createRoute({
  method: "post",
  path: "/v1/oauth/logout",
  tags: ["Accounts"],
  summary: "Log out (ends the session and clears the cookie)",
  responses: { 200: jsonContent(envelope(z.boolean())) },
});

export function registerOauthLogout(app: Router) {
  app.openapi(route, async (c) => {
    const services = c.get("services");
    try {
      const result = await services.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      for (const cookie of result.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
    } catch {
      // Already logged out: logging out again is not an error.
    }
    return c.json(ok(true), 200);
  });
}
