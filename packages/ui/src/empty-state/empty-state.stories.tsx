import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { EmptyState } from "./empty-state.tsx";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    description: "Coba pilih rentang tanggal lain.",
    action: <Button variant="secondary">Bulan lalu</Button>,
  },
};
export const English: Story = { globals: { locale: "en" } };
