import { redeemPointsRequestSchema } from "@rimbun/contract/points";
import { definePointsRoute } from "./points-route.ts";

export const registerPointsRedeem = definePointsRoute({
  path: "/v1/donations/vredeem",
  summary: "Call 24: redeem points for an item (pending entry that holds its price)",
  description:
    "Form `email` (the session volunteer's own; 403 otherwise, for administrators too), `item` (`item-amount`, e.g. `tumbler-300`) and `amount` (the item's price in points). Items: tote-bag 150, tumbler 300, t-shirt 500, tree-certificate 1000.",
  body: redeemPointsRequestSchema,
  // Price and item are checked by the form; whether the points suffice is judged inside the ledger lock.
  spending: (input) => ({
    email: input.email,
    type: "redeem",
    points: input.amount,
    item: input.item,
    description: input.item,
  }),
});
