import { createRoute, type z } from "@hono/zod-openapi";
import { type RecurringDonation, recurringDonationSchema } from "@rimbun/contract/recurring";
import { requireViewer, type Services, sessionRequired, type Viewer } from "../context.ts";
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

/** What tells one plan-changing call (10, 11, 12, pause, skip) from another. */
interface RecurringRouteOptions<I> {
  method: "post" | "put";
  path: string;
  summary: string;
  description: string;
  /** The call's form, from the contract. */
  body: z.ZodType<I>;
  /** Applies the validated form to the plan (owner or administrator) and answers the plan as it now is. */
  apply: (services: Services, viewer: Viewer, input: I) => Promise<RecurringDonation>;
}

/** A route that changes the session donor's monthly plan and answers call 2's shape. */
export function defineRecurringRoute<I>(options: RecurringRouteOptions<I>) {
  const route = createRoute({
    method: options.method,
    path: options.path,
    tags: ["Recurring"],
    summary: options.summary,
    description: options.description,
    security: sessionSecurity,
    middleware: [sessionRequired] as const,
    request: formBody(options.body),
    responses: {
      200: jsonContent(envelope(recurringDonationSchema)),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      404: errorResponses[404],
      409: errorResponses[409],
    },
  });
  return function register(app: Router) {
    app.openapi(route, async (c) => {
      const viewer = requireViewer(c);
      const input = requireBody(c, options.body);
      return c.json(ok(await options.apply(c.get("services"), viewer, input)), 200);
    });
  };
}
