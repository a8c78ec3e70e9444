import { lookupReferralQuerySchema, responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { ok } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { findReferrer } from "../referrals.ts";

export const registerReferralLookup = defineRoute({
  method: "get",
  path: "/v1/referral",
  tags: ["Payments"],
  summary: "Call 4: look up a referral code",
  description:
    "`result` is `{ code, type }` (type donor or volunteer) when the code exists, otherwise null. Nothing else about the person is revealed.",
  request: { query: lookupReferralQuerySchema },
  result: responses.lookupReferral,
  errors: [400],
  access: access.public(),
  handle: async (c) => {
    const { search } = validated(c, "query", lookupReferralQuerySchema);
    const referrer = await findReferrer(c.get("services").db, search);
    return c.json(ok(referrer ? { code: referrer.code, type: referrer.type } : null), 200);
  },
});
