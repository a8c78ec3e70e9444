import { Trans, useLingui } from "@lingui/react/macro";
import type { Rupiah } from "@rimbun/domain/money";
import { recurringAmountFormSchema } from "@rimbun/domain/schemas/recurring";
import { AmountPicker, Modal } from "@rimbun/ui";
import { useEffect, useState } from "react";
import { useSessionStore } from "../../app/session-store.ts";
import { DialogActions } from "../../components/dialog-parts.tsx";
import { updateRecurringDonation } from "../../lib/api.ts";
import { AMOUNT_CHANGE_EVENT } from "../../lib/events.ts";
import { useApiMutation } from "../../lib/use-api-mutation.ts";
import { recurringQueryKey } from "../../lib/use-recurring.ts";
import type { PlanDialogProps } from "./plan-dialog.ts";

/**
 * Change of the monthly amount (docs/product/monthly-giving.md#amount-and-payment-method): at least Rp
 * 10.000; success sends amount-change.
 */
export function AmountDialog({ open, onClose, plan }: PlanDialogProps) {
  const { t } = useLingui();
  const email = useSessionStore((state) => state.user?.email ?? "");
  const current = plan.amount;
  const [amount, setAmount] = useState<Rupiah | null>(current);
  const [error, setError] = useState<string | null>(null);
  const update = useApiMutation({
    call: updateRecurringDonation,
    invalidates: [recurringQueryKey],
    event: AMOUNT_CHANGE_EVENT,
    onSuccess: onClose,
    // Amount errors are logged; the dialog stays open with a reason so the donor can retry.
    failure: t`The amount could not be changed. Please try again later.`,
  });
  const { setRefusal } = update;

  useEffect(() => {
    if (!open) return;
    setAmount(current);
    setError(null);
    setRefusal(null);
  }, [open, current, setRefusal]);

  function save() {
    const parsed = recurringAmountFormSchema.safeParse({ amount });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    // Call 10 carries the method too; it stays as it is.
    void update.submit({
      email,
      id: plan.pg_id,
      amount: parsed.data.amount,
      payment_methods: plan.payment_method,
    });
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<Trans>Change monthly amount</Trans>}
      footer={
        <DialogActions
          onBack={onClose}
          onConfirm={save}
          confirm={<Trans>Save amount</Trans>}
          pending={update.pending}
        />
      }
    >
      {/* A closed dialog keeps no fields in the page (nothing for a finder to trip on). */}
      {open ? (
        <AmountPicker
          kind="recurringEdit"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError(null);
            setRefusal(null);
          }}
          error={error ?? update.refusal}
          legend={<Trans>New monthly amount</Trans>}
          name="recurring_amount"
        />
      ) : null}
    </Modal>
  );
}
