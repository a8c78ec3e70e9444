import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldError, FieldHint, FieldLabel, useFieldIds } from "../field/field-parts.tsx";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "required"> {
  label: ReactNode;
  hint?: ReactNode;
  /** A domain message id (translated here) or translated text. */
  error?: string | null | undefined;
  /** Shows the required mark and sets aria-required (no native bubble, the forms validate with zod). */
  required?: boolean;
}

export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  type = "text",
  ...rest
}: TextFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={["rb-field", className].filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <input
        {...rest}
        id={controlId}
        type={type}
        className="rb-input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
