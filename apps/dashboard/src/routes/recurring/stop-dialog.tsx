import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { PAUSE_MONTH_OPTIONS, type PauseMonths } from "@rimbun/domain/billing-schedule";
import { Button, Modal } from "@rimbun/ui";
import { useEffect, useId, useRef, useState } from "react";
import { ChoiceProblem, DialogActions } from "../../components/dialog-parts.tsx";
import { pauseRecurringDonation, stopRecurringDonation } from "../../lib/api.ts";
import { RECURRING_CHANGE_EVENT } from "../../lib/events.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { recurringQueryKey } from "../../lib/use-recurring.ts";
import type { PlanDialogProps } from "./plan-dialog.ts";

/**
 * What the donor picks on the offer step: a pause, a lower amount, or stopping after all; null until they
 * pick (nothing is preselected: Continue without a choice goes on to the stop).
 */
type OfferChoice = PauseMonths | "amount" | "stop" | null;
type Step = "offer" | "confirm" | "stopped";

interface StopDialogProps extends PlanDialogProps {
  /** The donor would rather give less: the amount dialog takes over. */
  onLowerAmount: () => void;
}

/**
 * Stop from the dashboard (docs/product/monthly-giving.md#stop): first the ways to keep giving (a pause of
 * 1-3 months while the plan is active, or a lower amount), none chosen beforehand, then the stop itself. The
 * stop takes effect at once (the API records it and withdraws what is pending) and mails the confirmation;
 * the words say so. A 404 (already stopped) counts as stopped.
 */
export function StopDialog({ open, onClose, plan, onLowerAmount }: StopDialogProps) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>("offer");
  const canPause = plan.status === "active";
  const [choice, setChoice] = useState<OfferChoice>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  const pause = useApiMutation({
    call: (months: PauseMonths) => pauseRecurringDonation({ pg_id: plan.pg_id, months }),
    invalidates: [recurringQueryKey],
    event: RECURRING_CHANGE_EVENT,
    onSuccess: onClose,
    announce: t`Your monthly donation is paused. It starts again by itself.`,
    failure: t`Your monthly donation could not be paused. Please try again later.`,
  });
  // Any other stop failure goes to /oops/500 (no `failure` words).
  const stop = useApiMutation({
    call: () => stopRecurringDonation({ pgid: plan.pg_id }),
    invalidates: [recurringQueryKey],
    event: RECURRING_CHANGE_EVENT,
    onSuccess: () => setStep("stopped"),
  });
  const { setRefusal } = pause;

  // Starts over each time the dialog opens, not when the plan it shows changes (the stop itself does).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setStep("offer");
      setChoice(null);
      setRefusal(null);
    }
    wasOpen.current = open;
  }, [open, setRefusal]);

  useEffect(() => {
    if (step !== "offer") heading.current?.focus();
  }, [step]);

  // Only a pause or a lower amount the donor picked keeps the plan; otherwise Continue goes to the stop.
  function next() {
    if (choice === "amount") return onLowerAmount();
    if (typeof choice === "number") return void pause.submit(choice);
    setStep("confirm");
  }

  const footer =
    step === "offer" ? (
      <DialogActions
        onBack={onClose}
        back={<Trans>Keep my donation</Trans>}
        onConfirm={next}
        confirm={<Trans>Continue</Trans>}
        pending={pause.pending}
      />
    ) : step === "confirm" ? (
      <DialogActions
        onBack={() => setStep("offer")}
        back={<Trans>Back</Trans>}
        onConfirm={() => void stop.submit(undefined)}
        confirm={<Trans>Stop my monthly donation</Trans>}
        pending={stop.pending}
      />
    ) : (
      <Button onClick={onClose}>
        <Trans>Done</Trans>
      </Button>
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={step === "offer" ? <Trans>Before you stop</Trans> : <Trans>Stop monthly donation</Trans>}
      footer={footer}
    >
      {/* A closed dialog keeps no fields in the page (nothing for a finder to trip on). */}
      {open && step === "offer" ? (
        <StopOffer canPause={canPause} choice={choice} onChoose={setChoice} problem={pause.refusal} />
      ) : null}
      {open && step === "confirm" ? (
        <div className="stop-dialog__text">
          <p ref={heading} tabIndex={-1} className="stop-dialog__lead">
            <Trans>Do you really want to stop your monthly donation?</Trans>
          </p>
          <p>
            <Trans>
              Your monthly donation stops as soon as you confirm: no more charges or invoices after today. We
              send you a confirmation e-mail.
            </Trans>
          </p>
        </div>
      ) : null}
      {open && step === "stopped" ? (
        <div className="stop-dialog__text" role="status">
          <p ref={heading} tabIndex={-1} className="stop-dialog__lead">
            <Trans>You have stopped the monthly donation.</Trans>
          </p>
          <p>
            <Trans>
              It has stopped now: no more charges or invoices. We have sent you a confirmation e-mail. Thank
              you for everything you have given. You can start again at any time with Reactivate.
            </Trans>
          </p>
        </div>
      ) : null}
    </Modal>
  );
}

/** The offer step: ways to keep giving before the stop itself. */
function StopOffer({
  canPause,
  choice,
  onChoose,
  problem,
}: {
  canPause: boolean;
  choice: OfferChoice;
  onChoose: (choice: OfferChoice) => void;
  problem: string | null;
}) {
  const name = useId();
  return (
    <fieldset className="choice-list">
      <legend className="choice-list__legend">
        <Trans>Every month you give keeps forests growing. Would one of these suit you better?</Trans>
      </legend>
      {canPause
        ? PAUSE_MONTH_OPTIONS.map((months) => (
            <label key={months} className="choice">
              <input type="radio" name={name} checked={choice === months} onChange={() => onChoose(months)} />
              <span className="choice__body">
                <span className="choice__title">
                  <Plural value={months} one="Pause for # month" other="Pause for # months" />
                </span>
                <span className="choice__hint">
                  <Trans>Your donation starts again by itself.</Trans>
                </span>
              </span>
            </label>
          ))
        : null}
      <label className="choice">
        <input type="radio" name={name} checked={choice === "amount"} onChange={() => onChoose("amount")} />
        <span className="choice__body">
          <span className="choice__title">
            <Trans>Give a lower amount</Trans>
          </span>
          <span className="choice__hint">
            <Trans>From Rp 10.000 a month.</Trans>
          </span>
        </span>
      </label>
      <label className="choice">
        <input type="radio" name={name} checked={choice === "stop"} onChange={() => onChoose("stop")} />
        <span className="choice__body">
          <span className="choice__title">
            <Trans>No, stop my monthly donation</Trans>
          </span>
        </span>
      </label>
      <ChoiceProblem text={problem} />
    </fieldset>
  );
}
