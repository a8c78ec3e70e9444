import { Trans, useLingui } from "@lingui/react/macro";
import { cancellationWorkingDays } from "@rimbun/domain/constants";
import { type Locale, localizedPath } from "@rimbun/i18n";
import { TextField } from "@rimbun/ui/text-field/text-field";
import { formatFlowAmount } from "../flow-summary.tsx";
import type { StepProps } from "./step-props.ts";

/** Step 4: an optional referral code, and what the donor agrees to by continuing. */
export function ReferralStep({ state, err, update, locale }: StepProps & { locale: Locale }) {
  const { t } = useLingui();
  return (
    <div className="rb-stack">
      <TextField
        label={t`Referral code`}
        name="referral"
        autoComplete="off"
        value={state.referralCode}
        onChange={(e) => update("referralCode", e.currentTarget.value)}
        error={err("referralCode")}
        hint={t`Invited by a friend or a Fundraiser Buddy? Enter their code. It does not change your donation.`}
      />
      <ConsentLine
        monthly={state.kind === "monthly"}
        amountText={formatFlowAmount(state.amount, locale)}
        locale={locale}
      />
    </div>
  );
}

function ConsentLine({
  monthly,
  amountText,
  locale,
}: {
  monthly: boolean;
  amountText: string | null;
  locale: Locale;
}) {
  const amount = amountText ?? "";
  const min = cancellationWorkingDays.min;
  const max = cancellationWorkingDays.max;
  const terms = (
    <a href={localizedPath(locale, "/terms-and-conditions")} target="_blank" rel="noopener">
      <Trans>terms and conditions</Trans>
    </a>
  );
  return (
    <div className="donation-flow__consent rb-note rb-note--warning">
      {monthly ? (
        <p>
          <Trans>
            Your donation of <strong>{amount}</strong> repeats every month until you stop it. To stop, use the
            link in any monthly invoice e-mail; stopping is processed within {min}-{max} working days.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            This is a one-time donation of <strong>{amount}</strong>. Nothing else will be charged.
          </Trans>
        </p>
      )}
      <p>
        <Trans>By continuing you agree to the {terms}.</Trans>
      </p>
    </div>
  );
}
