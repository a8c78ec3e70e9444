import { donatePointsRequestSchema } from "@rimbun/contract/points";
import { definePointsRoute } from "./points-route.ts";

export const registerPointsDonate = definePointsRoute({
  path: "/v1/donations/vdonate",
  summary: "Call 22: donate points (at least 10, up to the active points) as a pending entry that holds them",
  description:
    "Form `email, amount` (points as text, e.g. `12.50`); `email` must be the session volunteer's own (403 otherwise, for administrators too). An administrator approves or rejects it later.",
  body: donatePointsRequestSchema,
  spending: (input) => ({ email: input.email, type: "donate", points: input.amount, description: "donate" }),
});
