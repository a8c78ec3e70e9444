import type { DonationCardKind } from "@rimbun/domain/donations";
import { defaultAmount } from "@rimbun/domain/money";

/** What the landing donation card holds (docs/product/donation-flow.md#donation-card). */
export interface DonationCardState {
  type: DonationCardKind;
  amount: number | null;
  terms: boolean;
}

/**
 * Always monthly at its minimum: a choice stored by an earlier visit feeds the flow pages only, never
 * the card (it used to open on the last choice).
 */
export function initialDonationCard(): DonationCardState {
  return { type: "monthly", amount: defaultAmount("monthly"), terms: false };
}

/** Changing the type resets the amount to the type's minimum; the caller clears the errors. */
export function changeDonationType(state: DonationCardState, type: DonationCardKind): DonationCardState {
  if (state.type === type) return state;
  return { ...state, type, amount: defaultAmount(type) };
}

/** Where the card sends the donor (without the locale prefix). */
export function donationFlowPath(type: DonationCardKind): string {
  return type === "monthly" ? "/donation/monthly" : "/donation/single/form";
}
