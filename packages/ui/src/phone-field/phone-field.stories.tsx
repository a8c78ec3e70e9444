import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { PhoneField, type PhoneFieldProps } from "./phone-field.tsx";

function Controlled(props: Omit<PhoneFieldProps, "value" | "onChange"> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? "");
  return <PhoneField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: "Forms/PhoneField",
  component: Controlled,
  args: { label: "Nomor WhatsApp", required: true, initial: "81234567890" },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { initial: "", error: "invalid.phone" } };
export const English: Story = {
  args: { label: "WhatsApp number", error: "invalid.phoneFormat", initial: "12" },
  globals: { locale: "en" },
};
