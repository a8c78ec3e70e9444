import {
  Award,
  ClipboardCheck,
  Coins,
  History,
  LayoutDashboard,
  Repeat,
  Trophy,
  UserRound,
} from "lucide-react";
import type { PageType } from "../../app/navigation.ts";

const icons = {
  dashboard: LayoutDashboard,
  history: History,
  recurring: Repeat,
  badges: Award,
  incentive: Coins,
  leaderboard: Trophy,
  queue: ClipboardCheck,
  profile: UserRound,
} satisfies Record<PageType, unknown>;

export function NavIcon({ type }: { type: PageType }) {
  const Icon = icons[type];
  return <Icon size={20} aria-hidden="true" />;
}
