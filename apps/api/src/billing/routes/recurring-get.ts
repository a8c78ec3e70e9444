import { getRecurringDonationQuerySchema, responses } from "@rimbun/contract";
import { findUserByEmail } from "../../accounts/accounts.ts";
import { assertSameUserEmail } from "../../platform/context.ts";
import { access } from "../../platform/http/access.ts";
import { defineReadRoute } from "../../platform/http/read-route.ts";
import { billingStateOf } from "../plan-state.ts";
import { currentPlanOf, recurringView } from "../recurring.ts";

export const registerRecurringGet = defineReadRoute({
  path: "/v1/donations/recurring",
  tags: ["Recurring"],
  summary: "Call 2: the donor's monthly donation (status, payment method, amount, pg_id, next charge date)",
  description:
    "The session donor's newest plan that was paid at least once, or `null`. `email` may name someone else only for administrators (403 otherwise).",
  query: getRecurringDonationQuerySchema,
  result: responses.getRecurringDonation,
  errors: [401, 403],
  access: access.session([{ in: "query", name: "email", resource: "person" }]),
  handle: async (c, { email }, viewer) => {
    const { db } = c.get("services");
    assertSameUserEmail(viewer, email);
    let owner = { userId: viewer.userId, email: viewer.email };
    if (email && email.toLowerCase() !== viewer.email.toLowerCase()) {
      const user = await findUserByEmail(db, email);
      owner = { userId: user?.id ?? "", email };
    }
    const plan = await currentPlanOf(db, owner.userId, owner.email);
    return plan ? recurringView(plan, await billingStateOf(db, plan)) : null;
  },
});
