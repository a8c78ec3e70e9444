import {
  Award,
  ChartColumn,
  ClipboardCheck,
  Code,
  Coins,
  HandHeart,
  History,
  LayoutDashboard,
  Megaphone,
  MessageSquareWarning,
  Percent,
  Repeat,
  ScrollText,
  ServerCog,
  ShieldCheck,
  Trophy,
  UserRound,
  UserRoundSearch,
  UsersRound,
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
  campaigns: Megaphone,
  fundraisers: HandHeart,
  "fundraiser-pages": HandHeart,
  wall: MessageSquareWarning,
  embeds: Code,
  donors: UserRoundSearch,
  reports: ChartColumn,
  team: UsersRound,
  audit: ScrollText,
  system: ServerCog,
  fees: Percent,
  profile: UserRound,
  "two-factor": ShieldCheck,
} satisfies Record<PageType, unknown>;

export function NavIcon({ type }: { type: PageType }) {
  const Icon = icons[type];
  return <Icon size={20} aria-hidden="true" />;
}
