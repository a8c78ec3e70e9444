import { Trans, useLingui } from "@lingui/react/macro";
import type { DonationKind } from "@rimbun/domain/donations";
import { co2ForAmount, formatRupiah } from "@rimbun/domain/money";
import { formatKilograms, type Locale, toLocale } from "@rimbun/i18n";
import { CoveredFeeLine } from "./cover-fee.tsx";

/** The chosen amount as the donor reads it, or null before one is chosen. */
export function formatFlowAmount(amount: number | null, locale: Locale = "id"): string | null {
  return amount !== null && amount > 0 ? formatRupiah(amount, locale) : null;
}

/** What is being given, read out again whenever it changes. */
export function FlowSummary({
  kind,
  amount,
  campaignTitle,
  coveredFee = null,
}: {
  kind: DonationKind;
  amount: number | null;
  campaignTitle: string | null;
  /** The fee the donor covers, when the box is ticked and a channel chosen. */
  coveredFee?: number | null;
}) {
  const { t, i18n } = useLingui();
  const monthly = kind === "monthly";
  const locale = toLocale(i18n.locale);
  const amountText = formatFlowAmount(amount, locale);
  const kg = amount !== null && amount > 0 ? formatKilograms(co2ForAmount(amount), locale) : null;
  return (
    <div className="donation-flow__summary" aria-live="polite">
      <p className="donation-flow__summary-amount">
        {amountText ? (monthly ? t`${amountText} / month` : amountText) : t`Choose an amount`}
      </p>
      <p className="donation-flow__summary-meta">
        {monthly ? (
          <Trans>Monthly: repeats every month until you stop it.</Trans>
        ) : (
          <Trans>One-time donation.</Trans>
        )}
        {kg && <> {monthly ? t`About ${kg} kg less CO₂ every month.` : t`About ${kg} kg less CO₂.`}</>}
      </p>
      {amount !== null && amount > 0 && coveredFee !== null && coveredFee > 0 && (
        <CoveredFeeLine amount={amount} fee={coveredFee} monthly={monthly} />
      )}
      {campaignTitle && (
        <p className="donation-flow__summary-meta">
          <Trans>For the campaign: {campaignTitle}</Trans>
        </p>
      )}
    </div>
  );
}
