import type { MessageId } from "@rimbun/domain/messages";
import { donationCardSchema } from "@rimbun/domain/schemas/donation";
import type { DonationChoice } from "../../lib/donation-storage.ts";
import type { DonationCardState } from "./donation-card-state.ts";

export type DonationCardField = "amount" | "terms";

export type DonationCardCheck =
  | { ok: true; choice: DonationChoice }
  | { ok: false; field: DonationCardField; message: MessageId };

/**
 * SPEC 4's order of checks: an amount is set, it is valid for the type (minimum, maximum), then the
 * terms box. Only the first failing check is reported, with the domain's message id.
 */
export function checkDonationCard(state: DonationCardState): DonationCardCheck {
  const parsed = donationCardSchema.safeParse({
    type: state.type,
    amount: state.amount ?? undefined,
    terms: state.terms,
  });
  if (parsed.success) return { ok: true, choice: { donation: parsed.data.type, amount: parsed.data.amount } };
  const first = parsed.error.issues[0];
  const field: DonationCardField = first?.path[0] === "terms" ? "terms" : "amount";
  return { ok: false, field, message: (first?.message ?? "error.validation") as MessageId };
}
