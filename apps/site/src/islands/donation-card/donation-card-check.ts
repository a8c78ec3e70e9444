import { type MessageId, messages } from "@rimbun/domain/messages";
import { checkAmount } from "@rimbun/domain/money";
import type { DonationChoice } from "../../lib/donation-storage.ts";
import type { DonationCardState } from "./donation-card-state.ts";

export type DonationCardField = "amount" | "terms";

export type DonationCardCheck =
  | { ok: true; choice: DonationChoice }
  | { ok: false; field: DonationCardField; message: MessageId };

/**
 * The order of checks (docs/product/donation-flow.md#donation-card): an amount is set, it is valid for the
 * type (minimum, maximum), then the terms box. Only the first failing check is reported, with the domain's
 * message id. The domain's plain amount rule, not its zod schema (donationCardSchema, which gives the same
 * answers: tested beside this file): the landing → card → monthly journey loads no zod
 * (docs/decisions/light-pages.md).
 */
export function checkDonationCard(state: DonationCardState): DonationCardCheck {
  const amount = checkAmount(state.type, state.amount);
  if (!amount.ok) return { ok: false, field: "amount", message: amount.message };
  if (state.terms !== true) return { ok: false, field: "terms", message: messages.termsRequired.id };
  return { ok: true, choice: { donation: state.type, amount: amount.amount } };
}
