import { useLingui } from "@lingui/react/macro";
import { type WallDisplay, wallHoldReason } from "@rimbun/domain/donor-wall";
import { Checkbox } from "@rimbun/ui/checkbox/checkbox";
import { FieldError, FieldHint, FieldLabel, useFieldIds } from "@rimbun/ui/field/field-parts";
import { wallMessageLeft } from "../donation-flow-logic.ts";
import type { StepProps } from "./step-props.ts";

/**
 * The donor wall's part of step 2 (docs/product/fundraisers.md#donor-wall): an optional message or prayer
 * (≤ 280 characters, counted), how the donor appears, and whether the amount shows (off by default). A
 * message with a link or a word of the abuse list waits for review: the donor is told before paying.
 */
export function WallFields({ state, err, update }: StepProps) {
  const { t } = useLingui();
  // A boost tops up a Buddy's own giving from the dashboard: it has no wall to appear on.
  if (state.kind === "boost") return null;
  const left = wallMessageLeft(state.wallMessage);
  const error = err("wallMessage");
  const { controlId, hintId, errorId } = useFieldIds("wall-message", true, Boolean(error));
  const counterId = `${controlId}-counter`;
  const held = state.wallMessage.trim() ? wallHoldReason(state.wallMessage) : null;
  const displays: { value: WallDisplay; label: string }[] = [
    { value: "full", label: t`My full name` },
    { value: "first", label: t`My first name` },
    { value: "anonymous", label: t`Anonymous ("A kind person")` },
  ];
  return (
    <fieldset className="donation-flow__wall rb-stack">
      <legend className="donation-flow__wall-legend">{t`A message for the donor wall (optional)`}</legend>
      <div className="rb-field">
        <FieldLabel htmlFor={controlId}>{t`Message or prayer`}</FieldLabel>
        <textarea
          id={controlId}
          name="wall_message"
          className="rb-input donation-flow__wall-message"
          rows={3}
          value={state.wallMessage}
          onChange={(e) => update("wallMessage", e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, counterId, error ? errorId : null].filter(Boolean).join(" ")}
        />
        <FieldHint id={hintId}>{t`Shown on the wall once your gift is paid. Plain text only.`}</FieldHint>
        <p
          id={counterId}
          className={
            left < 0 ? "donation-flow__counter donation-flow__counter--over" : "donation-flow__counter"
          }
          aria-live="polite"
        >
          {left >= 0 ? t`${left} characters left` : t`${-left} characters too many`}
        </p>
        {error && <FieldError id={errorId} message={error} />}
        {held && (
          <p className="rb-note rb-note--warning">
            {held === "link"
              ? t`Messages with a link wait for our team to check them before they appear.`
              : t`This message will wait for our team to check it before it appears.`}
          </p>
        )}
      </div>
      <fieldset className="donation-flow__wall-display">
        <legend>{t`Show me as`}</legend>
        {displays.map((display) => (
          <label key={display.value} className="donation-flow__radio">
            <input
              type="radio"
              name="wall_display"
              value={display.value}
              checked={state.wallDisplay === display.value}
              onChange={() => update("wallDisplay", display.value)}
            />
            {display.label}
          </label>
        ))}
      </fieldset>
      <Checkbox
        name="wall_show_amount"
        label={t`Show my amount`}
        checked={state.wallShowAmount}
        onChange={(e) => update("wallShowAmount", e.currentTarget.checked)}
      />
    </fieldset>
  );
}
