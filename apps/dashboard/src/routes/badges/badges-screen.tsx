import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber, toLocale } from "@rimbun/i18n";
import { BadgeCard } from "@rimbun/ui";
import { useSessionStore } from "../../app/session-store.ts";
import { ScreenHeader } from "../../components/screen-header.tsx";
import type { SessionUser } from "../../lib/api.ts";
import { isUnlocked, useBadgeState } from "../donor-dashboard/use-badges.ts";
import "./badges.css";

/**
 * Badges page (docs/product/fundraiser-buddy.md#badges): every badge with title, description, points needed,
 * locked or unlocked.
 */
export function BadgesScreen() {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  return <BadgesFor user={user} />;
}

function BadgesFor({ user }: { user: SessionUser }) {
  const { i18n } = useLingui();
  const badges = useBadgeState(user);
  const next = badges.nextBadges[0];
  // Every number through the language's formatter, like the badge cards below.
  const locale = toLocale(i18n.locale);
  const points = formatNumber(badges.userPoint, locale);
  const nextPoints = next ? formatNumber(next.pointMin, locale) : "";
  return (
    <section className="screen">
      <ScreenHeader title={<Trans>Badges</Trans>}>
        {badges.completed ? (
          <Trans>You have collected every badge. Thank you for guarding nature with us!</Trans>
        ) : (
          <Trans>
            {badges.badgesCollected} of {badges.badges.length} badges collected · {points} points
          </Trans>
        )}
      </ScreenHeader>
      {!isUnlocked(user) ? (
        <p className="rb-note rb-note--warning">
          <Trans>Set a password for your account to unlock your first badge.</Trans>
        </p>
      ) : null}
      {badges.showNextBadgeMessage && next && isUnlocked(user) ? (
        <p className="rb-note">
          <Trans>
            Next: {i18n._(next.title)}, at {nextPoints} points.
          </Trans>
        </p>
      ) : null}
      <h2 className="visually-hidden">
        <Trans>All badges</Trans>
      </h2>
      <ul className="badges-grid">
        {badges.badges.map((badge) => (
          <li key={badge.level}>
            <BadgeCard badge={badge} />
          </li>
        ))}
      </ul>
    </section>
  );
}
