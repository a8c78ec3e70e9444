import { Trans, useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";
import { amountLimits, type Rupiah } from "@rimbun/domain/money";
import { AmountPicker, Button, Modal } from "@rimbun/ui";
import { useEffect, useState } from "react";
import { useSessionStore } from "../../app/session-store.ts";
import { type RecurringDonation, updateRecurringDonation } from "../../lib/api.ts";
import { describeApiMessage, isRefusal } from "../../lib/api-errors.ts";
import { AMOUNT_CHANGE_EVENT, announceRecurringChange } from "../../lib/use-recurring.ts";

/** Change of the monthly amount (SPEC 4, 5): at least Rp 10.000; success sends the amount-change event. */
export function AmountDialog({
  open,
  onClose,
  plan,
}: {
  open: boolean;
  onClose: () => void;
  plan: RecurringDonation;
}) {
  const { t, i18n } = useLingui();
  const email = useSessionStore((state) => state.user?.email ?? "");
  const current = plan.amount;
  const [amount, setAmount] = useState<Rupiah | null>(current);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setAmount(current);
    setError(null);
  }, [open, current]);

  async function save() {
    const limit = amountLimits.recurringEdit;
    if (amount === null) return setError(messages.amountRequired.id);
    if (amount < limit.min) return setError(limit.minMessage);
    if (amount > limit.max) return setError(messages.amountMax.id);
    setPending(true);
    try {
      // Call 10 carries the method too; it stays as it is.
      await updateRecurringDonation({ email, id: plan.pg_id, amount, payment_methods: plan.payment_method });
      announceRecurringChange(AMOUNT_CHANGE_EVENT);
      onClose();
    } catch (failure) {
      // SPEC 8 only logs amount errors; the dialog stays open with a reason so the donor can retry.
      console.error(failure);
      setError(
        isRefusal(failure)
          ? describeApiMessage(i18n, failure.messageId)
          : t`The amount could not be changed. Please try again later.`,
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<Trans>Change monthly amount</Trans>}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={save} loading={pending}>
            <Trans>Save amount</Trans>
          </Button>
        </>
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
          }}
          error={error}
          legend={<Trans>New monthly amount</Trans>}
          name="recurring_amount"
        />
      ) : null}
    </Modal>
  );
}
