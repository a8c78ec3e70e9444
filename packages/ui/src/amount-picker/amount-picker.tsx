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
  const customId = `${controlId}-custom`;
  const minimumText = translateMessage(i18n, amountLimits[kind].minMessage);
  const locale = toLocale(i18n.locale);
  const kilograms = (kg: string) => formatKilograms(kg, locale);
  // No equivalent for an amount the rule refuses (over the maximum): it would be a figure nobody gives.
  const customCo2 =
    custom && value !== null && value > 0 && value <= amountLimits[kind].max
      ? translateMessage(i18n, messages.co2Reduction.id, { kg: kilograms(co2ForAmount(value)) })
      : null;

  return (
    <fieldset
      className="rb-amount-picker"
      id={controlId}
      aria-describedby={[hintId, shownError ? errorId : ""].filter(Boolean).join(" ")}
    >
      <legend className="rb-field__label">{legend ?? t`Choose an amount`}</legend>
      <p className="rb-field__hint" id={hintId}>
        {minimumText}
      </p>
      <div className="rb-amount-picker__presets">
        {nominalOptions.map((option) => {
          const disabled = presetDisabled(kind, option.nominal);
          const checked = !custom && value === option.nominal;
          return (
            <label
              key={option.nominal}
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
                onChange={() => {
                  typed.current = null;
                  setCustom(false);
                  onChange(option.nominal);
                }}
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
                {translateMessage(i18n, option.co2Label, { kg: kilograms(option.co2Kg) })}
              </span>
              {disabled && <span className="rb-choice__note">{t`Below the minimum`}</span>}
            </label>
          );
        })}
      </div>
      <div className="rb-field rb-amount-picker__custom">
        <label className="rb-field__label" htmlFor={customId}>
          {t`Other amount`}
        </label>
        <div className="rb-input-group">
          <span className="rb-input-group__prefix" aria-hidden="true">
            Rp
          </span>
          <input
            id={customId}
            className="rb-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={groupThousands(amountLimits[kind].min, locale)}
            value={refused ? refused.text : custom && value !== null ? groupThousands(value, locale) : ""}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={[hintId, shownError ? errorId : ""].filter(Boolean).join(" ")}
            onChange={(event) => {
              const text = event.target.value;
              const { amount, refusal } = readAmountInput(text, locale);
              typed.current = amount;
              setRefused(refusal ? { text, message: refusal } : null);
              setCustom(true);
              onChange(amount);
            }}
          />
        </div>
        {customCo2 && (
          <p className="rb-field__hint rb-amount-picker__co2" aria-live="polite">
            <Leaf size={14} aria-hidden="true" />
            {t`Equivalent to ${customCo2} reduction`}
          </p>
        )}
      </div>
      {shownError && <FieldError id={errorId} message={shownError} />}
    </fieldset>
  );
}
