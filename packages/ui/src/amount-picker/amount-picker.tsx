import { useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";
import {
  type AmountKind,
  amountLimits,
  co2ForAmount,
  formatRupiah,
  groupThousands,
  nominalOptions,
  presetDisabled,
  type Rupiah,
  readAmountInput,
} from "@rimbun/domain/money";
import { formatKilograms, type Locale, toLocale } from "@rimbun/i18n";
import { Check, Leaf } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { FieldError, useFieldIds } from "../field/field-parts.tsx";
import { translateMessage } from "../field/translate.ts";

export interface AmountPickerProps {
  /** Donation kind (or the monthly amount edit): sets the minimum and which presets are disabled. */
  kind: AmountKind;
  /** Whole rupiah, or null when nothing is chosen yet. */
  value: Rupiah | null;
  onChange: (amount: Rupiah | null) => void;
  /** A domain message id (amount.required, amount50, ...) or translated text. */
  error?: string | null | undefined;
  /** Group label; defaults to "Choose an amount". */
  legend?: ReactNode;
  /** Radio group name, unique per form. */
  name?: string;
  id?: string;
}

function isPreset(amount: Rupiah | null): boolean {
  return amount !== null && nominalOptions.some((option) => option.nominal === amount);
}

/**
 * Digits, the language's grouping mark and spaces count; the field shows them grouped (`250.000` /
 * `250,000`) as they are typed.
 */
export function customAmountFromText(text: string, locale: Locale = "id"): Rupiah | null {
  return readAmountInput(text, locale).amount;
}

type NominalOption = (typeof nominalOptions)[number];

/** One preset amount: a radio hidden inside its label card, with its leaves and CO2 line. */
function PresetChoice({
  option,
  kind,
  name,
  checked,
  hintId,
  onPick,
}: {
  option: NominalOption;
  kind: AmountKind;
  name: string;
  checked: boolean;
  hintId: string;
  onPick: (amount: Rupiah) => void;
}) {
  const { i18n, t } = useLingui();
  const disabled = presetDisabled(kind, option.nominal);
  const locale = toLocale(i18n.locale);
  const kg = formatKilograms(option.co2Kg, locale);
  return (
    <label
      className={`rb-choice${checked ? " rb-choice--checked" : ""}${disabled ? " rb-choice--disabled" : ""}`}
    >
      <input
        type="radio"
        className="visually-hidden"
        name={name}
        value={option.nominal}
        checked={checked}
        disabled={disabled}
        aria-describedby={disabled ? hintId : undefined}
        onChange={() => onPick(option.nominal)}
      />
      <span className="rb-choice__check" aria-hidden="true">
        {checked && <Check size={14} strokeWidth={3} />}
      </span>
      <span className="rb-choice__title">{formatRupiah(option.nominal, locale)}</span>
      <span className="rb-choice__meta">
        <span className="rb-amount-picker__leaves" aria-hidden="true">
          {Array.from({ length: option.icons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical decorative icons
            <Leaf key={index} size={12} />
          ))}
        </span>
        {translateMessage(i18n, option.co2Label, { kg })}
      </span>
      {disabled && <span className="rb-choice__note">{t`Below the minimum`}</span>}
    </label>
  );
}

/** The "Other amount" field: Rp prefix, grouped digits as typed, and the CO2 equivalent below. */
function CustomAmountField({
  id,
  kind,
  text,
  describedBy,
  invalid,
  customCo2,
  onType,
}: {
  id: string;
  kind: AmountKind;
  text: string;
  describedBy: string;
  invalid: boolean;
  /** Named as in the catalog's message (`Equivalent to {customCo2} reduction`). */
  customCo2: string | null;
  onType: (text: string) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <div className="rb-field rb-amount-picker__custom">
      <label className="rb-field__label" htmlFor={id}>
        {t`Other amount`}
      </label>
      <div className="rb-input-group">
        <span className="rb-input-group__prefix" aria-hidden="true">
          Rp
        </span>
        <input
          id={id}
          className="rb-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={groupThousands(amountLimits[kind].min, toLocale(i18n.locale))}
          value={text}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onType(event.target.value)}
        />
      </div>
      {customCo2 && (
        <p className="rb-field__hint rb-amount-picker__co2" aria-live="polite">
          <Leaf size={14} aria-hidden="true" />
          {t`Equivalent to ${customCo2} reduction`}
        </p>
      )}
    </div>
  );
}

export function AmountPicker({
  kind,
  value,
  onChange,
  error,
  legend,
  name = "amount",
  id,
}: AmountPickerProps) {
  const { i18n, t } = useLingui();
  const locale = toLocale(i18n.locale);
  const [custom, setCustom] = useState(() => value !== null && !isPreset(value));
  // The last amount typed here: any other new value came from the parent (e.g. the reset to the
  // kind's default after a type change) and decides again whether a preset or the custom field shows it.
  const typed = useRef<Rupiah | null>(null);
  // Text the amount rule refuses (`-50000`) stays in the field as typed, with the reason beside it.
  const [refused, setRefused] = useState<{ text: string; message: string } | null>(null);
  useEffect(() => {
    if (value !== typed.current) {
      setCustom(value !== null && !isPreset(value));
      setRefused(null);
    }
  }, [value]);
  const shownError = refused?.message ?? error;
  const { controlId, hintId, errorId } = useFieldIds(id, true, Boolean(shownError));
  const describedBy = [hintId, shownError ? errorId : ""].filter(Boolean).join(" ");
  const minimumText = translateMessage(i18n, amountLimits[kind].minMessage);
  // No equivalent for an amount the rule refuses (over the maximum): it would be a figure nobody gives.
  const customCo2 =
    custom && value !== null && value > 0 && value <= amountLimits[kind].max
      ? translateMessage(i18n, messages.co2Reduction.id, {
          kg: formatKilograms(co2ForAmount(value), locale),
        })
      : null;
  const pick = (amount: Rupiah) => {
    typed.current = null;
    setCustom(false);
    onChange(amount);
  };
  const type = (text: string) => {
    const { amount, refusal } = readAmountInput(text, locale);
    typed.current = amount;
    setRefused(refusal ? { text, message: refusal } : null);
    setCustom(true);
    onChange(amount);
  };

  return (
    <fieldset className="rb-amount-picker" id={controlId} aria-describedby={describedBy}>
      <legend className="rb-field__label">{legend ?? t`Choose an amount`}</legend>
      <p className="rb-field__hint" id={hintId}>
        {minimumText}
      </p>
      <div className="rb-amount-picker__presets">
        {nominalOptions.map((option) => (
          <PresetChoice
            key={option.nominal}
            option={option}
            kind={kind}
            name={name}
            checked={!custom && value === option.nominal}
            hintId={hintId}
            onPick={pick}
          />
        ))}
      </div>
      <CustomAmountField
        id={`${controlId}-custom`}
        kind={kind}
        text={refused ? refused.text : custom && value !== null ? groupThousands(value, locale) : ""}
        describedBy={describedBy}
        invalid={Boolean(shownError)}
        customCo2={customCo2}
        onType={type}
      />
      {shownError && <FieldError id={errorId} message={shownError} />}
    </fieldset>
  );
}
