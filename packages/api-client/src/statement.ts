import type { ResponseOf } from "@rimbun/contract";
import type { DateRange } from "@rimbun/domain/dates";
import { type ApiClientConfig, call } from "./http.ts";

export type { DonationStatement, StatementDonation } from "@rimbun/contract";

/**
 * GET /v1/donations/statement: the signed-in donor's successful gifts of a range (Jakarta days, both
 * inclusive, at most 366 days) with their total, for the statement PDF.
 */
export function getDonationStatement(
  config: ApiClientConfig,
  range: DateRange,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<"getDonationStatement">> {
  return call(config, "getDonationStatement", "/v1/donations/statement", {
    query: { startDate: range.startDate, endDate: range.endDate },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
