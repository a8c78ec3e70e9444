import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Role, staffRoles } from "@rimbun/domain/constants";

export type PageType =
  | "dashboard"
  | "history"
  | "recurring"
  | "badges"
  | "incentive"
  | "leaderboard"
  | "queue"
  | "campaigns"
  | "fundraisers"
  | "fundraiser-pages"
  | "wall"
  | "embeds"
  | "donors"
  | "reports"
  | "team"
  | "audit"
  | "system"
  | "fees"
  | "profile"
  | "two-factor";

export interface DashboardPage {
  type: PageType;
  path: string;
  roles: readonly Role[];
  /** Shown in the sidebar and the bottom navigation; pages reached from a card stay out of it. */
  inNavigation: boolean;
  label: MessageDescriptor;
  /** The phone's bottom bar, where five places share 375 px: a shorter name when the label runs long. */
  shortLabel?: MessageDescriptor;
  /** Pages under this path (`/dashboard/donors/{id}`) belong to it too. */
  hasSubpages?: boolean;
}

/**
 * Every dashboard page, who may open it, and whether the sidebar lists it
 * (docs/product/accounts.md#dashboard-layout).
 */
export const dashboardPages: readonly DashboardPage[] = [
  {
    type: "dashboard",
    path: "/dashboard",
    roles: ["donor", "volunteer"],
    inNavigation: true,
    label: msg`Dashboard`,
  },
  { type: "history", path: "/dashboard/history", roles: ["donor"], inNavigation: true, label: msg`History` },
  {
    type: "recurring",
    path: "/dashboard/recurring",
    roles: ["donor"],
    inNavigation: false,
    label: msg`Monthly donation`,
  },
  { type: "badges", path: "/dashboard/badges", roles: ["donor"], inNavigation: true, label: msg`Badges` },
  {
    type: "incentive",
    path: "/dashboard/incentive",
    roles: ["volunteer"],
    inNavigation: true,
    label: msg`Incentive`,
  },
  {
    type: "leaderboard",
    path: "/dashboard/leaderboard",
    roles: ["volunteer"],
    inNavigation: true,
    label: msg`Leaderboard`,
    // "Leaderboard" broke mid-word ("Leaderboar/d") on a 375 px phone's bar.
    shortLabel: msg({
      message: "Ranks",
      comment: "Bottom bar of a 375 px phone: the leaderboard, one short word",
    }),
  },
  {
    type: "fundraisers",
    path: "/dashboard/fundraisers",
    roles: ["donor", "volunteer"],
    inNavigation: true,
    hasSubpages: true,
    label: msg`My fundraisers`,
    shortLabel: msg({ message: "Fundraise", comment: "Bottom bar of a 375 px phone: one short word or two" }),
  },
  {
    type: "queue",
    path: "/dashboard/queue",
    roles: ["admin"],
    inNavigation: true,
    label: msg`Approval queue`,
  },
  {
    type: "donors",
    path: "/dashboard/donors",
    roles: staffRoles,
    inNavigation: true,
    hasSubpages: true,
    label: msg`Donor support`,
  },
  {
    type: "campaigns",
    path: "/dashboard/campaigns",
    roles: staffRoles,
    inNavigation: true,
    hasSubpages: true,
    label: msg`Campaigns`,
  },
  {
    type: "fundraiser-pages",
    path: "/dashboard/fundraiser-pages",
    roles: staffRoles,
    inNavigation: true,
    hasSubpages: true,
    label: msg`Fundraiser pages`,
    shortLabel: msg({
      message: "Pages",
      comment: "Bottom bar: the staff's fundraiser pages screen, one short word",
    }),
  },
  {
    type: "wall",
    path: "/dashboard/wall",
    roles: staffRoles,
    inNavigation: true,
    label: msg`Wall moderation`,
    shortLabel: msg({
      message: "Wall",
      comment: "Bottom bar: the staff's wall moderation screen, one short word",
    }),
  },
  {
    type: "embeds",
    path: "/dashboard/embeds",
    roles: staffRoles,
    inNavigation: true,
    hasSubpages: true,
    label: msg`Embed codes`,
    shortLabel: msg({
      message: "Embeds",
      comment: "Bottom bar: the staff's embed codes screen (partners' donate buttons), one short word",
    }),
  },
  { type: "reports", path: "/dashboard/reports", roles: staffRoles, inNavigation: true, label: msg`Reports` },
  { type: "team", path: "/dashboard/team", roles: ["admin"], inNavigation: true, label: msg`Staff accounts` },
  { type: "audit", path: "/dashboard/audit", roles: ["admin"], inNavigation: true, label: msg`Audit log` },
  { type: "system", path: "/dashboard/system", roles: ["admin"], inNavigation: true, label: msg`System` },
  { type: "fees", path: "/dashboard/fees", roles: ["admin"], inNavigation: true, label: msg`Payment fees` },
  {
    type: "profile",
    path: "/dashboard/profile",
    roles: ["donor", "volunteer", "staff", "admin"],
    inNavigation: true,
    label: msg`Profile`,
  },
  {
    type: "two-factor",
    path: "/dashboard/two-factor",
    roles: ["donor", "volunteer", "staff", "admin"],
    inNavigation: false,
    label: msg`Two-factor sign-in`,
  },
];

/** The page a staffer is held on until two-factor sign-in is set up (docs/decisions/two-factor.md). */
export const twoFactorPath = "/dashboard/two-factor";

/** The sidebar's entries for one role, in order: only entries matching the role show. */
export function navigationFor(role: Role): DashboardPage[] {
  return dashboardPages.filter((page) => page.inNavigation && page.roles.includes(role));
}

/** Places in the bottom bar on a 375 px phone: more makes the labels run into each other. */
export const BOTTOM_BAR_PLACES = 5;

/**
 * The bottom bar's entries for one role: all of them when they fit, else the first four and a
 * "More" place holding the rest (admins: accounts, audit log, system and profile).
 */
export function bottomNavigationFor(role: Role): { bar: DashboardPage[]; more: DashboardPage[] } {
  const pages = navigationFor(role);
  if (pages.length <= BOTTOM_BAR_PLACES) return { bar: pages, more: [] };
  return { bar: pages.slice(0, BOTTOM_BAR_PLACES - 1), more: pages.slice(BOTTOM_BAR_PLACES - 1) };
}

/** Where a role lands after login and on `/dashboard` (staff have no summary page: admins start at their
 * queue, staff at donor support, the screen a donor's phone call needs). */
export function homePathFor(role: Role): string {
  if (role === "admin") return "/dashboard/queue";
  if (role === "staff") return "/dashboard/donors";
  return "/dashboard";
}

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * The page type of a dashboard path for this role, or null when the role has no such page: the
 * layout then sends the person to /oops/404 (an empty page type).
 */
export function pageTypeFor(role: Role, pathname: string): PageType | null {
  const path = normalize(pathname);
  const page = dashboardPages.find(
    (candidate) =>
      candidate.path === path || (candidate.hasSubpages === true && path.startsWith(`${candidate.path}/`)),
  );
  if (!page) return null;
  return page.roles.includes(role) ? page.type : null;
}
