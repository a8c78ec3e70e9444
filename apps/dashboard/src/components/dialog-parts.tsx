import { Trans } from "@lingui/react/macro";
import { Button } from "@rimbun/ui";
import type { ReactNode } from "react";

/**
 * The two buttons every dialog step ends with: a way back (Cancel, Back) and the step's action.
 * While the call runs the action spins and the way back is off.
 */
export function DialogActions({
  confirm,
  onConfirm,
  onBack,
  back = <Trans>Cancel</Trans>,
  pending = false,
}: {
  confirm: ReactNode;
  onConfirm: () => void;
  onBack: () => void;
  back?: ReactNode;
  pending?: boolean;
}) {
  return (
    <>
      <Button variant="ghost" onClick={onBack} disabled={pending}>
        {back}
      </Button>
      <Button onClick={onConfirm} loading={pending}>
        {confirm}
      </Button>
    </>
  );
}

/** A step's problem under its choices, read out when it appears. */
export function ChoiceProblem({ text, id }: { text: string | null; id?: string }) {
  return text ? (
    <p className="field-error" id={id} role="alert">
      {text}
    </p>
  ) : null;
}
