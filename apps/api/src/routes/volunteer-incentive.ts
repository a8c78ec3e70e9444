import { createRoute, z } from "@hono/zod-openapi";
import { requireRole, sessionRequired } from "../context.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, sessionSecurity } from "../lib/openapi.ts";
import { incentive } from "../services/volunteer.ts";
import {
  pointHistoryItemSchema,
  pointsText,
  volunteerQueryDoc,
  volunteerTarget,
} from "./volunteer-schemas.ts";

const incentiveSchema = z
  .object({
    point: pointsText,
    withdrawal_point: z.object({ result: pointsText }),
    withdrawal_hold: z.object({ result: pointsText }),
    withdrawal_data: z.object({ result: z.array(pointHistoryItemSchema) }),
    active: pointsText,
    on_hold: pointsText,
    page: z.number().int(),
    page_count: z.number().int(),
    total: z.number().int(),
  })
  .openapi("Incentive");

const route = createRoute({
  method: "get",
  path: "/v1/donations/incentive",
  tags: ["Volunteer"],
  summary: "Call 20: incentive summary (SPEC 3, from the ledger) and point history (10 a page)",
  description:
    "Summary over all time: `point` earned, `withdrawal_point` approved spending, `withdrawal_hold` pending spending, active = point - both. History: the range's ledger entries, newest first, page `page`.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: { query: volunteerQueryDoc },
  responses: {
    200: jsonContent(envelope(incentiveSchema)),
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
