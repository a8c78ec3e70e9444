import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextField } from "./text-field.tsx";

const meta = {
  title: "Forms/TextField",
  component: TextField,
  args: { label: "Nama lengkap", name: "fullname", required: true, autoComplete: "name" },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { label: "Email", type: "email", hint: "Tanda terima donasi dikirim ke email ini." },
};

/** The error is a domain message id; it is translated in the active language. */
export const WithError: Story = { args: { error: "invalid.name" } };

export const WithErrorEnglish: Story = {
  args: { label: "Full name", error: "invalid.name" },
  globals: { locale: "en" },
};

export const Disabled: Story = {
  args: { label: "Email", value: "budi@mail.com", disabled: true, readOnly: true },
};
