import type { MonthlyOfferEvent, ResponseOf } from "@rimbun/contract";
import { type ApiClientConfig, call } from "./http.ts";

export type { MonthlyOfferCounted, MonthlyOfferEvent } from "@rimbun/contract";

/**
 * POST /v1/donations/monthly-offer: counts "monthly instead" shown (answers the token a take must
 * carry) or taken (docs/product/donation-flow.md#monthly-instead). No credentials: the count is anonymous.
 */
export function countMonthlyOffer(
  config: ApiClientConfig,
  input: MonthlyOfferEvent,
): Promise<ResponseOf<"countMonthlyOffer">> {
  return call(config, "countMonthlyOffer", "/v1/donations/monthly-offer", {
    method: "POST",
    json: input,
    credentials: "omit",
  });
}
