import { createRoute } from "@hono/zod-openapi";
import { lookupReferralQuerySchema, responses } from "@rimbun/contract";
import { access, guarded } from "../../platform/http/access.ts";
import { envelope, errorResponses, jsonContent, ok, type Router } from "../../platform/http/openapi.ts";
import { findReferrer } from "../referrals.ts";

const route = createRoute({
  method: "get",
  path: "/v1/referral",
  tags: ["Payments"],
  summary: "Call 4: look up a referral code",
  description:
    "`result` is `{ code, type }` (type donor or volunteer) when the code exists, otherwise null. Nothing else about the person is revealed.",
  ...guarded(access.public()),
  request: { query: lookupReferralQuerySchema },
  responses: {
    200: jsonContent(envelope(responses.lookupReferral)),
    400: errorResponses[400],
  },
});

export function registerReferralLookup(app: Router) {
  app.openapi(route, async (c) => {
    const { search } = c.req.valid("query");
    const referrer = await findReferrer(c.get("services").db, search);
    return c.json(ok(referrer ? { code: referrer.code, type: referrer.type } : null), 200);
  });
}
