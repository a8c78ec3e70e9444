import { createRoute, type z } from "@hono/zod-openapi";
import { pointRequestResultSchema } from "@rimbun/contract/points";
import { requireRole, sessionRequired } from "../context.ts";
import {
  envelope,
  errorResponses,
  formBody,
  jsonContent,
  ok,
  type Router,
  requireBody,
  sessionSecurity,
} from "../lib/openapi.ts";
import { type SpendingRequest, spendVolunteerPoints } from "../services/points-spending.ts";

/** What tells one point-spending call (22-24) from another. */
interface PointsRouteOptions<I> {
  path: string;
  summary: string;
  description: string;
  /** The call's form, from the contract. */
  body: z.ZodType<I>;
  /** The spending the validated form asks for. */
  spending: (input: I) => SpendingRequest;
}

/** A point-spending route: the session volunteer's own form, a pending entry that holds the points. */
export function definePointsRoute<I>(options: PointsRouteOptions<I>) {
  const route = createRoute({
    method: "post",
    path: options.path,
    tags: ["Points"],
    summary: options.summary,
    description: options.description,
    security: sessionSecurity,
    middleware: [sessionRequired] as const,
    request: formBody(options.body),
    responses: {
      200: jsonContent(envelope(pointRequestResultSchema)),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
    },
  });
  return function register(app: Router) {
    app.openapi(route, async (c) => {
      const viewer = requireRole(c, "volunteer");
      const input = requireBody(c, options.body);
      const result = await spendVolunteerPoints(c.get("services"), viewer, options.spending(input));
      return c.json(ok(result), 200);
    });
  };
}
