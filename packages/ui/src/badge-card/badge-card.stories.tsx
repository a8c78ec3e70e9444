import { badgeState } from "@rimbun/domain/badges";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BadgeCard } from "./badge-card.tsx";

const state = badgeState({ points: 640, passwordSet: true });

function AllBadges({ compact }: { compact: boolean }) {
  return (
    <div className={compact ? "rb-cluster" : "rb-grid"}>
      {state.badges.map((badge) => (
        <BadgeCard key={badge.level} badge={badge} compact={compact} />
      ))}
    </div>
  );
}

const meta = {
  title: "Dashboard/BadgeCard",
  component: AllBadges,
  args: { compact: false },
} satisfies Meta<typeof AllBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 640 points: Seed, Sprout and Tree unlocked; Forest and Nature Guardian locked. */
export const BadgesPage: Story = {};
export const DashboardStrip: Story = { args: { compact: true } };
export const English: Story = { globals: { locale: "en" } };
