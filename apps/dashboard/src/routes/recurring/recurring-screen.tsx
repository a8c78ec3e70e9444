import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@rimbun/ui";
import { ScreenHeader } from "../../components/screen-header.tsx";

/** Recurring management: status, Reactivate, payment method, amount (SPEC 4). Waits for API part 2: until then it says honestly that there is nothing to show. */
export function RecurringScreen() {
  return (
    <section className="screen">
      <ScreenHeader title={<Trans>Monthly donation</Trans>} />
      <EmptyState />
    </section>
  );
}
