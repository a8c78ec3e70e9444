import { Trans } from "@lingui/react/macro";
import type { Locale } from "@rimbun/i18n";
import type { FlowStep } from "../donation-flow-logic.ts";
import type { DonationFlow } from "../use-donation-flow.ts";
import { AmountStep } from "./amount-step.tsx";
import { PaymentStep } from "./payment-step.tsx";
import { PersonalStep } from "./personal-step.tsx";
import { ReferralStep } from "./referral-step.tsx";
import type { StepProps } from "./step-props.ts";

/** The current step's heading text (the heading itself stays, so focus can move to it). */
export function StepTitle({ step }: { step: FlowStep }) {
  if (step === "amount") return <Trans>How much would you like to give?</Trans>;
  if (step === "personal") return <Trans>Your details</Trans>;
  if (step === "payment") return <Trans>How would you like to pay?</Trans>;
  return <Trans>Referral code (optional)</Trans>;
}

/** The current step's fields. */
export function CurrentStep({ flow, locale }: { flow: DonationFlow; locale: Locale }) {
  // ui fields translate domain message ids themselves.
  const props: StepProps = {
    state: flow.state,
    err: (field) => flow.errors[field] ?? null,
    update: flow.update,
  };
  if (flow.step === "amount") return <AmountStep {...props} locale={locale} embedded={flow.embedded} />;
  if (flow.step === "personal") return <PersonalStep {...props} />;
  if (flow.step === "payment") return <PaymentStep {...props} fee={flow.fee} />;
  return <ReferralStep {...props} locale={locale} />;
}
