import { createRoute } from "@hono/zod-openapi";
import { responses } from "@rimbun/contract";
import { access, guarded } from "../../platform/http/access.ts";
import { envelope, jsonContent, ok, type Router, sessionSecurity } from "../../platform/http/openapi.ts";
import { sessionUser } from "../accounts.ts";

const route = createRoute({
  method: "get",
  path: "/v1/oauth/session",
  tags: ["Accounts"],
  summary:
    "The session user: email, role, first, profile (with badge or incentive points); null when anonymous",
  description:
    "Answers 200 with `result: null` for a visitor without a session, so public pages can ask without an error. Donors' profile carries `badge_points`; volunteers' carries `point`, `active_point` and `hold_point` (text, 2 decimals).",
  // Documents the session it reads; without one the answer is `null`, never 401.
  security: sessionSecurity,
  ...guarded(access.public()),
  responses: { 200: jsonContent(envelope(responses.fetchSession)) },
});

export function registerOauthSession(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = c.get("viewer");
    const user = viewer ? await sessionUser(c.get("services").db, viewer.userId) : null;
    return c.json(ok(user ?? null), 200);
  });
}
