import type { ChannelCode, PaymentType } from "@rimbun/domain/channels";
import type { DonationKind } from "@rimbun/domain/donations";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { ChannelPicker } from "./channel-picker.tsx";

function Controlled(props: {
  kind: DonationKind;
  paymentType?: PaymentType;
  initial?: ChannelCode;
  error?: string;
}) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <div style={{ maxWidth: 720 }}>
      <ChannelPicker
        kind={props.kind}
        paymentType={props.paymentType}
        value={value}
        onChange={setValue}
        error={props.error}
      />
    </div>
  );
}

const meta = {
  title: "Donation/ChannelPicker",
  component: Controlled,
  args: { kind: "monthly" },
  argTypes: {
    kind: { control: "inline-radio", options: ["monthly", "single", "boost"] },
    paymentType: { control: "inline-radio", options: [undefined, "recurring", "reminder"] },
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GoPay is single and boost only: on a monthly plan it is shown disabled with the reason. */
export const Monthly: Story = { args: { initial: "VISA" } };

export const RecurringOnly: Story = { args: { paymentType: "recurring", initial: "OVO" } };

export const Single: Story = { args: { kind: "single", initial: "GOPAY" } };

export const WithError: Story = { args: { error: "payment.methodRequired" } };

export const English: Story = { args: { paymentType: "reminder" }, globals: { locale: "en" } };
