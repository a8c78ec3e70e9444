import { truncateLink } from "@rimbun/domain/referral";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CopyField } from "./copy-field.tsx";

const link = "https://rimbun.example/donation/monthly?ref=SARI-2026";

const meta = {
  title: "Sharing/CopyField",
  component: CopyField,
  args: { label: "Link referral kamu", value: link },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The edit dialog shows the link cut at 25 characters but copies it whole. */
export const Truncated: Story = { args: { displayValue: truncateLink(link) } };
export const English: Story = { args: { label: "Your referral link" }, globals: { locale: "en" } };
