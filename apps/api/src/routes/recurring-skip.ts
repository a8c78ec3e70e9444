import { createRoute } from "@hono/zod-openapi";
import { skipRecurringRequestSchema } from "@rimbun/domain/schemas";
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
  path: "/v1/donations/recurring/skip",
  tags: ["Recurring"],
  summary: "Beyond SPEC: skip next month's donation without cancelling",
  description: "Form `pg_id`. 409 `billing.alreadySkipped` when next month is already skipped.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: formBody(skipRecurringRequestSchema),
  responses: {
    200: jsonContent(envelope(recurringDonationSchema)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

export function registerRecurringSkip(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireViewer(c);
    const input = requireBody(c, skipRecurringRequestSchema);
    const view = await applyDonorRequest(c.get("services"), viewer, {
      pgId: input.pg_id,
      event: { type: "skip-next" },
      action: "recurring.skip",
    });
    return c.json(ok(view), 200);
  });
}
