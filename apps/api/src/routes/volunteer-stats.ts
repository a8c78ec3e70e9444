import { createRoute } from "@hono/zod-openapi";
import { getVolunteerStatsQuerySchema, responses } from "@rimbun/contract";
import { effectiveLimit } from "@rimbun/domain/schemas";
import { requireRole, sessionRequired } from "../context.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, sessionSecurity } from "../lib/openapi.ts";
import { volunteerStats } from "../services/volunteer.ts";
import { volunteerTarget } from "../services/volunteer-target.ts";

const route = createRoute({
  method: "get",
  path: "/v1/donations/point",
  tags: ["Volunteer"],
  summary: "Call 19: volunteer stats (points, donation amount, donors, prize value, masked donor list)",
  description:
    "Successful donations made with the volunteer's referral code in the Jakarta date range. Donor e-mails are masked on the server.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: { query: getVolunteerStatsQuerySchema },
  responses: {
    200: jsonContent(envelope(responses.getVolunteerStats)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export function registerVolunteerStats(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireRole(c, "volunteer", "admin");
    const { db } = c.get("services");
    const { user, query } = await volunteerTarget(db, viewer, c.req.valid("query"));
    const stats = await volunteerStats(db, {
      userId: user.id,
      refCode: query.refCode,
      limit: effectiveLimit(query.limit),
      order: query.order,
      startDate: query.startDate,
      endDate: query.endDate,
    });
    return c.json(ok(stats), 200);
  });
}
