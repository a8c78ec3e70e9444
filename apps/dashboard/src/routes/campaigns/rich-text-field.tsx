import { Trans } from "@lingui/react/macro";
import { FieldError } from "@rimbun/ui/field/field-parts";
import { type ReactNode, useId } from "react";
import { RichTextPreview } from "./rich-text-preview.tsx";

interface RichTextFieldProps {
  label: ReactNode;
  /** The source as typed (the form's value). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name: string;
  lang: "id" | "en";
  error?: string | undefined;
  required?: boolean;
  maxLength: number;
  rows?: number;
  disabled?: boolean;
}

/**
 * A rich-text source (paragraphs, "- " lists, **bold**, *italic*, [links](https://...)) with the
 * text as the page will show it beside it, updated as the staffer types. The preview is not a live
 * region: it would read every keystroke aloud; it sits after the field in reading order instead.
 */
export function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  name,
  lang,
  error,
  required,
  maxLength,
  rows = 8,
  disabled,
}: RichTextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const previewId = `${id}-preview`;
  return (
    <div className="rich-field">
      <div className="rb-field rich-field__source">
        <label className="rb-field__label" htmlFor={`${id}-source`}>
          {label}
          {required ? (
            <span className="rb-field__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        <textarea
          id={`${id}-source`}
          className="rb-textarea rich-field__textarea"
          name={name}
          lang={lang}
          rows={rows}
          maxLength={maxLength}
          value={value}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <p className="rb-field__hint" id={hintId}>
          <Trans>
            A blank line starts a paragraph; "- " starts a list item; **bold**, *italic*, [text](https://…)
            for a link.
          </Trans>
        </p>
        {error ? <FieldError id={errorId} message={error} /> : null}
      </div>
      <section className="rich-field__preview" aria-labelledby={previewId} lang={lang}>
        <h4 className="rich-field__preview-title" id={previewId}>
          <Trans>Preview</Trans>
        </h4>
        {value.trim() ? (
          <RichTextPreview source={value} />
        ) : (
          <p className="rich-field__empty">
            <Trans>Nothing written yet.</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
