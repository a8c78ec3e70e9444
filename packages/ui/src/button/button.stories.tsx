import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heart } from "lucide-react";
import { Button } from "./button.tsx";

const meta = {
  title: "Actions/Button",
  component: Button,
  args: { children: "Donasi Sekarang", variant: "primary" },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div className="rb-cluster">
      <Button {...args} variant="primary" icon={<Heart size={18} aria-hidden="true" />} />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="ghost" />
      <Button {...args} variant="link" />
    </div>
  ),
};

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };

export const LoadingEnglish: Story = {
  args: { loading: true, children: "Donate Now" },
  globals: { locale: "en" },
};

export const Block: Story = { args: { block: true } };
