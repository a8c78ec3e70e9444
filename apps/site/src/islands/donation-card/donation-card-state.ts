import type { DonationCardKind } from "@rimbun/domain/donations";
import { defaultAmount } from "@rimbun/domain/money";
import type { DonationChoice } from "../../lib/donation-storage.ts";

/** What the landing donation card holds (SPEC 2, 4). */
export interface DonationCardState {
  type: DonationCardKind;
  amount: number | null;
  terms: boolean;
}

/** Monthly by default, at the type's minimum (DECISIONS). A remembered choice wins. */
export function initialDonationCard(remembered?: DonationChoice | null): DonationCardState {
  if (remembered) return { type: remembered.donation, amount: remembered.amount, terms: false };
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
