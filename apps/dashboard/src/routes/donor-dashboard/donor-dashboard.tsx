import { Trans } from "@lingui/react/macro";
import { ScreenHeader } from "../../components/screen-header.tsx";

export function DonorDashboard() {
  return (
    <section className="screen">
      <ScreenHeader title={<Trans>Dashboard</Trans>} />
    </section>
  );
}
