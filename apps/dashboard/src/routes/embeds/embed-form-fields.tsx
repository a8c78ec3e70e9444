import { Trans, useLingui } from "@lingui/react/macro";
import { groupThousands, parseAmountInput } from "@rimbun/domain/money";
import { formatNumber, type Locale, toLocale } from "@rimbun/i18n";
import { TextField } from "@rimbun/ui";
import type { ReactNode } from "react";
import type { EmbedTargetKind } from "../../lib/api.ts";
import {
  EMBED_MIN_CONTRAST,
  type EmbedErrors,
  type EmbedField,
  type EmbedFormValues,
  whiteContrastOf,
} from "./embed-form-values.ts";
import { useProblemText, useRatioText } from "./embed-problems.ts";
import { matchingTargets, type TargetOption } from "./embed-targets.ts";

/** What every field part gets: the values, their setter, the problems shown and the ids' prefix. */
export interface FieldPartProps {
  values: EmbedFormValues;
  set: <K extends keyof EmbedFormValues>(key: K, value: EmbedFormValues[K]) => void;
  errors: EmbedErrors;
  /** `${ids}-${field}` is a field's control id: the form moves the focus there. */
  ids: string;
}

export const controlId = (ids: string, field: EmbedField) => `${ids}-${field.replace(".", "-")}`;

/** A multi-line field with its label, hint and error tied to it (the ui package has single lines only). */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  value,
  rows,
  onChange,
  required,
  className,
}: {
  id: string;
  className?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  value: string;
  rows: number;
  onChange: (text: string) => void;
  required?: boolean;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="rb-field">
      <label className="rb-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="rb-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        className={className ? `rb-input ${className}` : "rb-input"}
        rows={rows}
        value={value}
        spellCheck={false}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {hint ? (
        <p className="rb-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="rb-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Campaign or fundraiser page: changing the kind clears the choice (slugs of one kind mean nothing in the other). */
function TargetKindChoice({ values, set, ids }: FieldPartProps) {
  const { t } = useLingui();
  const kinds: { kind: EmbedTargetKind; label: string }[] = [
    { kind: "campaign", label: t`Campaign` },
    { kind: "fundraiser_page", label: t`Fundraiser page` },
  ];
  return (
    <div className="embed-form__kinds">
      {kinds.map((entry) => (
        <label key={entry.kind} className="embed-form__kind">
          <input
            type="radio"
            name={`${ids}-kind`}
            value={entry.kind}
            checked={values.target_kind === entry.kind}
            onChange={() => {
              set("target_kind", entry.kind);
              set("target_slug", "");
            }}
          />
          {entry.label}
        </label>
      ))}
    </div>
  );
}

/** The campaign or fundraiser page the button gives to: its kind, a search, then the choice. */
export function TargetFields({
  values,
  set,
  errors,
  ids,
  options,
  search,
  onSearch,
}: FieldPartProps & { options: readonly TargetOption[]; search: string; onSearch: (text: string) => void }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const problemText = useProblemText();
  const matches = matchingTargets(options, values.target_kind, search);
  const chosen = options.find(
    (option) => option.kind === values.target_kind && option.slug === values.target_slug,
  );
  // The chosen one stays listed while the search looks for another.
  const shown = chosen && !matches.includes(chosen) ? [chosen, ...matches] : matches;
  const error = errors.target_slug ? problemText(errors.target_slug) : null;
  const found = formatNumber(shown.length, locale);
  const selectId = controlId(ids, "target_slug");
  return (
    <fieldset className="embed-form__group">
      <legend className="embed-form__sublegend">
        <Trans>What the button gives to</Trans>
      </legend>
      <TargetKindChoice {...{ values, set, errors, ids }} />
      <TextField
        label={t`Search by title or address`}
        type="search"
        value={search}
        autoComplete="off"
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <div className="rb-field">
        <label className="rb-field__label" htmlFor={selectId}>
          {values.target_kind === "campaign" ? <Trans>Campaign</Trans> : <Trans>Fundraiser page</Trans>}
          <span className="rb-field__required" aria-hidden="true">
            *
          </span>
        </label>
        <select
          id={selectId}
          className="rb-select"
          value={values.target_slug}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : `${selectId}-hint`}
          onChange={(event) => set("target_slug", event.currentTarget.value)}
        >
          <option value="">{t`Choose one`}</option>
          {shown.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.title[locale] || option.slug} ({option.slug})
            </option>
          ))}
        </select>
        {error ? (
          <p className="rb-field__error" id={`${selectId}-error`}>
            {error}
          </p>
        ) : (
          <p className="rb-field__hint" id={`${selectId}-hint`}>
            <Trans>{found} found. Only published campaigns and live fundraiser pages take gifts.</Trans>
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** Up to four amounts, typed in the reader's grouping and tidied when the field is left. */
export function PresetFields({ values, set, errors, ids }: FieldPartProps) {
  const { t, i18n } = useLingui();
  const locale: Locale = toLocale(i18n.locale);
  const problemText = useProblemText();
  const change = (index: number, text: string) =>
    set(
      "presets",
      values.presets.map((old, at) => (at === index ? text : old)),
    );
  return (
    <fieldset
      className="embed-form__group"
      aria-describedby={errors.presets ? `${ids}-presets-error` : undefined}
    >
      <legend className="embed-form__sublegend">
        <Trans>Amounts on the buttons (up to four, whole rupiah)</Trans>
      </legend>
      <div className="embed-form__presets">
        {values.presets.map((text, index) => {
          const field = `presets.${index}` as EmbedField;
          const problem = errors[field];
          const number = index + 1;
          return (
            <TextField
              key={index}
              id={controlId(ids, field)}
              label={t`Amount ${number} (Rp)`}
              inputMode="numeric"
              autoComplete="off"
              value={text}
              error={problem ? problemText(problem) : undefined}
              onChange={(event) => change(index, event.currentTarget.value)}
              onBlur={() => {
                const amount = parseAmountInput(text, locale);
                if (amount !== null) change(index, groupThousands(amount, locale));
              }}
            />
          );
        })}
      </div>
      {errors.presets ? (
        <p className="rb-field__error" id={`${ids}-presets-error`}>
          {problemText(errors.presets)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The button's colour, typed or picked, with the contrast of its white words said in words. */
export function ColourField({ values, set, errors, ids }: FieldPartProps) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const ratioText = useRatioText();
  const ratio = whiteContrastOf(values.colour);
  const id = controlId(ids, "colour");
  const needed = ratioText(EMBED_MIN_CONTRAST);
  const shownRatio = ratio === null ? "" : ratioText(ratio);
  const good = ratio !== null && ratio >= EMBED_MIN_CONTRAST;
  return (
    <div className="embed-form__colour">
      <TextField
        id={id}
        label={t`Button colour`}
        required
        spellCheck={false}
        autoComplete="off"
        value={values.colour}
        hint={
          good
            ? t`White words on it have a contrast of ${shownRatio} (at least ${needed} needed): readable.`
            : undefined
        }
        error={
          errors.colour
            ? problemText(errors.colour)
            : ratio !== null && !good
              ? problemText({ kind: "contrast", ratio })
              : undefined
        }
        onChange={(event) => set("colour", event.currentTarget.value)}
      />
      <div className="rb-field">
        <label className="rb-field__label" htmlFor={`${id}-picker`}>
          <Trans>Pick</Trans>
        </label>
        <input
          id={`${id}-picker`}
          className="embed-form__picker"
          type="color"
          value={ratio === null ? "#000000" : values.colour.trim().toLowerCase()}
          onChange={(event) => set("colour", event.currentTarget.value)}
        />
      </div>
    </div>
  );
}
