import { Trans, useLingui } from "@lingui/react/macro";
import type { DonationCardKind } from "@rimbun/domain/donations";
import { type Locale, localizedPath } from "@rimbun/i18n";
import { AmountPicker } from "@rimbun/ui/amount-picker/amount-picker";
import { Button } from "@rimbun/ui/button/button";
import { Checkbox } from "@rimbun/ui/checkbox/checkbox";
import { useId } from "react";
import { IslandI18n } from "../island-i18n.tsx";
import { useDonationCard } from "./use-donation-card.ts";

export interface DonationCardProps {
  locale: Locale;
}

/**
 * The landing page's donation card (docs/product/donation-flow.md#donation-card): monthly or single, amount,
 * terms, then the flow.
 */
export function DonationCard({ locale }: DonationCardProps) {
  return (
    <IslandI18n locale={locale}>
      <DonationCardForm locale={locale} />
    </IslandI18n>
  );
}

function DonationCardForm({ locale }: DonationCardProps) {
  const { t } = useLingui();
  const { state, error, busy, setType, update, submit } = useDonationCard(locale);
  const headingId = useId();
  const monthly = state.type === "monthly";
  // ui fields translate domain message ids themselves.
  const amountError = error?.field === "amount" ? error.message : null;
  const termsError = error?.field === "terms" ? error.message : null;

  return (
    <form
      className="donation-card rb-card rb-card--raised"
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="donation-card__title">
        <Trans>Make a donation</Trans>
      </h2>
      <DonationTypeChoice type={state.type} onChange={setType} />
      <AmountPicker
        kind={state.type}
        value={state.amount}
        name="card-amount"
        onChange={(amount) => update("amount", amount)}
        error={amountError}
        legend={monthly ? t`Monthly amount` : t`Donation amount`}
      />
      <Checkbox
        checked={state.terms}
        onChange={(event) => update("terms", event.currentTarget.checked)}
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

/** Monthly or once, as two radio labels styled as tabs. */
function DonationTypeChoice({
  type: checked,
  onChange,
}: {
  type: DonationCardKind;
  onChange: (type: DonationCardKind) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="donation-card__types">
      <legend className="visually-hidden">
        <Trans>How often do you want to give?</Trans>
      </legend>
      {(["monthly", "single"] as const).map((type) => (
        <label key={type} className={`donation-card__type${checked === type ? " is-checked" : ""}`}>
          <input
            type="radio"
            name="card-type"
            value={type}
            checked={checked === type}
            onChange={() => onChange(type)}
          />
          <span>{type === "monthly" ? t`Monthly` : t`Once`}</span>
        </label>
      ))}
    </fieldset>
  );
}

export default DonationCard;
