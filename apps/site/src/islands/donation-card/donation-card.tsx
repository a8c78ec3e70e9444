import { Trans, useLingui } from "@lingui/react/macro";
import type { DonationCardKind } from "@rimbun/domain/donations";
import { type Locale, localizedPath } from "@rimbun/i18n";
import { AmountPicker } from "@rimbun/ui/amount-picker/amount-picker";
import { Button } from "@rimbun/ui/button/button";
import { Checkbox } from "@rimbun/ui/checkbox/checkbox";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { readDonationChoice, saveDonationChoice } from "../../lib/donation-storage.ts";
import { IslandI18n } from "../island-i18n.tsx";
import type { DonationCardField } from "./donation-card-check.ts";
import {
  changeDonationType,
  type DonationCardState,
  donationFlowPath,
  initialDonationCard,
} from "./donation-card-state.ts";

export interface DonationCardProps {
  locale: Locale;
}

/** The landing page's donation card (SPEC 2): monthly or single, amount, terms, then the flow. */
export function DonationCard({ locale }: DonationCardProps) {
  return (
    <IslandI18n locale={locale}>
      <DonationCardForm locale={locale} />
    </IslandI18n>
  );
}

function DonationCardForm({ locale }: DonationCardProps) {
  const { t } = useLingui();
  const [state, setState] = useState<DonationCardState>(() => initialDonationCard());
  const [error, setError] = useState<{ field: DonationCardField; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

  // A choice remembered from an earlier visit is restored after hydration (the server knows nothing of it).
  useEffect(() => {
    const remembered = readDonationChoice();
    if (remembered) setState(initialDonationCard(remembered));
  }, []);

  const setType = (type: DonationCardKind) => {
    setState((current) => changeDonationType(current, type));
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    // The schema (zod) loads on the first submit, keeping it out of the page's first JavaScript.
    const { checkDonationCard } = await import("./donation-card-check.ts");
    const check = checkDonationCard(state);
    if (!check.ok) {
      setBusy(false);
      setError({ field: check.field, message: check.message });
      const target = formRef.current?.querySelector<HTMLElement>(
        check.field === "terms"
          ? "input[type=checkbox]"
          : "input[name=card-amount]:checked, input[name=card-amount], input",
      );
      target?.focus();
      return;
    }
    saveDonationChoice(check.choice);
    window.location.assign(localizedPath(locale, donationFlowPath(check.choice.donation)));
  }

  const monthly = state.type === "monthly";
  // ui fields translate domain message ids themselves.
  const amountError = error?.field === "amount" ? error.message : null;
  const termsError = error?.field === "terms" ? error.message : null;

  return (
    <form
      ref={formRef}
      className="donation-card rb-card rb-card--raised"
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="donation-card__title">
        <Trans>Make a donation</Trans>
      </h2>
      <fieldset className="donation-card__types">
        <legend className="visually-hidden">
          <Trans>How often do you want to give?</Trans>
        </legend>
        {(["monthly", "single"] as const).map((type) => (
          <label key={type} className={`donation-card__type${state.type === type ? " is-checked" : ""}`}>
            <input
              type="radio"
              name="card-type"
              value={type}
              checked={state.type === type}
              onChange={() => setType(type)}
            />
            <span>{type === "monthly" ? t`Monthly` : t`Once`}</span>
          </label>
        ))}
      </fieldset>
      <AmountPicker
        kind={state.type}
        value={state.amount}
        name="card-amount"
        onChange={(amount) => {
          setState((current) => ({ ...current, amount }));
          if (error?.field === "amount") setError(null);
        }}
        error={amountError}
        legend={monthly ? t`Monthly amount` : t`Donation amount`}
      />
      <Checkbox
        checked={state.terms}
        onChange={(event) => {
          const terms = event.currentTarget.checked;
          setState((current) => ({ ...current, terms }));
          if (error?.field === "terms") setError(null);
        }}
        required
        error={termsError}
        label={
          <Trans>
            I agree to the{" "}
            <a href={localizedPath(locale, "/terms-and-conditions")} target="_blank" rel="noopener">
              terms and conditions
            </a>
          </Trans>
        }
      />
      <Button type="submit" variant="primary" block loading={busy}>
        {monthly ? t`Donate monthly` : t`Donate once`}
      </Button>
      {monthly && (
        <p className="donation-card__note">
          <Trans>Repeats every month. You can stop at any time.</Trans>
        </p>
      )}
    </form>
  );
}

export default DonationCard;
