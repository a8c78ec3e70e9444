import { useLingui } from "@lingui/react/macro";
import { Sprout } from "lucide-react";
import type { ReactNode } from "react";

export interface EmptyStateProps {
  /** Defaults to "No data to display." */
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  const { t } = useLingui();
  return (
    <div className="rb-empty">
      <span className="rb-empty__icon" aria-hidden="true">
        {icon ?? <Sprout size={32} />}
      </span>
      <p className="rb-empty__title">{title ?? t`No data to display.`}</p>
      {description && <p className="rb-empty__description">{description}</p>}
      {action && <div className="rb-empty__action">{action}</div>}
    </div>
  );
}
