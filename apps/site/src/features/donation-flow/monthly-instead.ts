import { channelCodesFor, findChannel } from "@rimbun/domain/channels";
import type { DonationDraft } from "../../lib/donation-storage.ts";
import type { DonationFlowState } from "./donation-flow-logic.ts";

/**
 * "Monthly instead" (docs/product/donation-flow.md#monthly-instead): the one-time flow's entries as the
 * monthly flow's draft, with the suggested amount. A payment method the monthly flow does not offer is
 * left for the donor to choose again; everything else typed carries over.
 */
export function monthlyDraftOf(state: DonationFlowState, amount: number): DonationDraft {
  const method = state.paymentMethod;
  const keepsMethod = method !== null && (channelCodesFor("monthly") as string[]).includes(method);
  return {
    amount,
    name: state.name,
    email: state.email,
    phone: state.phone,
    paymentType: keepsMethod ? (findChannel(method)?.type ?? null) : null,
    paymentMethod: keepsMethod ? method : null,
    referralCode: state.referralCode,
  };
}

/**
 * The monthly flow's address: the suggested amount (so it opens at the personal step) and what the
 * one-time flow came with (campaign, fundraiser page, referral link), in the page's language.
 */
export function monthlyFlowHref(monthlyPath: string, currentSearch: string, amount: number): string {
  const from = new URLSearchParams(currentSearch);
  const query = new URLSearchParams({ amount: String(amount) });
  for (const key of ["campaign", "fundraiser", "ref"]) {
    const value = from.get(key);
    if (value) query.set(key, value);
  }
  return `${monthlyPath}?${query}`;
}
