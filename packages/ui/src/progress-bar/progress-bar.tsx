import { type ReactNode, useId } from "react";

export interface ProgressBarProps {
  /** Accessible name, also shown above the bar unless `hideLabel`. */
  label: ReactNode;
  value: number;
  max: number;
  /** What a screen reader hears and the visible figure, e.g. "120 of 500 points". */
  valueText?: string;
  hideLabel?: boolean;
  id?: string;
}

export function ProgressBar({ label, value, max, valueText, hideLabel = false, id }: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  const generated = useId();
  const labelId = `${id ?? `rb${generated.replace(/:/g, "")}`}-label`;
  return (
    <div className="rb-progress" id={id}>
      <div className={hideLabel ? "visually-hidden" : "rb-progress__head"}>
        <span id={labelId} className="rb-progress__label">
          {label}
        </span>
        {valueText && <span className="rb-progress__value">{valueText}</span>}
      </div>
      <div
        className="rb-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
      >
        <div className="rb-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
