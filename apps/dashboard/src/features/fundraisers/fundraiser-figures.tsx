import { Plural, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatNumber, toLocale } from "@rimbun/i18n";
import { ProgressBar } from "@rimbun/ui";

interface Figures {
  raised: number;
  goal: number;
  /** Whole percent of the goal, rounded down; may pass 100. */
  progress: number;
  donor_count: number;
}

/** Raised of goal as a bar, with its words for screen readers and the percent beside it. */
export function FundraiserFigures({ page }: { page: Figures }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const raised = formatRupiah(page.raised, locale);
  const goal = formatRupiah(page.goal, locale);
  const percent = formatNumber(page.progress, locale);
  return (
    <div className="fundraiser-figures">
      <ProgressBar
        label={t`Raised of goal`}
        value={Math.min(page.raised, page.goal)}
        max={page.goal}
        valueText={t`${raised} of ${goal}`}
      />
      <p className="fundraiser-figures__line">
        <span>{t`${percent}% of the goal`}</span>
        {" · "}
        <Plural value={page.donor_count} one="# donor" other="# donors" />
      </p>
    </div>
  );
}
