import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProgressBar } from "./progress-bar.tsx";

const meta = {
  title: "Feedback/ProgressBar",
  component: ProgressBar,
  args: {
    label: "Menuju lencana Pohon",
    value: 320,
    max: 500,
    valueText: "320 dari 500 poin",
    id: "badge-progress",
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Campaign: Story = {
  args: { label: "Rp 45.500.000 terkumpul", value: 45_500_000, max: 100_000_000, valueText: "46%" },
};
export const English: Story = {
  args: { label: "Toward the Tree badge", valueText: "320 of 500 points" },
  globals: { locale: "en" },
};
