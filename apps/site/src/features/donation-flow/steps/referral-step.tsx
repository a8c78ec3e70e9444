import { Trans, useLingui } from "@lingui/react/macro";
import { type Locale, localizedPath } from "@rimbun/i18n";
import { TextField } from "@rimbun/ui/text-field/text-field";
import { useEffect, useState } from "react";
import { formatFlowAmount } from "../flow-summary.tsx";
import { checkReferralCode, type ReferralCheck } from "./referral-check.ts";
import type { StepProps } from "./step-props.ts";

/** Call 4 on the code as typed (or from `?ref=`), once the donor stops typing; the latest code wins. */
function useReferralCheck(code: string): ReferralCheck {
  const [checked, setChecked] = useState<{ code: string; result: ReferralCheck }>({
    code: "",
    result: "unchecked",
  });
  useEffect(() => {
    if (!code.trim()) return;
    let current = true;
    const timer = setTimeout(async () => {
      const { lookupReferral } = await import("../../../lib/api/payments.ts");
      const result = await checkReferralCode(code, lookupReferral);
      if (current) setChecked({ code, result });
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [code]);
  return checked.code === code ? checked.result : "unchecked";
}

/** Step 4: an optional referral code, and what the donor agrees to by continuing. */
export function ReferralStep({ state, err, update, locale }: StepProps & { locale: Locale }) {
  const { t } = useLingui();
  const check = useReferralCheck(state.referralCode);
  const code = state.referralCode.trim();
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
      <p className="rb-note rb-note--warning" role="status" hidden={check !== "not_found"}>
        {check === "not_found" ? (
          <Trans>
            We could not find the referral code {code}. Please check it; if you continue, your donation still
            goes ahead, just without a referral.
          </Trans>
        ) : null}
      </p>
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
            link in any monthly invoice e-mail or your dashboard; it stops as soon as you confirm.
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
