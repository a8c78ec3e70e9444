import type { ReactNode } from "react";

export interface StatBoxProps {
  label: ReactNode;
  /** Already formatted (`Rp 1.250.000`, `12.50`). */
  value: ReactNode;
  icon?: ReactNode;
  /** Small print under the value, e.g. "on hold until approved". */
  hint?: ReactNode;
  /** A button under the figure (donate, withdraw, redeem on the incentive page). */
  action?: ReactNode;
  tone?: "default" | "accent";
}

/** One figure with its label; label first in the DOM so a screen reader hears what the number is. */
export function StatBox({ label, value, icon, hint, action, tone = "default" }: StatBoxProps) {
  return (
    <div className={`rb-stat rb-card${tone === "accent" ? " rb-stat--accent" : ""}`}>
      <div className="rb-stat__head">
        {icon && (
          <span className="rb-stat__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <p className="rb-stat__label">{label}</p>
      </div>
      <p className="rb-stat__value">{value}</p>
      {hint && <p className="rb-stat__hint">{hint}</p>}
      {action && <div className="rb-stat__action">{action}</div>}
    </div>
  );
}
