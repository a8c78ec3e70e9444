import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@rimbun/i18n";
import { AmountPicker } from "@rimbun/ui/amount-picker/amount-picker";
import { MonthlyInsteadOffer } from "./monthly-instead-offer.tsx";
import type { StepProps } from "./step-props.ts";

/**
 * Step 1: how much (presets or a typed amount, checked against the kind's minimum); a one-time gift offers
 * monthly instead, except in a partner's embed (the monthly flow would leave the embed's gift behind).
 */
export function AmountStep({
  state,
  err,
  update,
  locale,
  embedded = false,
}: StepProps & { locale: Locale; embedded?: boolean }) {
  const { t } = useLingui();
  const picker = (
    <AmountPicker
      kind={state.kind}
      value={state.amount}
      name="flow-amount"
      onChange={(amount) => update("amount", amount)}
      error={err("amount")}
      legend={state.kind === "monthly" ? t`Monthly amount` : t`Donation amount`}
    />
  );
  if (state.kind !== "single" || embedded) return picker;
  return (
    <>
      {picker}
      <MonthlyInsteadOffer state={state} locale={locale} />
    </>
  );
}
