import { Trans } from "@lingui/react/macro";
import { ScreenHeader } from "../../components/screen-header.tsx";

export function BadgesScreen() {
  return (
    <section className="screen">
      <ScreenHeader title={<Trans>Badges</Trans>} />
    </section>
  );
}
