import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { createI18n, type Locale, toLocale } from "@rimbun/i18n";
import { ProgressBar } from "@rimbun/ui";
import { useQuery } from "@tanstack/react-query";
import { Heart } from "lucide-react";
import { dashboardAreas } from "../../app/i18n-provider.tsx";

/** The meter's figures: the target's totals as the console knows them (the site reads the same aggregates). */
export interface PreviewMeter {
  raised: number;
  goal: number | null;
  donors: number;
}

export interface EmbedPreviewProps {
  locale: Locale;
  title: string | null;
  presets: readonly number[];
  colour: string;
  showMeter: boolean;
  meter: PreviewMeter | null;
}

/**
 * The catalog of the code's language: the preview speaks to the partner's readers, whatever language
 * the staffer reads the console in.
 */
function usePreviewI18n(locale: Locale): I18n | null {
  const { i18n } = useLingui();
  const same = toLocale(i18n.locale) === locale;
  const other = useQuery({
    queryKey: ["preview-catalog", locale],
    queryFn: () => createI18n(locale, dashboardAreas),
    enabled: !same,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return same ? i18n : (other.data ?? null);
}

function PreviewBody({ locale, title, presets, colour, showMeter, meter }: EmbedPreviewProps) {
  const { t } = useLingui();
  const raised = formatRupiah(meter?.raised ?? 0, locale);
  const goal = meter?.goal ? formatRupiah(meter.goal, locale) : null;
  return (
    <div className="embed-preview__widget" lang={locale}>
      {title ? <p className="embed-preview__title">{title}</p> : null}
      {showMeter && meter ? (
        <div className="embed-preview__meter">
          {goal ? (
            <ProgressBar
              label={t`Raised`}
              hideLabel
              value={meter.raised}
              max={meter.goal ?? 0}
              valueText={t`${raised} of ${goal}`}
            />
          ) : null}
          <p className="embed-preview__figures">
            {goal ? t`${raised} of ${goal}` : t`${raised} raised`}
            {" · "}
            <Plural value={meter.donors} one="# donor" other="# donors" />
          </p>
        </div>
      ) : null}
      {presets.length > 0 ? (
        <ul className="embed-preview__presets" aria-label={t`Amounts`}>
          {presets.map((amount) => (
            <li key={amount} className="embed-preview__preset" style={{ borderColor: colour, color: colour }}>
              {formatRupiah(amount, locale)}
            </li>
          ))}
        </ul>
      ) : null}
      {/* Shown, not pressed: a preview of the partner's button, not a way to give. */}
      <span className="embed-preview__button" style={{ backgroundColor: colour }}>
        <Heart size={18} aria-hidden="true" />
        <Trans>Donate now</Trans>
      </span>
    </div>
  );
}

/**
 * The button and goal meter as a partner's readers will see them, drawn here with the site's look
 * and updated as the form changes (docs/decisions/embed-console.md#preview).
 */
export function EmbedPreview(props: EmbedPreviewProps) {
  const previewI18n = usePreviewI18n(props.locale);
  return (
    <section className="rb-card embed-preview" aria-labelledby="embed-preview-title">
      <h2 id="embed-preview-title" className="embed-form__legend">
        <Trans>Preview</Trans>
      </h2>
      {previewI18n ? (
        <I18nProvider i18n={previewI18n}>
          <PreviewBody {...props} />
        </I18nProvider>
      ) : null}
    </section>
  );
}
