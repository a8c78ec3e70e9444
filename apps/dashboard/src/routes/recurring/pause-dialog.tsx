import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { PAUSE_MONTH_OPTIONS, type PauseMonths } from "@rimbun/domain/billing-schedule";
import { Modal } from "@rimbun/ui";
import { useEffect, useId, useState } from "react";
import { ChoiceProblem, DialogActions } from "../../components/dialog-parts.tsx";
import { pauseRecurringDonation, skipNextRecurringMonth } from "../../lib/api.ts";
import { RECURRING_CHANGE_EVENT } from "../../lib/events.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { recurringQueryKey } from "../../lib/use-recurring.ts";
import type { PlanDialogProps } from "./plan-dialog.ts";

type BreakChoice = "skip" | PauseMonths;

/**
 * A break without cancelling (docs/product/monthly-giving.md#pause-and-skip): skip next month, or pause for 1
 * to 3 months.
 */
export function PauseDialog({ open, onClose, plan }: PlanDialogProps) {
  const { t } = useLingui();
  const name = useId();
  const [choice, setChoice] = useState<BreakChoice>("skip");
  const pause = useApiMutation({
    call: (chosen: BreakChoice) =>
      chosen === "skip"
        ? skipNextRecurringMonth({ pg_id: plan.pg_id })
        : pauseRecurringDonation({ pg_id: plan.pg_id, months: chosen }),
    invalidates: [recurringQueryKey],
    event: RECURRING_CHANGE_EVENT,
    onSuccess: onClose,
    failure: t`Your monthly donation could not be paused. Please try again later.`,
  });
  const { setRefusal } = pause;

  useEffect(() => {
    if (!open) return;
    setChoice("skip");
    setRefusal(null);
  }, [open, setRefusal]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<Trans>Take a break</Trans>}
      footer={
        <DialogActions
          onBack={onClose}
          onConfirm={() => void pause.submit(choice)}
          confirm={<Trans>Confirm break</Trans>}
          pending={pause.pending}
        />
      }
    >
      {/* A closed dialog keeps no fields in the page (nothing for a finder to trip on). */}
      {open ? (
        <fieldset className="choice-list">
          <legend className="choice-list__legend">
            <Trans>Your monthly donation stays; it simply starts again after the break.</Trans>
          </legend>
          <label className="choice">
            <input type="radio" name={name} checked={choice === "skip"} onChange={() => setChoice("skip")} />
            <span className="choice__body">
              <span className="choice__title">
                <Trans>Skip next month</Trans>
              </span>
            </span>
          </label>
          {PAUSE_MONTH_OPTIONS.map((months) => (
            <label key={months} className="choice">
              <input
                type="radio"
                name={name}
                checked={choice === months}
                onChange={() => setChoice(months)}
              />
              <span className="choice__body">
                <span className="choice__title">
                  <Plural value={months} one="Pause for # month" other="Pause for # months" />
                </span>
              </span>
            </label>
          ))}
          <ChoiceProblem text={pause.refusal} />
        </fieldset>
      ) : null}
    </Modal>
  );
}
