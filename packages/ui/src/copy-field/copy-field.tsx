import { useLingui } from "@lingui/react/macro";
import { timings } from "@rimbun/domain/constants";
import { Check, Copy } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

export interface CopyFieldProps {
  label: ReactNode;
  /** The text copied to the clipboard. */
  value: string;
  /** What the field shows when it differs (e.g. the referral link truncated at 25 characters). */
  displayValue?: string;
  onCopied?: () => void;
}

/**
 * Read-only value with a copy button; the button shows a checkmark for 1.5 s
 * (docs/product/fundraiser-buddy.md#referral-links-and-codes).
 */
export function CopyField({ label, value, displayValue, onCopied }: CopyFieldProps) {
  const { t } = useLingui();
  const inputId = `rb${useId().replace(/:/g, "")}-copy`;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch (error) {
      // A failed copy is only logged; the text stays selectable in the field.
      console.error("Copy to clipboard failed", error);
      return;
    }
    setCopied(true);
    onCopied?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), timings.copyCheckMs);
  }

  return (
    <div className="rb-field rb-copy-field">
      <label className="rb-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="rb-copy-field__row">
        <input
          id={inputId}
          className="rb-input"
          readOnly
          value={displayValue ?? value}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className={`rb-button rb-button--secondary rb-copy-field__button${copied ? " rb-copy-field__button--done" : ""}`}
          onClick={copy}
        >
          {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
          <span>{copied ? t`Copied` : t`Copy`}</span>
        </button>
      </div>
      <span className="visually-hidden" role="status">
        {copied ? t`Link copied to the clipboard.` : ""}
      </span>
    </div>
  );
}
