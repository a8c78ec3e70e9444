import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stepper } from "./stepper.tsx";

const meta = {
  title: "Donation/Stepper",
  component: Stepper,
  args: { current: 1 },
  argTypes: { current: { control: { type: "range", min: 0, max: 3 } } },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalData: Story = {};
export const PaymentMethod: Story = { args: { current: 2 } };
export const English: Story = { args: { current: 3 }, globals: { locale: "en" } };
