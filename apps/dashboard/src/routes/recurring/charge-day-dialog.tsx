import { Trans, useLingui } from "@lingui/react/macro";
import { CHARGE_DAY_MAX, CHARGE_DAY_MIN } from "@rimbun/domain/billing-schedule";
import { formatLongDate, toLocale } from "@rimbun/i18n";
import { Modal } from "@rimbun/ui";
import { useEffect, useId, useState } from "react";
import { showToast } from "../../app/toast-store.ts";
import { ChoiceProblem, DialogActions } from "../../components/dialog-parts.tsx";
import { changeRecurringChargeDay } from "../../lib/api.ts";
import { RECURRING_CHANGE_EVENT } from "../../lib/events.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { recurringQueryKey } from "../../lib/use-recurring.ts";
import type { PlanDialogProps } from "./plan-dialog.ts";

const days = Array.from(
  { length: CHARGE_DAY_MAX - CHARGE_DAY_MIN + 1 },
  (_, index) => CHARGE_DAY_MIN + index,
);

/**
 * The day of the month the plan is charged on: 1-28, a day every month has. The next charge keeps its
 * month (docs/product/monthly-giving.md#charge-day); the toast says the new date.
 */
export function ChargeDayDialog({ open, onClose, plan }: PlanDialogProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const selectId = useId();
  const hintId = useId();
  const current = plan.charge_day !== null && plan.charge_day <= CHARGE_DAY_MAX ? plan.charge_day : 1;
  const [day, setDay] = useState(current);
  const change = useApiMutation({
    call: changeRecurringChargeDay,
    invalidates: [recurringQueryKey],
    event: RECURRING_CHANGE_EVENT,
    onSuccess: (result) => {
      onClose();
      if (result.next_charge_date) {
        const date = formatLongDate(result.next_charge_date, locale);
        showToast({ tone: "success", message: t`Saved. Your next donation is on ${date}.` });
      }
    },
    failure: t`The charge day could not be changed. Please try again later.`,
  });
  const { setRefusal } = change;

  useEffect(() => {
    if (!open) return;
    setDay(current);
    setRefusal(null);
  }, [open, current, setRefusal]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<Trans>Choose your charge day</Trans>}
      footer={
        <DialogActions
          onBack={onClose}
          onConfirm={() => void change.submit({ pg_id: plan.pg_id, day })}
          confirm={<Trans>Save charge day</Trans>}
          pending={change.pending}
        />
      }
    >
      {open ? (
        <div className="rb-field">
          <label htmlFor={selectId} className="rb-field__label">
            <Trans>Day of the month</Trans>
          </label>
          <select
            id={selectId}
            className="rb-select"
            value={day}
            aria-describedby={hintId}
            onChange={(event) => {
              setDay(Number(event.target.value));
              setRefusal(null);
            }}
          >
            {days.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
          <p id={hintId} className="recurring-card__text">
            <Trans>
              Your next donation moves to this day in the same month. If that day has already passed, this
              month keeps its date and the new day applies from next month: never two donations in one month,
              never a month left out.
            </Trans>
          </p>
          <ChoiceProblem text={change.refusal} />
        </div>
      ) : null}
    </Modal>
  );
}
