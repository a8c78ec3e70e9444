import { useLingui } from "@lingui/react/macro";
import { messages } from "@rimbun/domain/messages";

/** SPEC 8: "No data to display." whenever a list has nothing to show. */
export function NoData() {
  const { i18n } = useLingui();
  return (
    <div className="no-data" role="status">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="var(--rb-color-accent-soft)" />
        <path d="M32 14c-8 6-11 12-11 18a11 11 0 0 0 22 0c0-6-3-12-11-18Z" fill="var(--rb-color-leaf)" />
        <path d="M32 24v24" stroke="var(--rb-color-heading)" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p>{i18n._(messages.historyEmpty.id)}</p>
    </div>
  );
}
