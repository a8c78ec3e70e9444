import { Trans } from "@lingui/react/macro";
import { MAX_RICH_TEXT_LENGTH } from "@rimbun/domain/rich-text";
import { FieldError } from "@rimbun/ui/field/field-parts";
import { type ReactNode, useId } from "react";
import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { RichTextPreview } from "./rich-text-preview.tsx";

/** What the field shows, whichever form it belongs to. */
interface RichTextLook {
  label: ReactNode;
  lang: "id" | "en";
  error?: string | undefined;
  required?: boolean;
  rows?: number;
  disabled?: boolean;
}

interface RichTextSourceProps extends RichTextLook {
  /** The source as typed (the form's value). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name: string;
}

interface RichTextFieldProps<Values extends FieldValues, Output> extends RichTextLook {
  control: Control<Values, unknown, Output>;
  /** The form's text field this one edits. */
  name: FieldPathByValue<Values, string>;
}

/** One of a form's rich-text fields (a campaign's story and uses, an update's body), up to the API's length. */
export function RichTextField<Values extends FieldValues, Output>({
  control,
  name,
  ...look
}: RichTextFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RichTextSource
          {...look}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/**
 * A rich-text source (paragraphs, "- " lists, **bold**, *italic*, [links](https://...)) with the
 * text as the page will show it beside it, updated as the staffer types. The preview is not a live
 * region: it would read every keystroke aloud; it sits after the field in reading order instead.
 */
function RichTextSource({
  label,
  value,
  onChange,
  onBlur,
  name,
  lang,
  error,
  required,
  rows = 8,
  disabled,
}: RichTextSourceProps) {
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
          maxLength={MAX_RICH_TEXT_LENGTH}
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
