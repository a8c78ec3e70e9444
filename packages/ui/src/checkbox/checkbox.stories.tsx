import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "./checkbox.tsx";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: {
    label: (
      <>
        Saya setuju dengan <a href="/terms-and-conditions">syarat dan ketentuan</a>
      </>
    ),
    required: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
/** `terms.required` reads "Cek untuk melanjutkan." in Indonesian. */
export const WithError: Story = { args: { error: "terms.required" } };
export const English: Story = {
  args: { label: "I agree to the terms and conditions", error: "terms.required" },
  globals: { locale: "en" },
};
