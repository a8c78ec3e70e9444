import { createRoute } from "@hono/zod-openapi";
import { pauseRecurringRequestSchema } from "@rimbun/domain/schemas";
import { requireViewer, sessionRequired } from "../context.ts";
import {
  envelope,
  errorResponses,
  jsonContent,
  ok,
  type Router,
  requireBody,
  sessionSecurity,
} from "../lib/openapi.ts";
import { applyDonorRequest } from "../services/recurring.ts";
import { formBody, recurringDonationSchema } from "./recurring-schemas.ts";

const route = createRoute({
  method: "post",
  path: "/v1/donations/recurring/pause",
  tags: ["Recurring"],
  summary: "Beyond SPEC: pause a monthly donation for 1-3 months without cancelling",
  description:
    "Form `pg_id, months` (1, 2 or 3). The due day moves by whole months; the plan resumes by itself.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: formBody(pauseRecurringRequestSchema),
  responses: {
    200: jsonContent(envelope(recurringDonationSchema)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

export function registerRecurringPause(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireViewer(c);
    const input = requireBody(c, pauseRecurringRequestSchema);
    const view = await applyDonorRequest(c.get("services"), viewer, {
      pgId: input.pg_id,
      event: { type: "pause", months: input.months },
      action: "recurring.pause",
    });
    return c.json(ok(view), 200);
  });
}
