import type { AmountKind } from "@rimbun/domain/money";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { AmountPicker } from "./amount-picker.tsx";

function Controlled({ kind, initial, error }: { kind: AmountKind; initial: number | null; error?: string }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <div style={{ maxWidth: 640 }}>
      <AmountPicker kind={kind} value={value} onChange={setValue} error={error} />
      <output style={{ display: "block", marginTop: 16 }}>value: {String(value)}</output>
    </div>
  );
}

const meta = {
  title: "Donation/AmountPicker",
  component: Controlled,
  args: { kind: "monthly", initial: 10_000 },
  argTypes: { kind: { control: "inline-radio", options: ["monthly", "single", "boost", "recurringEdit"] } },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {};

/** Single donations start at Rp 50.000: the Rp 10.000 preset is disabled and says why. */
export const SingleWithDisabledPreset: Story = { args: { kind: "single", initial: 50_000 } };

export const CustomAmount: Story = { args: { initial: 125_000 } };

export const WithError: Story = { args: { kind: "single", initial: null, error: "amount.required" } };

export const English: Story = { args: { kind: "single", initial: 75_000 }, globals: { locale: "en" } };
