import { Trans } from "@lingui/react/macro";
import { Rocket } from "lucide-react";
import { useLocaleStore } from "../../app/locale-store.ts";
import { profileText, useSessionStore } from "../../app/session-store.ts";
import { RecurringCards } from "../../components/recurring-cards.tsx";
import type { SessionUser } from "../../lib/api.ts";
import { siteUrl } from "../../lib/site-links.ts";
import { BadgeProgress, CongratulationModal, UserCard } from "./badge-summary.tsx";
import { Greeting } from "./greeting.tsx";
import { ReferralShareCard } from "./referral-share-card.tsx";
import { useBadgeState } from "./use-badges.ts";
import "./donor-dashboard.css";

/**
 * Donor dashboard (docs/product/accounts.md#donor-dashboard): greeting, user card, badges or Update Password,
 * boost and referral cards.
 */
export function DonorDashboard() {
  const user = useSessionStore((state) => state.user);
  const locale = useLocaleStore((state) => state.locale);
  if (!user) return null;
  return <DonorDashboardFor user={user} boostUrl={siteUrl(locale, "/donation/boost/form")} />;
}

function DonorDashboardFor({ user, boostUrl }: { user: SessionUser; boostUrl: string }) {
  const badges = useBadgeState(user);
  const name = profileText(user, "fullname").split(" ")[0] || user.email;
  return (
    <section className="screen donor-dashboard">
      <Greeting name={name} />
      <div className="donor-dashboard__grid">
        <div className="donor-dashboard__main">
          <UserCard user={user} badges={badges} />
          <BadgeProgress user={user} badges={badges} />
        </div>
        <div className="donor-dashboard__side">
          <div className="recurring-mini">
            <RecurringCards variant="page" />
          </div>
          <section className="rb-card boost-card" aria-labelledby="boost-title">
            <Rocket className="boost-card__icon" size={28} aria-hidden="true" />
            <h2 className="boost-card__title" id="boost-title">
              <Trans>Boost your impact</Trans>
            </h2>
            <p>
              <Trans>Add a one-time gift on top of your monthly donation, whenever you like.</Trans>
            </p>
            <a className="rb-button rb-button--primary" href={boostUrl}>
              <Trans>Give a boost</Trans>
            </a>
          </section>
          <ReferralShareCard user={user} />
        </div>
      </div>
      <CongratulationModal user={user} badges={badges} />
    </section>
  );
}
