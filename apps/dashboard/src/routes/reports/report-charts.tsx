import { useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatNumber, toLocale } from "@rimbun/i18n";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Report } from "../../lib/api.ts";
import { ChartCard } from "./chart-card.tsx";
import { compactNumber, formatRate, monthLabel, shortMonthLabel } from "./report-format.ts";

/** Colours with at least 3:1 against white (WCAG non-text contrast). */
const colors = {
  monthly: "#1e6b3c",
  single: "#2f6fb0",
  boost: "#8c6a0a",
  campaign: "#b4531e",
  danger: "#b42318",
  muted: "#5f6b66",
};

const HEIGHT = 260;

/** The charts of the reports page (recharts: this module loads with the reports route only). */
export function ReportCharts({ report }: { report: Report }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const rupiah = (value: unknown) => formatRupiah(Number(value), locale);
  const count = (value: unknown) => formatNumber(Number(value), locale);
  const compact = (value: number) => compactNumber(value, locale);
  const kinds = [
    { key: "monthly", label: t`Monthly` },
    { key: "single", label: t`Single` },
    { key: "boost", label: t`Boost` },
    { key: "campaign", label: t`Campaign` },
  ] as const;
  const data = report.months.map((month) => ({
    ...month,
    ...month.income,
    label: shortMonthLabel(month.month, locale),
    failed_percent: Math.round(month.failed_rate * 1000) / 10,
  }));
  const last = report.months.at(-1);
  const lastLabel = last ? monthLabel(last.month, locale) : "";
  const axis = { tick: { fontSize: 12 }, stroke: colors.muted };
  // People and charges are counted in whole numbers: no 0.3 donors on an axis.
  const countAxis = { ...axis, allowDecimals: false };
  const grid = <CartesianGrid strokeDasharray="3 3" vertical={false} />;
  const xAxis = <XAxis dataKey="label" {...axis} interval="preserveStartEnd" minTickGap={8} />;
  const rows = (pick: (month: Report["months"][number]) => string[]) =>
    report.months.map((month) => [monthLabel(month.month, locale), ...pick(month)]);

  // Gifts recorded by staff carry their method as the channel: shown in words (docs/product/staff-console.md#gifts-outside-the-site).
  const channels = report.channels.map((row) => ({
    ...row,
    channel:
      row.channel === "bank_transfer" ? t`Bank transfer` : row.channel === "cash" ? t`Cash` : row.channel,
  }));
  return (
    <div className="reports__grid">
      <ChartCard
        title={t`Income per month by type`}
        summary={
          last
            ? t`${lastLabel}: ${rupiah(last.income_total)} from ${count(last.gifts)} gifts. Range total ${rupiah(report.totals.income)}.`
            : ""
        }
        columns={[
          { label: t`Month` },
          ...kinds.map((kind) => ({ label: kind.label, numeric: true })),
          { label: t`Total`, numeric: true },
        ]}
        rows={rows((month) => [
          ...kinds.map((kind) => rupiah(month.income[kind.key])),
          rupiah(month.income_total),
        ])}
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={data} accessibilityLayer={false}>
            {grid}
            {xAxis}
            <YAxis tickFormatter={compact} width={48} {...axis} />
            <Tooltip formatter={rupiah} />
            <Legend />
            {kinds.map((kind) => (
              <Bar
                isAnimationActive={false}
                key={kind.key}
                dataKey={kind.key}
                name={kind.label}
                stackId="income"
                fill={colors[kind.key]}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t`Income by payment channel`}
        summary={
          channels[0]
            ? t`Largest channel: ${channels[0].channel}, ${rupiah(channels[0].amount)}.`
            : t`No income in this range.`
        }
        columns={[
          { label: t`Channel` },
          { label: t`Income`, numeric: true },
          { label: t`Gifts`, numeric: true },
        ]}
        rows={channels.map((row) => [row.channel, rupiah(row.amount), count(row.gifts)])}
      >
        <ResponsiveContainer width="100%" height={Math.max(120, 36 * channels.length + 40)}>
          <BarChart data={channels} layout="vertical" accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tickFormatter={compact} {...axis} />
            <YAxis type="category" dataKey="channel" width={96} {...axis} />
            <Tooltip formatter={rupiah} />
            <Bar isAnimationActive={false} dataKey="amount" name={t`Income`} fill={colors.monthly} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t`Monthly donors`}
        summary={
          last
            ? t`${count(last.active_monthly_donors)} active at the end of ${lastLabel}: ${count(last.new_monthly_donors)} new, ${count(last.stopped_monthly_donors)} stopped.`
            : ""
        }
        columns={[
          { label: t`Month` },
          { label: t`Active`, numeric: true },
          { label: t`New`, numeric: true },
          { label: t`Stopped`, numeric: true },
        ]}
        rows={rows((month) => [
          count(month.active_monthly_donors),
          count(month.new_monthly_donors),
          count(month.stopped_monthly_donors),
        ])}
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <ComposedChart data={data} accessibilityLayer={false}>
            {grid}
            {xAxis}
            <YAxis yAxisId="active" tickFormatter={compact} width={48} {...countAxis} />
            <YAxis yAxisId="moves" orientation="right" tickFormatter={compact} width={40} {...countAxis} />
            <Tooltip formatter={count} />
            <Legend />
            <Bar
              isAnimationActive={false}
              yAxisId="moves"
              dataKey="new_monthly_donors"
              name={t`New`}
              fill={colors.single}
            />
            <Bar
              isAnimationActive={false}
              yAxisId="moves"
              dataKey="stopped_monthly_donors"
              name={t`Stopped`}
              fill={colors.danger}
            />
            <Line
              isAnimationActive={false}
              yAxisId="active"
              dataKey="active_monthly_donors"
              name={t`Active`}
              stroke={colors.monthly}
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t`Monthly recurring revenue`}
        summary={last ? t`${rupiah(last.mrr)} a month at the end of ${lastLabel}.` : ""}
        columns={[{ label: t`Month` }, { label: t`MRR`, numeric: true }]}
        rows={rows((month) => [rupiah(month.mrr)])}
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <ComposedChart data={data} accessibilityLayer={false}>
            {grid}
            {xAxis}
            <YAxis tickFormatter={compact} width={48} {...axis} />
            <Tooltip formatter={rupiah} />
            <Line
              isAnimationActive={false}
              dataKey="mrr"
              name={t`MRR`}
              stroke={colors.monthly}
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t`Failed payments and recovery by retry`}
        summary={t`${formatRate(report.totals.failed_rate, locale)} of payments in the range failed; ${count(report.totals.cycles_recovered)} of ${count(report.totals.cycles_failed)} monthly charges that failed were paid on a later try.`}
        columns={[
          { label: t`Month` },
          { label: t`Paid`, numeric: true },
          { label: t`Failed`, numeric: true },
          { label: t`Failed rate`, numeric: true },
          { label: t`Charges failed`, numeric: true },
          { label: t`Recovered`, numeric: true },
        ]}
        rows={rows((month) => [
          count(month.payments_paid),
          count(month.payments_failed),
          formatRate(month.failed_rate, locale),
          count(month.cycles_failed),
          count(month.cycles_recovered),
        ])}
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <ComposedChart data={data} accessibilityLayer={false}>
            {grid}
            {xAxis}
            <YAxis yAxisId="rate" unit="%" width={48} {...axis} />
            <YAxis yAxisId="cycles" orientation="right" tickFormatter={compact} width={40} {...countAxis} />
            <Tooltip />
            <Legend />
            <Bar
              isAnimationActive={false}
              yAxisId="cycles"
              dataKey="cycles_failed"
              name={t`Charges failed`}
              fill={colors.danger}
            />
            <Bar
              isAnimationActive={false}
              yAxisId="cycles"
              dataKey="cycles_recovered"
              name={t`Recovered`}
              fill={colors.monthly}
            />
            <Line
              isAnimationActive={false}
              yAxisId="rate"
              dataKey="failed_percent"
              name={t`Failed rate`}
              stroke={colors.boost}
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title={t`Points liability and payouts`}
        summary={
          last
            ? t`Volunteers' points not yet paid out: ${rupiah(last.points_liability)} at the end of ${lastLabel}. Paid out in the range: ${rupiah(report.totals.payouts_amount)}.`
            : ""
        }
        columns={[
          { label: t`Month` },
          { label: t`Liability`, numeric: true },
          { label: t`Payouts`, numeric: true },
          { label: t`Paid out`, numeric: true },
        ]}
        rows={rows((month) => [
          rupiah(month.points_liability),
          count(month.payouts),
          rupiah(month.payouts_amount),
        ])}
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <ComposedChart data={data} accessibilityLayer={false}>
            {grid}
            {xAxis}
            <YAxis tickFormatter={compact} width={48} {...axis} />
            <Tooltip formatter={rupiah} />
            <Legend />
            <Bar isAnimationActive={false} dataKey="payouts_amount" name={t`Paid out`} fill={colors.single} />
            <Line
              isAnimationActive={false}
              dataKey="points_liability"
              name={t`Liability`}
              stroke={colors.campaign}
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
