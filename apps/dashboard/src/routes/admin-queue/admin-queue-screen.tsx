import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@rimbun/ui";
import { ScreenHeader } from "../../components/screen-header.tsx";

/** Admin queue of withdrawals, redemptions and volunteer applications (DECISIONS). Waits for API part 2: until then it says honestly that there is nothing to show. */
export function AdminQueueScreen() {
  return (
    <section className="screen">
      <ScreenHeader title={<Trans>Approval queue</Trans>} />
      <EmptyState />
    </section>
  );
}
