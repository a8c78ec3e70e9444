import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@rimbun/ui";
import { ScreenHeader } from "../../components/screen-header.tsx";

/** Top 10 volunteers and the own rank card (SPEC 2). Waits for API part 2: until then it says honestly that there is nothing to show. */
export function LeaderboardScreen() {
  return (
    <section className="screen">
      <ScreenHeader title={<Trans>Leaderboard</Trans>} />
      <EmptyState />
    </section>
  );
}
