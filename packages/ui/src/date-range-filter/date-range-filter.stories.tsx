import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { DateRangeFilter, type DateRangeValue, initialDateRange } from "./date-range-filter.tsx";

const now = new Date("2026-11-22T05:00:00Z");

function Controlled({ initial }: { initial: DateRangeValue }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateRangeFilter value={value} onChange={setValue} now={now} />
      <pre style={{ marginTop: 16, whiteSpace: "pre-wrap" }}>{JSON.stringify(value)}</pre>
    </>
  );
}

const meta = {
  title: "Dashboard/DateRangeFilter",
  component: Controlled,
  args: { initial: initialDateRange(now) },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisMonth: Story = {};

export const Custom: Story = {
  args: { initial: { kind: "custom", range: { startDate: "2026-10-05", endDate: "2026-11-10" } } },
};

export const English: Story = { globals: { locale: "en" } };
