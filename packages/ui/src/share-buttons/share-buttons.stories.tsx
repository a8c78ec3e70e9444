import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShareButtons } from "./share-buttons.tsx";

const meta = {
  title: "Sharing/ShareButtons",
  component: ShareButtons,
  args: {
    link: "https://rimbun.example/donation/monthly?ref=SARI-2026",
    text: "Yuk ikut jaga hutan Indonesia lewat donasi bulanan bersama Rimbun Lestari!",
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = {
  args: { text: "Join me in protecting Indonesia's forests with a monthly gift to Rimbun Lestari!" },
  globals: { locale: "en" },
};
