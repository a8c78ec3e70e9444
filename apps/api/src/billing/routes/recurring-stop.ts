import { responses, stopRecurringDonationRequestSchema } from "@rimbun/contract";
import { optionalViewer } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { ok, requireBody } from "../../platform/http/openapi.ts";
import { defineRoute } from "../../platform/http/route.ts";
import { verifyLink } from "../../platform/http/signed-links.ts";
import { applyDonorRequest } from "../recurring.ts";

export const registerRecurringStop = defineRoute({
  method: "put",
  path: "/v1/payments/recurring",
  tags: ["Recurring"],
  summary: "Call 5: stop a monthly donation (signed link from the invoice mail, or the plan's owner)",
  description:
    "JSON `{ pgid, token }` with the token of the stop link (valid 30 days), or the logged-in owner of the plan (no token). Takes effect at once (plan `inactive`, pending retries and an open invoice withdrawn) and is confirmed by e-mail in those words. 404 means the plan is already stopped or unknown.",
  request: {
    body: {
      content: {
        "application/json": { schema: stopRecurringDonationRequestSchema },
        "application/x-www-form-urlencoded": { schema: stopRecurringDonationRequestSchema },
      },
    },
  },
  result: responses.stopRecurringDonation,
  errors: [400, 403, 404],
  // The stop link's token, or the signed-in owner of the plan `pgid` names (an administrator: any).
  access: access.link([{ in: "body", name: "pgid", resource: "plan" }]),
  handle: async (c) => {
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
  },
});
