import { useLingui } from "@lingui/react/macro";
import {
  type DateRange,
  type DateRangeKind,
  dateRange,
  dateRangeKinds,
  dateRangeLabels,
  isIsoDay,
  startNotAfterEnd,
} from "@rimbun/domain/dates";
import { messages } from "@rimbun/domain/messages";
import { formatShortDate, toLocale } from "@rimbun/i18n";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "../button/button.tsx";
import { FieldError, useFieldIds } from "../field/field-parts.tsx";
import { translateMessage } from "../field/translate.ts";

export interface DateRangeValue {
  readonly kind: DateRangeKind;
  readonly range: DateRange;
}

export interface DateRangeFilterProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** Injected clock for stories and tests; quick ranges are Jakarta days relative to it. */
  now?: Date;
  label?: ReactNode;
  id?: string;
}

/** The filter's starting value: this month (docs/product/monthly-giving.md#donation-history). */
export function initialDateRange(now: Date = new Date()): DateRangeValue {
  return { kind: "thisMonth", range: dateRange("thisMonth", { now }) };
}

/** The custom range's From and To fields, Apply, and the error line. */
function CustomRangeFields({
  controlId,
  draft,
  onDraft,
  error,
  errorId,
  onApply,
}: {
  controlId: string;
  draft: DateRange;
  onDraft: (draft: DateRange) => void;
  error: string | null;
  errorId: string;
  onApply: () => void;
}) {
  const { t } = useLingui();
  const fromId = `${controlId}-from`;
  const toId = `${controlId}-to`;
  return (
    <div className="rb-date-range__custom">
      <div className="rb-field">
        <label className="rb-field__label" htmlFor={fromId}>
          {t`From`}
        </label>
        <input
          id={fromId}
          type="date"
          className="rb-input"
          value={draft.startDate}
          max={draft.endDate || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onDraft({ ...draft, startDate: event.target.value })}
        />
      </div>
      <div className="rb-field">
        <label className="rb-field__label" htmlFor={toId}>
          {t`To`}
        </label>
        <input
          id={toId}
          type="date"
          className="rb-input"
          value={draft.endDate}
          min={draft.startDate || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onDraft({ ...draft, endDate: event.target.value })}
        />
      </div>
      <Button variant="secondary" onClick={onApply}>
        {t`Apply`}
      </Button>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

export function DateRangeFilter({ value, onChange, now, label, id }: DateRangeFilterProps) {
  const { i18n, t } = useLingui();
  const locale = toLocale(i18n.locale);
  const [draft, setDraft] = useState<DateRange>(value.range);
  const [customOpen, setCustomOpen] = useState(value.kind === "custom");
  const [error, setError] = useState<string | null>(null);
  const { controlId, errorId } = useFieldIds(id, false, Boolean(error));
  const { startDate, endDate } = value.range;
  // A range set from outside (a reset, a link with dates) becomes the custom fields' starting point.
  useEffect(() => setDraft({ startDate, endDate }), [startDate, endDate]);
  const summaryId = `${controlId}-summary`;
  const selected: DateRangeKind = customOpen ? "custom" : value.kind;

  function choose(kind: DateRangeKind) {
    setError(null);
    if (kind === "custom") {
      setDraft(value.range);
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    onChange({ kind, range: dateRange(kind, now ? { now } : {}) });
  }

  function applyCustom() {
    if (!isIsoDay(draft.startDate) || !isIsoDay(draft.endDate)) {
      setError(messages.invalidDate.id);
      return;
    }
    if (!startNotAfterEnd(draft)) {
      setError(messages.invalidDateRange.id);
      return;
    }
    setError(null);
    onChange({ kind: "custom", range: draft });
  }

  const summary = `${formatShortDate(value.range.startDate, locale)} – ${formatShortDate(value.range.endDate, locale)}`;

  return (
    <div className="rb-date-range">
      <div className="rb-field rb-date-range__period">
        <label className="rb-field__label" htmlFor={controlId}>
          {label ?? t`Period`}
        </label>
        <select
          id={controlId}
          className="rb-select"
          value={selected}
          aria-describedby={summaryId}
          onChange={(event) => choose(event.target.value as DateRangeKind)}
        >
          {dateRangeKinds.map((kind) => (
            <option key={kind} value={kind}>
              {translateMessage(i18n, dateRangeLabels[kind])}
            </option>
          ))}
        </select>
      </div>
      {customOpen && (
        <CustomRangeFields
          controlId={controlId}
          draft={draft}
          onDraft={setDraft}
          error={error}
          errorId={errorId}
          onApply={applyCustom}
        />
      )}
      <p className="rb-date-range__summary" id={summaryId} aria-live="polite">
        {summary}
      </p>
    </div>
  );
}
