import { useLingui } from "@lingui/react/macro";

// Placeholder while issue 12's screen is built (replaced in the same session).
export function TeamScreen() {
  const { t } = useLingui();
  return <h1>{t`Staff accounts`}</h1>;
}
