import { Trans, useLingui } from "@lingui/react/macro";
import type { Badge, BadgeState } from "@rimbun/domain/badges";
import { formatNumber, toLocale } from "@rimbun/i18n";
import { BadgeArt, BadgeCard, Button, ProgressBar } from "@rimbun/ui";
import { KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { profileText } from "../../app/session-store.ts";
import { Dialog } from "../../components/dialog.tsx";
import { PasswordDialog } from "../../components/password-dialog.tsx";
import { UserAvatar } from "../../components/user-avatar.tsx";
import type { SessionUser } from "../../lib/api.ts";
import { isUnlocked, rememberBadgesSeen, unseenBadges } from "./use-badges.ts";

/**
 * User card with the current badge, badges collected and points (docs/product/accounts.md#donor-dashboard).
 */
export function UserCard({ user, badges }: { user: SessionUser; badges: BadgeState }) {
  const { t, i18n } = useLingui();
  const [dialogOpen, setDialogOpen] = useState(false);
  const name = profileText(user, "fullname") || user.email;
  const current = badges.currentBadges[0];
  const collected = badges.badgesCollected;
  const total = badges.badges.length;
  const points = formatNumber(badges.userPoint, toLocale(i18n.locale));
  return (
    <section className="rb-card user-card" aria-label={t`Your account`}>
      <UserAvatar name={name} path={profileText(user, "avatar") || undefined} size={64} />
      <div className="user-card__body">
        <p className="user-card__name">{name}</p>
        <p className="user-card__badge">{current ? i18n._(current.title) : <Trans>No badge yet</Trans>}</p>
        <dl className="user-card__figures">
          <div>
            <dt>
              <Trans>Badges collected</Trans>
            </dt>
            <dd>
              <Trans>
                {collected} of {total}
              </Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Points</Trans>
            </dt>
            <dd>{points}</dd>
          </div>
        </dl>
      </div>
      {current ? (
        <button type="button" className="user-card__emblem" onClick={() => setDialogOpen(true)}>
          <BadgeArt level={current.level} size={56} />
          <span className="visually-hidden">{t`Show your badge`}</span>
        </button>
      ) : null}
      {current ? (
        <BadgeDialog badge={current} open={dialogOpen} onClose={() => setDialogOpen(false)} />
      ) : null}
    </section>
  );
}

/** The first current badge as an image, its title, and a way to all badges. */
function BadgeDialog({ badge, open, onClose }: { badge: Badge; open: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={i18n._(badge.title)}>
      <div className="badge-dialog">
        <BadgeArt level={badge.level} size={120} />
        <p>{i18n._(badge.description)}</p>
        <Link className="rb-button rb-button--primary" to="/dashboard/badges">
          <Trans>See all badges</Trans>
        </Link>
      </div>
    </Dialog>
  );
}

/**
 * Badges strip with progress, or the Update Password state while the account is locked
 * (docs/product/fundraiser-buddy.md#badges).
 */
export function BadgeProgress({ user, badges }: { user: SessionUser; badges: BadgeState }) {
  const { t, i18n } = useLingui();
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (!isUnlocked(user)) {
    return (
      <section className="rb-card badge-progress badge-progress--locked" aria-labelledby="badges-title">
        <h2 className="badge-progress__title" id="badges-title">
          <Trans>Unlock your badges</Trans>
        </h2>
        <p>
          <Trans>
            Set a password for your account first. It keeps your dashboard safe and earns you the Seed badge.
          </Trans>
        </p>
        <Button icon={<KeyRound size={18} aria-hidden="true" />} onClick={() => setPasswordOpen(true)}>
          <Trans>Update Password</Trans>
        </Button>
        <PasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      </section>
    );
  }

  const next = badges.nextBadges[0];
  const locale = toLocale(i18n.locale);
  const currentPoint = formatNumber(badges.progressBar.currentPoint, locale);
  const pointMax = formatNumber(badges.progressBar.pointMax, locale);
  const missing = formatNumber(Math.max(0, (next?.pointMin ?? 0) - badges.userPoint), locale);
  return (
    <section className="rb-card badge-progress" aria-labelledby="badges-title">
      <div className="badge-progress__head">
        <h2 className="badge-progress__title" id="badges-title">
          <Trans>Your badges</Trans>
        </h2>
        <Link className="badge-progress__link" to="/dashboard/badges">
          <Trans>All badges</Trans>
        </Link>
      </div>
      <p className="badge-progress__achievement">
        {badges.completed ? (
          <Trans>You have collected every badge. Thank you for guarding nature with us!</Trans>
        ) : (
          <Trans>
            You have collected {badges.badgesCollected} of {badges.badges.length} badges.
          </Trans>
        )}
      </p>
      <ul className="badge-progress__strip">
        {badges.displayBadges.map((badge) => (
          <li key={badge.level}>
            <BadgeCard badge={badge} compact />
          </li>
        ))}
      </ul>
      <ProgressBar
        label={next ? t`Progress to ${i18n._(next.title)}` : t`Progress`}
        value={badges.progressBar.currentPoint}
        max={badges.progressBar.pointMax}
        valueText={t`${currentPoint} of ${pointMax} points`}
      />
      {badges.showNextBadgeMessage && next ? (
        <p className="badge-progress__next">
          <Trans>
            {missing} more points to reach {i18n._(next.title)}.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}

/** Congratulation modal when a badge was earned since this device last looked. */
export function CongratulationModal({ user, badges }: { user: SessionUser; badges: BadgeState }) {
  const { i18n } = useLingui();
  const [fresh, setFresh] = useState<Badge[]>([]);

  useEffect(() => {
    if (!isUnlocked(user)) return;
    try {
      setFresh(unseenBadges(user.email, badges));
      rememberBadgesSeen(user.email, badges);
    } catch {
      // Without storage the modal is skipped rather than shown on every visit.
    }
  }, [user, badges]);

  const newest = fresh[fresh.length - 1];
  if (!newest) return null;
  return (
    <Dialog open onClose={() => setFresh([])} title={<Trans>Congratulations!</Trans>}>
      <div className="badge-dialog">
        <BadgeArt level={newest.level} size={120} />
        <p>
          <Trans>You have earned a new badge: {i18n._(newest.title)}.</Trans>
        </p>
        <Link className="rb-button rb-button--primary" to="/dashboard/badges">
          <Trans>See all badges</Trans>
        </Link>
      </div>
    </Dialog>
  );
}
