import type { DonationCardKind } from "@rimbun/domain/donations";
import { type Locale, localizedPath } from "@rimbun/i18n";
import { type FormEvent, useState } from "react";
import type { DonationCardField } from "./donation-card-check.ts";
import {
  changeDonationType,
  type DonationCardState,
  donationFlowPath,
  initialDonationCard,
} from "./donation-card-state.ts";

/**
 * The landing card's state: type, amount and terms (monthly first, every visit), the
 * first failing check, and the submission that stores the choice and opens the flow.
 */
export function useDonationCard(locale: Locale) {
  const [state, setState] = useState<DonationCardState>(() => initialDonationCard());
  const [error, setError] = useState<{ field: DonationCardField; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const setType = (type: DonationCardKind) => {
    setState((current) => changeDonationType(current, type));
    setError(null);
  };
  /** Changes the amount or the terms box, and clears what was said about it. */
  const update = <K extends DonationCardField>(field: K, value: DonationCardState[K]) => {
    setState((current) => ({ ...current, [field]: value }));
    if (error?.field === field) setError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    // The check and the choice's storage load on the first submit (small, no zod: the landing's budget).
    const [{ checkDonationCard }, { saveDonationChoice }] = await Promise.all([
      import("./donation-card-check.ts"),
      import("../../lib/donation-storage.ts"),
    ]);
    const check = checkDonationCard(state);
    if (!check.ok) {
      setBusy(false);
      setError({ field: check.field, message: check.message });
      form
        .querySelector<HTMLElement>(
          check.field === "terms"
            ? "input[type=checkbox]"
            : "input[name=card-amount]:checked, input[name=card-amount], input",
        )
        ?.focus();
      return;
    }
    saveDonationChoice(check.choice);
    window.location.assign(localizedPath(locale, donationFlowPath(check.choice.donation)));
  }

  return { state, error, busy, setType, update, submit };
}
