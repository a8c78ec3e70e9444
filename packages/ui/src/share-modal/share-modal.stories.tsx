import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/button.tsx";
import { ShareModal, type ShareModalProps } from "./share-modal.tsx";

function Demo(props: Omit<ShareModalProps, "open" | "onClose">) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Bagikan</Button>
      <ShareModal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: "Sharing/ShareModal",
  component: Demo,
  args: {
    link: "https://rimbun.example/donation/monthly?ref=SARI-2026",
    text: "Yuk ikut jaga hutan Indonesia lewat donasi bulanan bersama Rimbun Lestari!",
    description: "Setiap teman yang ikut berdonasi bulanan menanam lebih banyak pohon.",
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const English: Story = {
  args: {
    text: "Join me in protecting Indonesia's forests with a monthly gift!",
    description: "Every friend who gives monthly plants more trees.",
  },
  globals: { locale: "en" },
};
