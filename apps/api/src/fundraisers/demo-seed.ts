import { DAY_MS } from "@rimbun/domain";
import { eq } from "drizzle-orm";
import type { UserRow } from "../accounts/accounts.ts";
import type { Services, Viewer } from "../platform/context.ts";
import { donations, fundraiserPages, wallMessages } from "../platform/db/schema/index.ts";
import { chooseFundraiserTeam, createFundraiserPage } from "./pages.ts";
import { createTeam } from "./teams.ts";

/**
 * The demo's gifts through Bima's page: who gave, how much, what they wrote, how they appear and how many
 * days ago (the owner's chart of gifts over time has days to show).
 */
const demoGifts = [
  {
    name: "Dewi Lestari",
    amount: 250_000,
    daysAgo: 12,
    body: "Semoga Situ Gede tetap asri untuk anak cucu kita.",
    display: "first",
  },
  { name: "Rudi Hartono", amount: 100_000, daysAgo: 6, body: "Semoga berkah. Aamiin.", display: "anonymous" },
  {
    name: "Maya Sari",
    amount: 500_000,
    daysAgo: 2,
    body: "Untuk danau yang bersih dan burung-burung yang kembali.",
    display: "full",
  },
] as const;

const DEMO_PAGE_AGE_DAYS = 14;

/**
 * Bima's fundraiser page for the Situ Gede campaign in his community's team, with three paid gifts and their
 * wall messages (docs/product/fundraisers.md): the demo's site shows a page, a team and a wall at once.
 * The gifts are written directly like the rest of the demo; the caller rebuilds the totals after.
 */
export async function seedDemoFundraisers(
  services: Services,
  volunteer: UserRow,
  addGift: (input: { name: string; amount: number; daysAgo: number }) => Promise<string>,
): Promise<void> {
  const viewer: Viewer = {
    userId: volunteer.id,
    email: volunteer.email,
    role: "volunteer",
    first: false,
    referralCode: volunteer.referralCode,
    twoFactor: false,
    sessionId: "demo-seed",
    via: "cookie",
  };
  const team = await createTeam(services, viewer, {
    name: "Komunitas Situ Gede",
    story: "Kami warga sekitar Situ Gede yang menjaga danau bersama-sama.",
    goal: 20_000_000,
    locale: "id",
  });
  const page = await createFundraiserPage(services, viewer, {
    title: "Bima menggalang dana untuk Situ Gede",
    story: "Setiap akhir pekan saya memandu warga membersihkan tepi danau. Bantu kami menanam 500 pohon.",
    title_alt: "Bima raises money for Situ Gede",
    story_alt: "Every weekend I guide neighbours cleaning the lake shore. Help us plant 500 trees.",
    goal: 5_000_000,
    locale: "id",
    campaign: "bantu-hara-jaga-situ-gede",
  });
  await chooseFundraiserTeam(services, viewer, page.slug, team.slug);
  const [ids] = await services.db
    .select({ pageId: fundraiserPages.id, teamId: fundraiserPages.teamId })
    .from(fundraiserPages)
    .where(eq(fundraiserPages.slug, page.slug));
  if (!ids) return;
  // The page was started before its first gift.
  await services.db
    .update(fundraiserPages)
    .set({ createdAt: new Date(services.now().getTime() - DEMO_PAGE_AGE_DAYS * DAY_MS) })
    .where(eq(fundraiserPages.id, ids.pageId));
  for (const gift of demoGifts) {
    const donationId = await addGift({ name: gift.name, amount: gift.amount, daysAgo: gift.daysAgo });
    const [row] = await services.db
      .update(donations)
      .set({ fundraiserPageId: ids.pageId, fundraiserTeamId: ids.teamId })
      .where(eq(donations.id, donationId))
      .returning();
    if (!row) continue;
    await services.db.insert(wallMessages).values({
      donationId,
      fundraiserPageId: ids.pageId,
      campaignSlug: row.campaignSlug,
      body: gift.body,
      display: gift.display,
      displayName:
        gift.display === "anonymous"
          ? null
          : gift.display === "full"
            ? gift.name
            : (gift.name.split(" ")[0] ?? null),
      shownAmount: gift.display === "full" ? gift.amount : null,
      status: "visible",
      publishedAt: row.paidAt,
    });
  }
}
