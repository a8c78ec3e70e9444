import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/button.tsx";
import { Modal, type ModalProps } from "./modal.tsx";

function Demo(
  props: Omit<ModalProps, "open" | "onClose" | "children"> & { startOpen: boolean; body: string },
) {
  const { startOpen, body, ...rest } = props;
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Buka</Button>
      <Modal
        {...rest}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Batal
            </Button>
            <Button onClick={() => setOpen(false)}>Konfirmasi</Button>
          </>
        }
      >
        <p>{body}</p>
      </Modal>
    </>
  );
}

const meta = {
  title: "Overlays/Modal",
  component: Demo,
  args: {
    startOpen: true,
    title: "Tarik poin",
    body: "Kamu akan menarik 250 poin (Rp 25.000) ke rekening BNI atas nama Sari Wulandari. Lanjutkan?",
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { startOpen: false } };
export const FullScreenOnPhone: Story = {
  args: {
    fullScreenOnPhone: true,
    title: "Selamat datang",
    body: "Donasi bulananmu menjaga hutan tetap tumbuh.",
  },
};
export const English: Story = {
  args: { title: "Withdraw points", body: "You are about to withdraw 250 points (Rp 25.000). Continue?" },
  globals: { locale: "en" },
};
