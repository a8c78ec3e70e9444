import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldError, FieldHint, useFieldIds } from "../field/field-parts.tsx";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "required"> {
  /** May contain a link (e.g. to the terms); the whole row toggles the box. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  required?: boolean;
}

export function Checkbox({ label, hint, error, required, id, className, ...rest }: CheckboxProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={["rb-checkbox", className].filter(Boolean).join(" ")}>
      <div className="rb-checkbox__row">
        <input
          {...rest}
          id={controlId}
          type="checkbox"
          className="rb-checkbox__input"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label className="rb-checkbox__label" htmlFor={controlId}>
          {label}
        </label>
      </div>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
