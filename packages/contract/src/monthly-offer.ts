import { z } from "zod";

/**
 * POST /v1/donations/monthly-offer: "monthly instead" was shown, or taken
 * (docs/product/donation-flow.md#monthly-instead). `shown` answers a signed token that `taken` must
 * carry (a take without a showing is not counted); both are throttled per client address.
 */
export const monthlyOfferEventSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("shown") }).strict(),
  z.object({ event: z.literal("taken"), token: z.string().min(1).max(200) }).strict(),
]);
export type MonthlyOfferEvent = z.input<typeof monthlyOfferEventSchema>;

export const monthlyOfferCountedSchema = z
  .object({ counted: z.boolean(), token: z.string().nullable() })
  .meta({ id: "MonthlyOfferCounted" });
export type MonthlyOfferCounted = z.infer<typeof monthlyOfferCountedSchema>;

export const monthlyOfferResponses = {
  countMonthlyOffer: monthlyOfferCountedSchema,
} as const;
