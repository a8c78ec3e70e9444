import { createRoute } from "@hono/zod-openapi";
import { redeemRequestSchema } from "@rimbun/domain/schemas";
import { requireRole, sessionRequired } from "../context.ts";
import {
  envelope,
  errorResponses,
  jsonContent,
  ok,
  type Router,
  requireBody,
  sessionSecurity,
} from "../lib/openapi.ts";
import { requestPointSpending } from "../services/points.ts";
import { pointRequestResult, pointRequestResultSchema, spendingVolunteer } from "./points-schemas.ts";
import { formBody } from "./recurring-schemas.ts";

// Price and item are checked here; whether the points suffice is judged inside the ledger lock.
const form = redeemRequestSchema(Number.MAX_SAFE_INTEGER);

const route = createRoute({
  method: "post",
  path: "/v1/donations/vredeem",
  tags: ["Points"],
  summary: "Call 24: redeem points for an item (pending entry that holds its price)",
  description:
    "Form `email` (the session volunteer's own; 403 otherwise, for administrators too), `item` (`item-amount`, e.g. `tumbler-300`) and `amount` (the item's price in points). Items: tote-bag 150, tumbler 300, t-shirt 500, tree-certificate 1000.",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: formBody(form),
  responses: {
    200: jsonContent(envelope(pointRequestResultSchema)),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export function registerPointsRedeem(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireRole(c, "volunteer");
    const services = c.get("services");
    const input = requireBody(c, form);
    const volunteer = await spendingVolunteer(services.db, viewer, input.email);
    const result = await requestPointSpending(services, {
      userId: volunteer.id,
      type: "redeem",
      points: input.amount,
      item: input.item,
      description: input.item,
    });
    return c.json(ok(pointRequestResult(result)), 200);
  });
}
