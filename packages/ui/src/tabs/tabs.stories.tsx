import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tabs } from "./tabs.tsx";

const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  args: {
    label: "Jenis donasi",
    tabs: [
      { id: "monthly", label: "Bulanan", panel: <p>Donasi bulanan otomatis setiap bulan.</p> },
      { id: "single", label: "Sekali", panel: <p>Donasi satu kali, minimal Rp 50.000.</p> },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = {
  args: {
    label: "Donation type",
    tabs: [
      { id: "monthly", label: "Monthly", panel: <p>Charged automatically every month.</p> },
      { id: "single", label: "Single", panel: <p>One gift, from Rp 50.000.</p> },
    ],
    defaultSelectedId: "single",
  },
  globals: { locale: "en" },
};
