import { createRoute } from "@hono/zod-openapi";
import { getLeaderboardQuerySchema, responses } from "@rimbun/contract";
import { leaderboardPeriod } from "@rimbun/domain";
import { requireRole, sessionRequired } from "../context.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, sessionSecurity } from "../lib/openapi.ts";
import { leaderboard } from "../services/volunteer.ts";

const route = createRoute({
  method: "get",
  path: "/v1/donations/leaderboard",
  tags: ["Volunteer"],
  summary: "Call 21: top 10 volunteers (all time, or one month of one year) and the caller's own rank",
  description:
    "Ranked by points earned in the period; ties by total donations, then earlier signup. The period applies only when both `month` and `year` are given.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: { query: getLeaderboardQuerySchema },
  responses: {
    200: jsonContent(envelope(responses.getLeaderboard)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export function registerVolunteerLeaderboard(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireRole(c, "volunteer", "admin");
    const services = c.get("services");
    const period = leaderboardPeriod(c.req.valid("query"), services.now());
    return c.json(ok(await leaderboard(services.db, period, viewer.userId)), 200);
  });
}
