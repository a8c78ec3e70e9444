import { Trans, useLingui } from "@lingui/react/macro";
import { Modal } from "@rimbun/ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import { ChoiceProblem, DialogActions } from "./dialog-parts.tsx";
import "./reason-dialog.css";

/**
 * What the API accepts as a staff action's reason (required, 1-500 characters;
 * docs/product/staff-console.md#reasons).
 */
export const reasonMaxLength = 500;

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What the action does, said before the reason is asked (e.g. "Refund Rp 50.000 to Putri"). */
  description?: ReactNode;
  /** The action button's words ("Refund", "Stop plan"). */
  confirm: ReactNode;
  /** Receives the trimmed reason, never empty. */
  onConfirm: (reason: string) => void;
  /** The call is running: the buttons spin and the dialog stays open. */
  pending?: boolean;
  /** The API's refusal in the reader's language, shown under the field. */
  refusal?: string | null;
}

/**
 * A staff action's confirmation: it names what will happen and asks why (required, at most 500
 * characters, kept in the audit log with the staff member as actor). The field is emptied each time
 * the dialog opens so a reason never carries over to another action.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  confirm,
  onConfirm,
  pending = false,
  refusal = null,
}: ReasonDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setReason("");
      setProblem(null);
    }
  }, [open]);

  function submit() {
    const trimmed = reason.trim();
    if (trimmed === "") {
      setProblem(t`Please write the reason.`);
      return;
    }
    onConfirm(trimmed);
  }

  const shown = problem ?? refusal;
  const errorId = `${id}-error`;
  return (
    <Modal
      open={open}
      onClose={pending ? () => {} : onClose}
      title={title}
      size="small"
      closeOnBackdrop={!pending}
      footer={<DialogActions onBack={onClose} onConfirm={submit} confirm={confirm} pending={pending} />}
    >
      <form
        className="reason-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {description ? <p className="reason-dialog__description">{description}</p> : null}
        <label className="reason-dialog__field" htmlFor={`${id}-reason`}>
          <span>
            <Trans>Reason (kept in the audit log)</Trans>
          </span>
          <textarea
            id={`${id}-reason`}
            className="rb-input"
            rows={3}
            required
            maxLength={reasonMaxLength}
            value={reason}
            disabled={pending}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? errorId : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
        </label>
        <ChoiceProblem text={shown} id={errorId} />
      </form>
    </Modal>
  );
}
