import { useLingui } from "@lingui/react/macro";

/** Shown while a screen's code or the session is on its way. */
export function BootSpinner() {
  return <span className="app-spinner" aria-hidden="true" />;
}

export function LoadingBlock() {
  const { t } = useLingui();
  return (
    <div className="app-loading" role="status">
      <span className="app-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t`Loading…`}</span>
    </div>
  );
}
