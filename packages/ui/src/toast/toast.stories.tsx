import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { Toast, ToastProvider, useToast } from "./toast.tsx";

function Triggers() {
  const toast = useToast();
  return (
    <div className="rb-cluster">
      <Button onClick={() => toast.show("Profil tersimpan.", "success")}>Simpan</Button>
      <Button
        variant="secondary"
        onClick={() => toast.show("Silakan isi field berikut: Nomor telepon", "error")}
      >
        Profil belum lengkap
      </Button>
    </div>
  );
}

function Playground() {
  return (
    <ToastProvider>
      <Triggers />
    </ToastProvider>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: Playground,
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a button: the toast is announced politely and hides after 3 seconds. */
export const Playground_: Story = { name: "Playground" };

/** The three tones, held on screen for the picture. */
export const Tones: Story = {
  render: () => (
    <div className="rb-stack" style={{ maxWidth: 384 }}>
      <Toast tone="success" message="Profil tersimpan." onDismiss={() => {}} durationMs={3_600_000} />
      <Toast
        tone="error"
        message="Silakan isi field berikut: Nomor telepon"
        onDismiss={() => {}}
        durationMs={3_600_000}
      />
      <Toast tone="info" message="Link disalin." onDismiss={() => {}} durationMs={3_600_000} />
    </div>
  ),
};

export const English: Story = {
  render: () => (
    <div style={{ maxWidth: 384 }}>
      <Toast tone="success" message="Profile saved." onDismiss={() => {}} durationMs={3_600_000} />
    </div>
  ),
  globals: { locale: "en" },
};
