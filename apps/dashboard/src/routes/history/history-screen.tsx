import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@rimbun/ui";
import { ScreenHeader } from "../../components/screen-header.tsx";

/** Donor history: date range, table, invoices (SPEC 2). Waits for API part 2: until then it says honestly that there is nothing to show. */
export function HistoryScreen() {
  return (
    <section className="screen">
      <ScreenHeader title={<Trans>Donation history</Trans>} />
      <EmptyState />
    </section>
  );
}
