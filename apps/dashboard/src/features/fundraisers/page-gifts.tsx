import { Trans, useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatNumber, formatShortDate, toLocale } from "@rimbun/i18n";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { LoadingBlock } from "../../components/boot-spinner.tsx";
import { getFundraiserPageDays, type OwnFundraiserPage } from "../../lib/api.ts";
import { ChartCard } from "../../routes/reports/chart-card.tsx";
import { myPageKey } from "./fundraiser-words.tsx";
import { dayInstant, type GiftDay, runningTotals } from "./page-gifts-series.ts";
import "../../routes/reports/reports.css";

// recharts is large: the drawing loads in its own chunk, after the screen (docs/decisions/fundraiser-dashboard.md).
const PageGiftsDrawing = lazy(() =>
  import("./page-gifts-drawing.tsx").then((module) => ({ default: module.PageGiftsDrawing })),
);

/**
 * "Gifts over time" on the owner's page screen: the running total raised toward the goal line, a
 * sentence that says what it shows and the days with gifts as a table (docs/decisions/fundraiser-dashboard.md).
 */
export function PageGifts({ page }: { page: OwnFundraiserPage }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const series = useQuery({
    queryKey: [...myPageKey(page.slug), "days"],
    queryFn: ({ signal }) => getFundraiserPageDays(page.slug, { signal }),
  });
  const title = t`Gifts over time`;
  if (!series.data) {
    return series.isError ? null : <LoadingBlock />;
  }
  const days = runningTotals(series.data);
  const rupiah = (value: number) => formatRupiah(value, locale);
  const date = (day: string) => formatShortDate(dayInstant(day), locale);
  const since = date(series.data.from);
  const given = days.filter((day) => day.gifts > 0 || day.raised !== 0);
  if (given.length === 0 && series.data.raised_before === 0) {
    return (
      <section className="rb-card reports-chart" aria-labelledby="page-gifts-title">
        <h2 id="page-gifts-title" className="reports__title">
          {title}
        </h2>
        <p className="reports__hint">
          <Trans>No gifts yet since {since}. Share the link: the chart starts with the first gift.</Trans>
        </p>
      </section>
    );
  }
  const best = given.reduce<GiftDay | undefined>(
    (top, day) => (top && top.raised >= day.raised ? top : day),
    undefined,
  );
  const raised = rupiah(days.at(-1)?.total ?? 0);
  const goal = rupiah(page.goal);
  const percent = formatNumber(page.progress, locale);
  const bestDay = best ? date(best.day) : "";
  const bestRaised = best ? rupiah(best.raised) : "";
  const bestLine = best ? t`Best day: ${bestDay}, ${bestRaised}.` : "";
  const today = date(series.data.to);
  return (
    <ChartCard
      title={title}
      summary={`${t`${raised} raised by ${today}: ${percent}% of the ${goal} goal, counted since ${since}.`} ${bestLine}`}
      columns={[
        { label: t`Day` },
        { label: t`Gifts`, numeric: true },
        { label: t`Raised that day`, numeric: true },
        { label: t`Raised so far`, numeric: true },
      ]}
      rows={given.map((day) => [
        date(day.day),
        formatNumber(day.gifts, locale),
        rupiah(day.raised),
        rupiah(day.total),
      ])}
    >
      <Suspense fallback={<LoadingBlock />}>
        <PageGiftsDrawing days={days} goal={page.goal} />
      </Suspense>
    </ChartCard>
  );
}
