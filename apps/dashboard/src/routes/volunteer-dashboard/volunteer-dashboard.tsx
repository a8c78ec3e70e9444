import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@rimbun/ui";
import { profileText, useSessionStore } from "../../app/session-store.ts";
import { Greeting } from "../donor-dashboard/greeting.tsx";
import { ReferralShareCard } from "../donor-dashboard/referral-share-card.tsx";
import "../donor-dashboard/donor-dashboard.css";

/**
 * Volunteer dashboard (SPEC 2): the referral link with copy, share and the edit-once code change.
 * The four summary boxes and the donor list need the point call of API part 2; until then the page
 * says there is nothing to show rather than inventing figures.
 */
export function VolunteerDashboard() {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  const name = profileText(user, "first_name") || profileText(user, "fullname").split(" ")[0] || user.email;
  return (
    <section className="screen volunteer-dashboard">
      <Greeting name={name} />
      <ReferralShareCard user={user} />
      <section className="volunteer-dashboard__donors" aria-labelledby="donors-title">
        <h2 className="badge-progress__title" id="donors-title">
          <Trans>Donors you brought in</Trans>
        </h2>
        <EmptyState />
      </section>
    </section>
  );
}
