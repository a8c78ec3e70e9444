import { createRoute, z } from "@hono/zod-openapi";
import { leaderboardPeriod } from "@rimbun/domain";
import { leaderboardQuerySchema } from "@rimbun/domain/schemas";
import { requireRole, sessionRequired } from "../context.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, sessionSecurity } from "../lib/openapi.ts";
import { leaderboard } from "../services/volunteer.ts";
import { pointsText } from "./volunteer-schemas.ts";

const rowSchema = z
  .object({
    rank: z.number().int(),
    email: z.string().openapi({ description: "Masked (`b****@mail.com`), also the caller's own" }),
    fullname: z.string(),
    avatar: z.string().nullable(),
    total_donor: z.number().int(),
    total_donations: z.number().int(),
    avg_gift: z.number().int(),
    point: pointsText,
    is_me: z.boolean().openapi({ description: "This row is the caller (found by user id on the server)" }),
  })
  .openapi("LeaderboardRow");

const route = createRoute({
  method: "get",
  path: "/v1/donations/leaderboard",
  tags: ["Volunteer"],
  summary: "Call 21: top 10 volunteers (all time, or one month of one year) and the caller's own rank",
  description:
    "Ranked by points earned in the period; ties by total donations, then earlier signup. The period applies only when both `month` and `year` are given.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: { query: leaderboardQuerySchema },
  responses: {
    200: jsonContent(
      envelope(
        z.object({
          label: z.string(),
          period: z.object({ month: z.number().int(), year: z.number().int() }).nullable(),
          top: z.array(rowSchema),
          own: rowSchema.nullable(),
        }),
      ),
    ),
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
