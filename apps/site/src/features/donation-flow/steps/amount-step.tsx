import { useLingui } from "@lingui/react/macro";
import { AmountPicker } from "@rimbun/ui/amount-picker/amount-picker";
import type { StepProps } from "./step-props.ts";

/** Step 1: how much (presets or a typed amount, checked against the kind's minimum). */
export function AmountStep({ state, err, update }: StepProps) {
  const { t } = useLingui();
  return (
    <AmountPicker
      kind={state.kind}
      value={state.amount}
      name="flow-amount"
      onChange={(amount) => update("amount", amount)}
      error={err("amount")}
      legend={state.kind === "monthly" ? t`Monthly amount` : t`Donation amount`}
    />
  );
}
