import { PHONE_PREFIX } from "@rimbun/domain/constants";
import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldError, FieldHint, FieldLabel, useFieldIds } from "../field/field-parts.tsx";

export interface PhoneFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "required"> {
  label: ReactNode;
  /** The number after +62, digits only. */
  value: string;
  onChange: (digits: string) => void;
  hint?: ReactNode;
  error?: string | null | undefined;
  required?: boolean;
}

/**
 * Keeps only digits. A pasted whole number (`+62 812-3456-789`) loses its +62 so the prefix is not
 * doubled; a national leading 0 is kept, the domain's phone schema accepts it.
 */
export function phoneDigits(text: string): string {
  const trimmed = text.trim();
  const withoutPrefix = trimmed.startsWith(PHONE_PREFIX) ? trimmed.slice(PHONE_PREFIX.length) : trimmed;
  return withoutPrefix.replace(/\D/g, "");
}

export function PhoneField({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  id,
  className,
  ...rest
}: PhoneFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  const prefixId = `${controlId}-prefix`;
  return (
    <div className={["rb-field", className].filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <div className="rb-input-group">
        <span className="rb-input-group__prefix" id={prefixId}>
          {PHONE_PREFIX}
        </span>
        <input
          autoComplete="tel-national"
          {...rest}
          id={controlId}
          type="tel"
          inputMode="numeric"
          className="rb-input"
          value={value}
          onChange={(event) => onChange(phoneDigits(event.target.value))}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[prefixId, describedBy].filter(Boolean).join(" ")}
        />
      </div>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
