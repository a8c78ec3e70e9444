import { useLingui } from "@lingui/react/macro";
import { formatRupiah } from "@rimbun/domain/money";
import { formatDayMonth, formatShortDate, toLocale } from "@rimbun/i18n";
import {
  Area,
  AreaChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { compactNumber } from "../../routes/reports/report-format.ts";
import { dayInstant, type GiftDay } from "./page-gifts-series.ts";

/** Colours with at least 3:1 against white (WCAG non-text contrast), as the reports' charts. */
const colors = { raised: "#1e6b3c", goal: "#8c6a0a", muted: "#5f6b66" };

/**
 * The running total raised toward the goal line (recharts: this module is its own chunk). Hidden from
 * screen readers by the card, which says the same in a sentence and a table.
 */
export function PageGiftsDrawing({ days, goal }: { days: GiftDay[]; goal: number }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const top = Math.max(goal, ...days.map((day) => day.total));
  // Even quarters up to the goal (or past it): recharts' own steps read 0, 1.5, 3, 5 for a 5 million goal.
  const ticks = [0, 1, 2, 3, 4].map((quarter) => Math.round((top * quarter) / 4));
  const axis = { tick: { fontSize: 12 }, stroke: colors.muted };
  return (
    <ResponsiveContainer width="100%" height={240}>
      <AreaChart data={days} accessibilityLayer={false} margin={{ top: 16, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => formatDayMonth(dayInstant(day), locale)}
          interval="preserveStartEnd"
          minTickGap={24}
          {...axis}
        />
        <YAxis
          domain={[0, top]}
          ticks={ticks}
          tickFormatter={(value: number) => compactNumber(value, locale)}
          width={48}
          {...axis}
        />
        <Tooltip
          formatter={(value) => formatRupiah(Number(value), locale)}
          labelFormatter={(day) => formatShortDate(dayInstant(String(day)), locale)}
        />
        <ReferenceLine
          y={goal}
          stroke={colors.goal}
          strokeDasharray="6 4"
          strokeWidth={2}
          label={{ value: t`Goal`, position: "insideTopLeft", fill: colors.goal, fontSize: 12 }}
        />
        <Area
          isAnimationActive={false}
          type="stepAfter"
          dataKey="total"
          name={t`Raised so far`}
          stroke={colors.raised}
          strokeWidth={2}
          fill={colors.raised}
          fillOpacity={0.15}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
