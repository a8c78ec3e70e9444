import { createRoute } from "@hono/zod-openapi";
import { getIncentiveQuerySchema, responses } from "@rimbun/contract";
import { requireRole, sessionRequired } from "../context.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, sessionSecurity } from "../lib/openapi.ts";
import { incentive } from "../services/volunteer.ts";
import { volunteerTarget } from "../services/volunteer-target.ts";

const route = createRoute({
  method: "get",
  path: "/v1/donations/incentive",
  tags: ["Volunteer"],
  summary: "Call 20: incentive summary (SPEC 3, from the ledger) and point history (10 a page)",
  description:
    "Summary over all time: `point` earned, `withdrawal_point` approved spending, `withdrawal_hold` pending spending, active = point - both. History: the range's ledger entries, newest first, page `page`.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: { query: getIncentiveQuerySchema },
  responses: {
    200: jsonContent(envelope(responses.getIncentive)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export function registerVolunteerIncentive(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireRole(c, "volunteer", "admin");
    const { db } = c.get("services");
    const raw = c.req.valid("query");
    const { user, query } = await volunteerTarget(db, viewer, raw);
    const page = Number.parseInt(raw.page ?? "1", 10);
    const result = await incentive(db, {
      userId: user.id,
      page: Number.isFinite(page) ? page : 1,
      startDate: query.startDate,
      endDate: query.endDate,
    });
    return c.json(ok(result), 200);
  });
}
