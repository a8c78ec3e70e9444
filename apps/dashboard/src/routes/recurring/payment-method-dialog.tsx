import { Trans, useLingui } from "@lingui/react/macro";
import { findChannel, type PaymentType, paymentTypeLabels, paymentTypes } from "@rimbun/domain/channels";
import { timings } from "@rimbun/domain/constants";
import { messages } from "@rimbun/domain/messages";
import { changePaymentMethodFormSchema } from "@rimbun/domain/schemas/recurring";
import { ChannelPicker, Modal } from "@rimbun/ui";
import { useEffect, useId, useRef, useState } from "react";
import { ChoiceProblem, DialogActions } from "../../components/dialog-parts.tsx";
import { changeRecurringPaymentMethod } from "../../lib/api.ts";
import { PAYMENT_CHANGE_EVENT } from "../../lib/events.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { recurringQueryKey } from "../../lib/use-recurring.ts";
import type { PlanDialogProps } from "./plan-dialog.ts";

/** After the call: what the dialog says until it closes itself (the failure's words are the mutation's). */
type Outcome = "saved" | "failed" | null;

/**
 * Change of payment method in two steps (docs/product/monthly-giving.md#amount-and-payment-method): first
 * recurring or reminder, then a channel of that type from the domain catalogue (the plan's channel
 * preselected when its type is chosen again). The dialog closes 1.2 s after the call answers; a change
 * refreshes every recurring card and sends the payment-change event.
 */
export function PaymentMethodDialog({ open, onClose, plan }: PlanDialogProps) {
  const { t, i18n } = useLingui();
  const current = plan.payment_method;
  const typeName = useId();
  const currentType = findChannel(current)?.type ?? null;
  const [step, setStep] = useState<1 | 2>(1);
  const [paymentType, setPaymentType] = useState<PaymentType | null>(currentType);
  const [channel, setChannel] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const change = useApiMutation({
    call: changeRecurringPaymentMethod,
    invalidates: [recurringQueryKey],
    event: PAYMENT_CHANGE_EVENT,
    // This failure is logged; the donor still reads that nothing changed.
    failure: t`The payment method could not be changed. Please try again later.`,
  });
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!open) {
      // Closed by hand before the automatic close: the timer must not close the next dialog opened.
      clearTimeout(closeTimer.current);
      return;
    }
    setStep(1);
    setPaymentType(currentType);
    setChannel(null);
    setError(null);
    setOutcome(null);
  }, [open, currentType]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  /** The domain's form rule judges each step: a type first, then a channel of that type. */
  const problemOf = (issues: readonly { message: string }[], fallback: string) =>
    i18n._(issues[0]?.message ?? fallback);

  function next() {
    const parsed = changePaymentMethodFormSchema.shape.paymentType.safeParse(paymentType);
    if (!parsed.success) {
      setError(problemOf(parsed.error.issues, messages.paymentTypeRequired.id));
      return;
    }
    setError(null);
    setChannel(findChannel(current)?.type === paymentType ? current : null);
    setStep(2);
  }

  async function save() {
    const parsed = changePaymentMethodFormSchema.safeParse({ paymentType, channel });
    if (!parsed.success) {
      setError(problemOf(parsed.error.issues, messages.paymentMethodRequired.id));
      return;
    }
    const answer = await change.submit({ pg_id: plan.pg_id, payment_methods: parsed.data.channel });
    if (answer.status === "busy") return;
    setOutcome(answer.status === "done" ? "saved" : "failed");
    closeTimer.current = setTimeout(onClose, timings.paymentDialogCloseMs);
  }

  const footer =
    outcome !== null ? null : step === 1 ? (
      <DialogActions onBack={onClose} onConfirm={next} confirm={<Trans>Next</Trans>} />
    ) : (
      <DialogActions
        back={<Trans>Back</Trans>}
        onBack={() => setStep(1)}
        onConfirm={save}
        confirm={<Trans>Save payment method</Trans>}
        pending={change.pending}
      />
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<Trans>Change payment method</Trans>}
      footer={footer}
      size="large"
    >
      {/* A closed dialog keeps no fields in the page (nothing for a finder to trip on). */}
      {open ? (
        outcome ? (
          <p className={`dialog-outcome dialog-outcome--${outcome}`} role="status">
            {outcome === "saved" ? <Trans>Payment method changed.</Trans> : change.refusal}
          </p>
        ) : step === 1 ? (
          <fieldset className="choice-list">
            <legend className="choice-list__legend">
              <Trans>Step 1 of 2: how should we collect your monthly gift?</Trans>
            </legend>
            {paymentTypes.map((type) => (
              <label key={type} className="choice">
                <input
                  type="radio"
                  name={typeName}
                  value={type}
                  checked={paymentType === type}
                  onChange={() => {
                    setPaymentType(type);
                    setError(null);
                  }}
                />
                <span className="choice__body">
                  <span className="choice__title">{i18n._(paymentTypeLabels[type])}</span>
                  <span className="choice__hint">
                    {type === "recurring" ? (
                      <Trans>Charged automatically every month (card, direct debit, OVO, ShopeePay).</Trans>
                    ) : (
                      <Trans>
                        We e-mail a reminder and a payment link every month (virtual account, QRIS, DANA,
                        LinkAja).
                      </Trans>
                    )}
                  </span>
                </span>
              </label>
            ))}
            <ChoiceProblem text={error} />
          </fieldset>
        ) : (
          <ChannelPicker
            kind="monthly"
            paymentType={paymentType ?? undefined}
            value={channel}
            onChange={(code) => {
              setChannel(code);
              setError(null);
            }}
            error={error}
            legend={<Trans>Step 2 of 2: choose a payment channel</Trans>}
            name="recurring_payment_method"
          />
        )
      ) : null}
    </Modal>
  );
}
