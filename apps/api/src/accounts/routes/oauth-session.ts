import { responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { ok } from "../../platform/http/openapi.ts";
import { defineRoute } from "../../platform/http/route.ts";
import { sessionUser } from "../accounts.ts";

export const registerOauthSession = defineRoute({
  method: "get",
  path: "/v1/oauth/session",
  tags: ["Accounts"],
  summary:
    "The session user: email, role, first, profile (with badge or incentive points); null when anonymous",
  description:
    "Answers 200 with `result: null` for a visitor without a session, so public pages can ask without an error. Donors' profile carries `badge_points`; volunteers' carries `point`, `active_point` and `hold_point` (text, 2 decimals).",
  result: responses.fetchSession,
  errors: [],
  access: access.public(),
  // Documents the session it reads; without one the answer is `null`, never 401.
  readsSession: true,
  handle: async (c) => {
    const viewer = c.get("viewer");
    const user = viewer ? await sessionUser(c.get("services").db, viewer.userId) : null;
    return c.json(ok(user ?? null), 200);
  },
});
