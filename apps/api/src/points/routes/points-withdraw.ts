import { withdrawPointsRequestSchema } from "@rimbun/contract/points";
import { definePointsRoute } from "./points-route.ts";

export const registerPointsWithdraw = definePointsRoute({
  path: "/v1/donations/vwithdraw",
  summary:
    "Call 23: withdraw points (at least 100; needs a complete bank account) as a pending entry that holds them",
  description:
    "Form `email, amount` (points as text, e.g. `12.50`); `email` must be the session volunteer's own (403 otherwise, for administrators too). An administrator approves or rejects it later.",
  body: withdrawPointsRequestSchema,
  spending: (input) => ({
    email: input.email,
    type: "withdraw",
    points: input.amount,
    description: "withdraw",
  }),
});
