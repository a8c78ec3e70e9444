import { Trans, useLingui } from "@lingui/react/macro";
import { referralLink } from "@rimbun/domain/referral";
import { CopyField, ShareButtons } from "@rimbun/ui";
import { useLocaleStore } from "../app/locale-store.ts";
import { profileText, useSessionStore } from "../app/session-store.ts";
import { env } from "../env.ts";

/** The words that go with a shared referral link. */
export function shareInvitation(t: ReturnType<typeof useLingui>["t"]): string {
  return t`Join me in giving monthly to protect Indonesia's forests:`;
}

/**
 * The volunteer's referral link with copy and share, in the sidebar and on the volunteer page
 * (docs/product/fundraiser-buddy.md#referral-links-and-codes).
 */
export function ReferralLinkCard({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const user = useSessionStore((state) => state.user);
  const locale = useLocaleStore((state) => state.locale);
  const code = profileText(user, "referral_code");
  if (!code) return null;
  const link = referralLink(env.siteUrl, code, locale);
  return (
    <section className={`rb-card referral-card ${compact ? "referral-card--compact" : ""}`}>
      <h2 className="referral-card__title">
        <Trans>Your referral link</Trans>
      </h2>
      {compact ? null : (
        <p className="referral-card__text">
          <Trans>Every monthly donor who starts with this link counts toward your points.</Trans>
        </p>
      )}
      <CopyField label={t`Link`} value={link} />
      <ShareButtons link={link} text={shareInvitation(t)} />
    </section>
  );
}
