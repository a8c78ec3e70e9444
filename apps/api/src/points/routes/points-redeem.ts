import { redeemPointsRequestSchema } from "@rimbun/contract/points";
import { definePointsRoute } from "./points-route.ts";

export const registerPointsRedeem = definePointsRoute({
  path: "/v1/donations/vredeem",
  summary: "Call 24: redeem points for an item (pending entry that holds its price)",
  description:
    "Form `email` (the session volunteer's own; 403 otherwise, for administrators too), `item` (`item-amount`, e.g. `tumbler-300`) and `amount` (the item's price in points). Items: tote-bag 150, tumbler 300, t-shirt 500, tree-certificate 1000. The tote bag, tumbler and T-shirt are sent by post: `address` (10-300 characters), `postal_code` (5 digits) and `phone` are required, and `size` (S, M, L, XL, XXL) for the T-shirt; 400 with the fields otherwise. The certificate is digital and keeps none of them.",
  body: redeemPointsRequestSchema,
  // Price and item are checked by the form; whether the points suffice is judged inside the ledger lock.
  spending: (input) => ({
    email: input.email,
    type: "redeem",
    points: input.amount,
    item: input.item,
    description: input.item,
    ...(input.shipping ? { shipping: input.shipping } : {}),
  }),
});
