import { useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import type { ReactNode } from "react";

export interface StepperProps {
  /** 0-based index of the step the donor is on. */
  current: number;
  /**
   * Defaults to the donation flow's steps (docs/product/donation-flow.md#donation-flow): amount, personal
   * data, payment, referral.
   */
  steps?: readonly ReactNode[];
  label?: string;
}

export function Stepper({ current, steps, label }: StepperProps) {
  const { t } = useLingui();
  const items = steps ?? [t`Amount`, t`Personal data`, t`Payment method`, t`Referral code`];
  const position = Math.min(Math.max(current, 0), items.length - 1) + 1;
  const total = items.length;
  return (
    <nav className="rb-stepper" aria-label={label ?? t`Donation steps`}>
      <p className="rb-stepper__status">{t`Step ${position} of ${total}`}</p>
      <ol className="rb-stepper__list">
        {items.map((step, index) => {
          const state = index < current ? "done" : index === current ? "current" : "upcoming";
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed, ordered list
              key={index}
              className={`rb-stepper__step rb-stepper__step--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="rb-stepper__marker" aria-hidden="true">
                {state === "done" ? <Check size={16} strokeWidth={3} /> : index + 1}
              </span>
              <span className="rb-stepper__label">
                {step}
                {state === "done" && <span className="visually-hidden"> ({t`completed`})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
