import { createRoute } from "@hono/zod-openapi";
import { requireViewer, sessionRequired } from "../context.ts";
import { ApiError } from "../lib/errors.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, sessionSecurity } from "../lib/openapi.ts";
import { sessionUser } from "../services/accounts.ts";
import { sessionUserSchema } from "./oauth-login.ts";

const route = createRoute({
  method: "get",
  path: "/v1/oauth/session",
  tags: ["Accounts"],
  summary: "The session user: email, role, first, profile",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  responses: { 200: jsonContent(envelope(sessionUserSchema)), 401: errorResponses[401] },
});

export function registerOauthSession(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireViewer(c);
    const user = await sessionUser(c.get("services").db, viewer.userId);
    if (!user) throw new ApiError("UNAUTHORIZED");
    return c.json(ok(user), 200);
  });
}
