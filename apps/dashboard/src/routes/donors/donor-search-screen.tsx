import { useLingui } from "@lingui/react/macro";

// Placeholder while issue 12's screen is built (replaced in the same session).
export function DonorSearchScreen() {
  const { t } = useLingui();
  return <h1>{t`Donor support`}</h1>;
}
