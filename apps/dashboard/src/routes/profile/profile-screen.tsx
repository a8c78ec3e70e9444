import { Trans } from "@lingui/react/macro";
import { ScreenHeader } from "../../components/screen-header.tsx";

export function ProfileScreen() {
  return (
    <section className="screen">
      <ScreenHeader title={<Trans>Profile</Trans>} />
    </section>
  );
}
