import type { Meta, StoryObj } from "@storybook/react-vite";
import { Coins, HandCoins, Users, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../button/button.tsx";
import { StatBox } from "./stat-box.tsx";

const meta = {
  title: "Dashboard/StatBox",
  component: StatBox,
  args: { label: "Poin aktif", value: "1.250,50", icon: <Coins size={18} /> },
} satisfies Meta<typeof StatBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = [(Story: () => ReactNode) => <div style={{ maxWidth: 320 }}>{Story()}</div>];

export const Default: Story = { decorators: narrow };

export const WithAction: Story = {
  args: {
    action: (
      <Button size="small" variant="secondary">
        Tarik poin
      </Button>
    ),
    hint: "Rp 125.050",
  },
};

/** The volunteer page's four summary boxes. */
export const Grid: Story = {
  render: () => (
    <div className="rb-grid">
      <StatBox label="Points" value="1,250.50" icon={<Coins size={18} />} tone="accent" />
      <StatBox label="Donations" value="Rp 12,500,000" icon={<HandCoins size={18} />} />
      <StatBox label="Donors" value="42" icon={<Users size={18} />} />
      <StatBox label="Prize value" value="29.77" icon={<Wallet size={18} />} />
    </div>
  ),
  globals: { locale: "en" },
};
