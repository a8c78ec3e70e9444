import { useLingui } from "@lingui/react/macro";
import { CircleAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import { translateMessage } from "./translate.ts";

/** Ids tying a control to its hint and error, and the `aria-describedby` value to put on the control. */
export function useFieldIds(id?: string, hasHint = false, hasError = false) {
  const generated = useId();
  const controlId = id ?? `rb${generated.replace(/:/g, "")}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hasHint && hintId, hasError && errorId].filter(Boolean).join(" ") || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label className="rb-field__label" htmlFor={htmlFor}>
      {children}
      {/* The control carries aria-required; the star is for sighted readers only. */}
      {required && (
        <span className="rb-field__required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="rb-field__hint" id={id}>
      {children}
    </p>
  );
}

/**
 * Error under a control. `message` is a message id from `@rimbun/domain` (e.g. `invalid.name`) or text
 * already translated; ids are translated here so forms can pass a zod issue straight through.
 */
export function FieldError({ id, message }: { id: string; message: string }) {
  const { i18n } = useLingui();
  return (
    <p className="rb-field__error" id={id}>
      <CircleAlert className="rb-field__error-icon" size={16} aria-hidden="true" />
      <span>{translateMessage(i18n, message)}</span>
    </p>
  );
}
