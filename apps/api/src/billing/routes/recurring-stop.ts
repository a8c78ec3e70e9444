import { createRoute } from "@hono/zod-openapi";
import { responses, stopRecurringDonationRequestSchema } from "@rimbun/contract";
import { optionalViewer } from "../../platform/context.ts";
import { access, guarded } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import {
  envelope,
  errorResponses,
  jsonContent,
  ok,
  type Router,
  requireBody,
} from "../../platform/http/openapi.ts";
import { verifyLink } from "../../platform/http/signed-links.ts";
import { applyDonorRequest } from "../recurring.ts";

const route = createRoute({
  method: "put",
  path: "/v1/payments/recurring",
  tags: ["Recurring"],
  summary: "Call 5: stop a monthly donation (signed link from the invoice mail, or the plan's owner)",
  description:
    "JSON `{ pgid, token }` with the token of the stop link (valid 30 days), or the logged-in owner of the plan (no token). Takes effect at once (plan `inactive`, pending retries and an open invoice withdrawn) and is confirmed by e-mail in those words. 404 means the plan is already stopped or unknown.",
  // The stop link's token, or the signed-in owner of the plan `pgid` names (an administrator: any).
  ...guarded(access.link([{ in: "body", name: "pgid", resource: "plan" }])),
  request: {
    body: {
      content: {
        "application/json": { schema: stopRecurringDonationRequestSchema },
        "application/x-www-form-urlencoded": { schema: stopRecurringDonationRequestSchema },
      },
    },
  },
  responses: {
    200: jsonContent(envelope(responses.stopRecurringDonation)),
    400: errorResponses[400],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export function registerRecurringStop(app: Router) {
  app.openapi(route, async (c) => {
    const services = c.get("services");
    const input = requireBody(c, stopRecurringDonationRequestSchema);
    const byLink = input.token
      ? verifyLink(services.env.LINK_SECRET, "stop", input.token, services.now()) === input.pgid
      : false;
    if (input.token && !byLink) throw new ApiError("FORBIDDEN");
    await applyDonorRequest(
      services,
      optionalViewer(c),
      { pgId: input.pgid, event: { type: "stop" }, action: "recurring.stop" },
      { byLink },
    );
    return c.json(ok("success" as const), 200);
  });
}
