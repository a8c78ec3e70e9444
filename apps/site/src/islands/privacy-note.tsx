import { Trans, useLingui } from "@lingui/react/macro";
import { isLocale, localizedPath } from "@rimbun/i18n";

/** The line under every form that asks for personal data: where the privacy policy is (UU PDP 27/2022). */
export function PrivacyNote() {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : "id";
  return (
    <p className="rb-card__meta">
      <Trans>
        We use these details only as our{" "}
        <a href={localizedPath(locale, "/privacy")} target="_blank" rel="noopener">
          privacy policy
        </a>{" "}
        says.
      </Trans>
    </p>
  );
}
