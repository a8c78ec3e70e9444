import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@rimbun/ui";
import { ScreenHeader } from "../../components/screen-header.tsx";

/** Volunteer incentive: point boxes, dialogs, history (SPEC 2). Waits for API part 2: until then it says honestly that there is nothing to show. */
export function IncentiveScreen() {
  return (
    <section className="screen">
      <ScreenHeader title={<Trans>Incentive</Trans>} />
      <EmptyState />
    </section>
  );
}
