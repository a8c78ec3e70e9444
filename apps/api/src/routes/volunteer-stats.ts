import { createRoute, z } from "@hono/zod-openapi";
import { effectiveLimit } from "@rimbun/domain/schemas";
import { requireRole, sessionRequired } from "../context.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, sessionSecurity } from "../lib/openapi.ts";
import { volunteerStats } from "../services/volunteer.ts";
import { pointsText, volunteerQueryDoc, volunteerTarget } from "./volunteer-schemas.ts";

const statsSchema = z
  .object({
    point: pointsText,
    donation: z.number().int(),
    total_per_page: z.number().int(),
    avg_gift: z.number().int(),
    prize_value: pointsText,
    active_point: pointsText,
    hold_point: pointsText,
    donors: z.array(
      z.object({
        email: z.string().openapi({ example: "b****@mail.com" }),
        created_at: z.string(),
        amount: z.number().int(),
        donation_type: z.enum(["single", "boost", "monthly", "recurring"]),
      }),
    ),
  })
  .openapi("VolunteerStats");

const route = createRoute({
  method: "get",
  path: "/v1/donations/point",
  tags: ["Volunteer"],
  summary: "Call 19: volunteer stats (points, donation amount, donors, prize value, masked donor list)",
  description:
    "Successful donations made with the volunteer's referral code in the Jakarta date range. Donor e-mails are masked on the server.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: { query: volunteerQueryDoc },
  responses: {
    200: jsonContent(envelope(statsSchema)),
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
