import { useLingui } from "@lingui/react/macro";
import type { Badge } from "@rimbun/domain/badges";
import { formatNumber, toLocale } from "@rimbun/i18n";
import { CircleCheck, Lock } from "lucide-react";
import { translateMessage } from "../field/translate.ts";
import { BadgeArt } from "./badge-art.tsx";

export interface BadgeCardProps {
  /** One entry of `badgeState(...).badges` from `@rimbun/domain/badges`. */
  badge: Badge;
  /** Strip layout for the dashboard: art and title only. */
  compact?: boolean;
}

export function BadgeCard({ badge, compact = false }: BadgeCardProps) {
  const { i18n, t } = useLingui();
  const locked = !badge.isOpen;
  // The language's grouping (`2.000` / `2,000`), like every other number on the page.
  const points = formatNumber(badge.pointMin, toLocale(i18n.locale));
  // The first badge asks for a password: once won, it says how (a password set, or a sign-in by link).
  return (
    <article
      className={`rb-badge-card${locked ? " rb-badge-card--locked" : ""}${compact ? " rb-badge-card--compact" : ""}`}
    >
      <BadgeArt level={badge.level} locked={locked} size={compact ? 56 : 88} />
      <div className="rb-badge-card__body">
        <h3 className="rb-badge-card__title">{translateMessage(i18n, badge.title)}</h3>
        <p className="rb-badge-card__state">
          {locked ? <Lock size={14} aria-hidden="true" /> : <CircleCheck size={14} aria-hidden="true" />}
          {locked ? t`Locked` : t`Unlocked`}
        </p>
        {!compact && (
          <>
            <p className="rb-badge-card__description">{translateMessage(i18n, badge.description)}</p>
            <p className="rb-badge-card__points">
              {badge.pointMin !== 0
                ? t`${points} points`
                : locked
                  ? t`Set your password`
                  : badge.unlockedBy === "link"
                    ? t`Signed in by e-mail link`
                    : t`Password set`}
            </p>
          </>
        )}
      </div>
    </article>
  );
}
