// Every dashboard screen each role can open, from the router (apps/dashboard/src/app/router.tsx) and its
// page list (apps/dashboard/src/app/navigation.ts); screens under a path (a donor's page, a campaign's
// editor) are reached as a staffer reaches them. The locale check and the phone-width check walk these.
import type { Page } from "@playwright/test";
import { demoLogins } from "./accounts.ts";
import { dashboardUrl } from "./api.ts";

export type DemoRole = keyof typeof demoLogins;

/** A seeded campaign (apps/api/src/platform/db/campaigns-seed.ts): its editor stands for every campaign's. */
export const seededCampaignSlug = "bersama-jaga-alam-kita";

const staffScreens = [
  "/dashboard/donors",
  `/dashboard/donors?q=${encodeURIComponent(demoLogins.donor)}`,
  "/dashboard/campaigns",
  "/dashboard/campaigns/new",
  `/dashboard/campaigns/${seededCampaignSlug}`,
  "/dashboard/fundraiser-pages",
  "/dashboard/wall",
  "/dashboard/embeds",
  "/dashboard/embeds/new",
  "/dashboard/reports",
  "/dashboard/profile",
  "/dashboard/two-factor",
];

export const dashboardScreens: Record<DemoRole, string[]> = {
  donor: [
    "/dashboard",
    "/dashboard/history",
    "/dashboard/recurring",
    "/dashboard/badges",
    "/dashboard/fundraisers",
    "/dashboard/fundraisers/new",
    "/dashboard/profile",
    "/dashboard/two-factor",
  ],
  volunteer: [
    "/dashboard",
    "/dashboard/incentive",
    "/dashboard/leaderboard",
    "/dashboard/fundraisers",
    "/dashboard/fundraisers/new",
    "/dashboard/profile",
    "/dashboard/two-factor",
  ],
  staff: staffScreens,
  admin: ["/dashboard/queue", "/dashboard/team", "/dashboard/audit", "/dashboard/system", ...staffScreens],
};

/**
 * The demo donor's own page in donor support (`/dashboard/donors/{id}`), found the way a staffer finds it:
 * by searching for the address. Null when the search shows no donor.
 */
export async function demoDonorPage(page: Page, locale: string): Promise<string | null> {
  await page.goto(
    `${dashboardUrl}/dashboard/donors?q=${encodeURIComponent(demoLogins.donor)}&locale=${locale}`,
  );
  const link = page.locator('a[href^="/dashboard/donors/"]').first();
  try {
    await link.waitFor({ timeout: 10_000 });
  } catch {
    return null;
  }
  return await link.getAttribute("href");
}
