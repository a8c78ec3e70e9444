import { createRoute } from "@hono/zod-openapi";
import { reactivateRequestSchema } from "@rimbun/domain/schemas";
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
  path: "/v1/donations/activate",
  tags: ["Recurring"],
  summary: "Call 11: reactivate a paused or stopped monthly donation",
  description:
    "Form `pg_id`. The plan charges again from the first anchor day after now. 409 `billing.alreadyActive` when it already runs.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: formBody(reactivateRequestSchema),
  responses: {
    200: jsonContent(envelope(recurringDonationSchema)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

export function registerRecurringActivate(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireViewer(c);
    const input = requireBody(c, reactivateRequestSchema);
    const view = await applyDonorRequest(c.get("services"), viewer, {
      pgId: input.pg_id,
      event: { type: "reactivate" },
      action: "recurring.reactivate",
    });
    return c.json(ok(view), 200);
  });
}
