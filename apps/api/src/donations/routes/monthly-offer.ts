import { monthlyOfferEventSchema, responses } from "@rimbun/contract";
import { access } from "../../platform/http/access.ts";
import { jsonBody, ok } from "../../platform/http/openapi.ts";
import { defineRoute, validated } from "../../platform/http/route.ts";
import { countOfferShown, countOfferTaken } from "../monthly-offer.ts";

export const registerMonthlyOffer = defineRoute({
  method: "post",
  path: "/v1/donations/monthly-offer",
  tags: ["Payments"],
  summary: 'Count "monthly instead" shown or taken in the one-time flow (staff report figure)',
  description:
    'JSON `{ event: "shown" }` answers a token (valid 24 hours); `{ event: "taken", token }` counts once per token (`counted: false` for a forged, expired or used one). Anonymous; throttled per client address (429 RATE_LIMITED).',
  request: { body: jsonBody(monthlyOfferEventSchema) },
  result: responses.countMonthlyOffer,
  errors: [400, 403, 429],
  access: access.public(),
  handle: async (c) => {
    const input = validated(c, "json", monthlyOfferEventSchema);
    if (input.event === "shown") return c.json(ok({ counted: true, token: await countOfferShown(c) }), 200);
    return c.json(ok({ counted: await countOfferTaken(c, input.token), token: null }), 200);
  },
});
