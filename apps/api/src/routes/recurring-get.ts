import { createRoute } from "@hono/zod-openapi";
import { getRecurringDonationQuerySchema, responses } from "@rimbun/contract";
import { assertSameUserEmail, requireViewer, sessionRequired } from "../context.ts";
import { envelope, errorResponses, jsonContent, ok, type Router, sessionSecurity } from "../lib/openapi.ts";
import { findUserByEmail } from "../services/accounts.ts";
import { billingStateOf, currentPlanOf, recurringView } from "../services/recurring.ts";

const route = createRoute({
  method: "get",
  path: "/v1/donations/recurring",
  tags: ["Recurring"],
  summary: "Call 2: the donor's monthly donation (status, payment method, amount, pg_id, next charge date)",
  description:
    "The session donor's newest plan that was paid at least once, or `null`. `email` may name someone else only for administrators (403 otherwise).",
  security: sessionSecurity,
  middleware: [sessionRequired] as const,
  request: { query: getRecurringDonationQuerySchema },
  responses: {
    200: jsonContent(envelope(responses.getRecurringDonation)),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export function registerRecurringGet(app: Router) {
  app.openapi(route, async (c) => {
    const viewer = requireViewer(c);
    const { db } = c.get("services");
    const { email } = c.req.valid("query");
    assertSameUserEmail(viewer, email);
    let owner = { userId: viewer.userId, email: viewer.email };
    if (email && email.toLowerCase() !== viewer.email.toLowerCase()) {
      const user = await findUserByEmail(db, email);
      owner = { userId: user?.id ?? "", email };
    }
    const plan = await currentPlanOf(db, owner.userId, owner.email);
    if (!plan) return c.json(ok(null), 200);
    return c.json(ok(recurringView(plan, await billingStateOf(db, plan))), 200);
  });
}
