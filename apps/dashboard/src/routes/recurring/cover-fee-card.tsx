import { Trans, useLingui } from "@lingui/react/macro";
import { type ChannelFee, coveredFeeFor, type FeeTable } from "@rimbun/domain/fees";
import { formatRupiah } from "@rimbun/domain/money";
import { toLocale } from "@rimbun/i18n";
import { Button } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { Percent } from "lucide-react";
import { showToast } from "../../app/toast-store.ts";
import { changeRecurringCoverFee, getChannelFees, type RecurringDonation } from "../../lib/api.ts";
import { RECURRING_CHANGE_EVENT } from "../../lib/events.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { recurringQueryKey } from "../../lib/use-recurring.ts";

/** The fee table in force, as the site's flow reads it. */
function useFeeTable() {
  return useQuery({
    queryKey: ["channel-fees"],
    queryFn: async ({ signal }): Promise<FeeTable> => {
      const rows = await getChannelFees({ signal });
      const entries = rows.map((row): [string, ChannelFee] => [
        row.channel,
        {
          fixed: row.fixed,
          percentBasisPoints: row.percent_basis_points,
          vatBasisPoints: row.vat_basis_points,
        },
      ]);
      return Object.fromEntries(entries) as FeeTable;
    },
    staleTime: 60_000,
  });
}

/**
 * The payment-fee card (docs/product/monthly-giving.md#cover-the-fee): whether the donor covers the
 * channel's fee, what the next charge comes to, and the switch. The fee shown is today's; each cycle is
 * charged with the table of its own day.
 */
export function CoverFeeCard({ plan }: { plan: RecurringDonation }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const table = useFeeTable();
  const fee = table.data ? coveredFeeFor(table.data, plan.payment_method, plan.amount) : null;
  const change = useApiMutation({
    call: changeRecurringCoverFee,
    invalidates: [recurringQueryKey],
    event: RECURRING_CHANGE_EVENT,
    onSuccess: (result) =>
      showToast({
        tone: "success",
        message: result.cover_fee
          ? t`Saved. From the next charge you cover the payment fee.`
          : t`Saved. From the next charge only your donation is charged.`,
      }),
    failure: t`The payment fee choice could not be changed. Please try again later.`,
  });
  const gift = formatRupiah(plan.amount, locale);
  const feeText = fee !== null ? formatRupiah(fee, locale) : null;
  const next = plan.cover_fee && fee !== null ? formatRupiah(plan.amount + fee, locale) : gift;
  return (
    <article className="rb-card recurring-card">
      <h2 className="recurring-card__title">
        <Percent size={20} aria-hidden="true" /> <Trans>Payment fee</Trans>
      </h2>
      <p className="recurring-card__value" data-testid="recurring-next-amount">
        <Trans>Next charge: {next}</Trans>
      </p>
      <p className="recurring-card__text">
        {plan.cover_fee ? (
          feeText ? (
            <Trans>
              You cover the payment fee: {gift} + {feeText}, so the foundation receives your whole donation.
            </Trans>
          ) : (
            <Trans>You cover the payment fee, so the foundation receives your whole donation.</Trans>
          )
        ) : feeText ? (
          <Trans>
            The payment method keeps {feeText} of each charge. You can add it so the foundation receives your
            whole donation.
          </Trans>
        ) : (
          <Trans>You can add the payment fee so the foundation receives your whole donation.</Trans>
        )}
      </p>
      {change.refusal ? (
        <p className="rb-note rb-note--danger" role="alert">
          {change.refusal}
        </p>
      ) : null}
      <Button
        variant="secondary"
        loading={change.pending}
        onClick={() => void change.submit({ pg_id: plan.pg_id, cover_fee: !plan.cover_fee })}
      >
        {plan.cover_fee ? <Trans>Stop covering the fee</Trans> : <Trans>Cover the fee</Trans>}
      </Button>
    </article>
  );
}
