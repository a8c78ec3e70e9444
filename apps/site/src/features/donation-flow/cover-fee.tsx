import { Trans, useLingui } from "@lingui/react/macro";
import type { ChannelFee, FeeTable } from "@rimbun/domain/fees";
import { coveredFeeFor } from "@rimbun/domain/fees";
import { formatRupiah } from "@rimbun/domain/money";
import { toLocale } from "@rimbun/i18n";
import { Checkbox } from "@rimbun/ui/checkbox/checkbox";
import { useEffect, useState } from "react";
import { getChannelFees } from "../../lib/api/fees.ts";
import type { DonationFlowState, UpdateField } from "./donation-flow-logic.ts";

/**
 * The fee table in force, asked once the donor reaches the payment step (nothing on page load). The flow
 * only shows the fee: call 3 computes the one it charges (docs/product/donation-flow.md#cover-the-fee).
 */
export function useChannelFees(wanted: boolean): FeeTable | null {
  const [table, setTable] = useState<FeeTable | null>(null);
  useEffect(() => {
    if (!wanted || table) return;
    let live = true;
    getChannelFees()
      .then((rows) => {
        if (!live) return;
        const entries = rows.map((row): [string, ChannelFee] => [
          row.channel,
          {
            fixed: row.fixed,
            percentBasisPoints: row.percent_basis_points,
            vatBasisPoints: row.vat_basis_points,
          },
        ]);
        setTable(Object.fromEntries(entries) as FeeTable);
      })
      .catch((error: unknown) => console.warn("the channel fees could not be loaded", error));
    return () => {
      live = false;
    };
  }, [wanted, table]);
  return table;
}

/** The fee the donor would cover for the chosen channel and amount; null while it cannot be said. */
export function feeToCover(state: DonationFlowState, table: FeeTable | null): number | null {
  if (!table || !state.paymentMethod || !state.amount || state.amount <= 0) return null;
  return coveredFeeFor(table, state.paymentMethod, state.amount);
}

/** The box on the payment step: add the channel's fee, shown in rupiah, so the foundation gets the whole gift. */
export function CoverFeeChoice({
  state,
  update,
  fee,
}: {
  state: DonationFlowState;
  update: UpdateField;
  fee: number | null;
}) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const feeText = fee !== null ? formatRupiah(fee, locale) : null;
  return (
    <Checkbox
      className="donation-flow__cover-fee"
      name="cover_fee"
      checked={state.coverFee === true}
      onChange={(event) => update("coverFee", event.currentTarget.checked)}
      label={
        feeText ? (
          <Trans>Add the payment fee of {feeText} so the foundation receives my whole donation</Trans>
        ) : (
          <Trans>Add the payment fee so the foundation receives my whole donation</Trans>
        )
      }
      hint={
        state.kind === "monthly" ? (
          <Trans>
            The fee depends on the payment method and is worked out again each month; you can turn it off in
            your dashboard.
          </Trans>
        ) : (
          <Trans>The fee depends on the payment method and the amount.</Trans>
        )
      }
    />
  );
}

/** The summary's line for a covered fee: gift + fee = what the pay page will ask. */
export function CoveredFeeLine({ amount, fee, monthly }: { amount: number; fee: number; monthly: boolean }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const gift = formatRupiah(amount, locale);
  const feeText = formatRupiah(fee, locale);
  const total = formatRupiah(amount + fee, locale);
  return (
    <p className="donation-flow__summary-meta" data-testid="flow-covered-fee">
      {monthly
        ? t`Donation ${gift} + payment fee ${feeText} = ${total} this month.`
        : t`Donation ${gift} + payment fee ${feeText} = ${total}.`}
    </p>
  );
}
