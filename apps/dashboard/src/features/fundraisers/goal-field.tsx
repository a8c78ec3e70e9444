import { useLingui } from "@lingui/react/macro";
import { FUNDRAISER_GOAL_MAX, FUNDRAISER_GOAL_MIN } from "@rimbun/contract/fundraisers";
import { messages } from "@rimbun/domain/messages";
import { formatRupiah } from "@rimbun/domain/money";
import { toLocale } from "@rimbun/i18n";
import { TextField } from "@rimbun/ui";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";

/**
 * A goal in whole rupiah, Rp 100.000 to Rp 10.000.000.000 (docs/product/fundraisers.md#pages), with the
 * range written in the reader's number format. An empty field reads as "not a number" and is refused.
 */
export function GoalField<Values extends FieldValues & { goal: number }>({
  register,
  error,
}: {
  register: UseFormRegister<Values>;
  error: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const min = formatRupiah(FUNDRAISER_GOAL_MIN, locale);
  const max = formatRupiah(FUNDRAISER_GOAL_MAX, locale);
  return (
    <TextField
      label={t`Goal (Rp)`}
      required
      type="number"
      min={FUNDRAISER_GOAL_MIN}
      max={FUNDRAISER_GOAL_MAX}
      step={1}
      inputMode="numeric"
      autoComplete="off"
      hint={t`From ${min} to ${max}.`}
      // The domain's words write the range with Indonesian grouping in both languages: say it here in the
      // reader's number format instead.
      error={error === messages.fundraiserGoalRange.id ? t`Set a goal from ${min} to ${max}.` : error}
      {...register("goal" as Path<Values>, { valueAsNumber: true })}
    />
  );
}
