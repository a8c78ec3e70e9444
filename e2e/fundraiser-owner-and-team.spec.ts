import { randomUUID } from "node:crypto";
import { type APIRequestContext, request as apiRequest } from "@playwright/test";
import { pointsForDonation } from "@rimbun/domain/points";
import { formatNumber, formatPoints } from "@rimbun/i18n/format";
import { demoPassword, journeyVolunteerCount, journeyVolunteerEmail } from "./support/accounts.ts";
import { apiLogIn, apiUrl, dashboardUrl, siteUrl, uniqueEmail } from "./support/api.ts";
import { field, logIn } from "./support/dashboard.ts";
import { incentiveFigures, resultOf, statValue } from "./support/dashboard-journeys.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, type Locale, locales, rupiah, tr, trFilled } from "./support/i18n.ts";

// What a fundraiser page's owner and a team see of the gifts made through their pages
// (docs/product/fundraisers.md#credit and #teams): the owner's page screen counts the gift, its donor
// and its message, and the owner earns the referrer's points on it (docs/product/fundraiser-buddy.md#earning-points);
// a team page adds up its members' pages and ranks them by what they raised. The pages, the team and the
// gifts are made through the API; the screens are the point.

const say = (locale: Locale, id: string) => tr(locale, "dashboard", id);
/** `E2E_SHOTS_DIR` saves each screen the journeys check, to look at. */
const shots = process.env.E2E_SHOTS_DIR;
const donorsText = (locale: Locale, area: "site" | "dashboard", count: number) =>
  area === "site"
    ? trFilled(locale, "site", "{count, plural, one {# donor} other {# donors}}", { count })
    : trFilled(locale, "dashboard", "{0, plural, one {# donor} other {# donors}}", { 0: count });

/** A new live page for the logged-in Buddy, for the general fund, in the journey's language. */
async function openPage(owner: APIRequestContext, locale: Locale, title: string, goal: number) {
  const page = await resultOf<{ slug: string; status: string }>(
    await owner.post(`${apiUrl}/v1/fundraisers/pages`, {
      headers: { Origin: dashboardUrl },
      data: { title, story: "Setiap rupiah menanam **pohon**.", goal, locale, campaign: null },
    }),
  );
  // A Buddy's page is live at once (docs/product/fundraisers.md#pages).
  expect(page.status).toBe("live");
  return page.slug;
}

/** Closed pages leave the owner's five open pages free for the next run. */
async function closePage(owner: APIRequestContext, slug: string) {
  await owner.post(`${apiUrl}/v1/fundraisers/pages/${slug}/status`, {
    headers: { Origin: dashboardUrl },
    data: { status: "closed" },
  });
}

interface Gift {
  amount: number;
  email: string;
  fullname: string;
  /** On the wall under the donor's full name with the amount. */
  message?: string;
}

/** A one-time gift through a page as the site's form sends it (call 3), paid on the sandbox page. */
async function giveThrough(request: APIRequestContext, locale: Locale, slug: string, gift: Gift) {
  const wall: Record<string, string> = gift.message
    ? { wall_message: gift.message, wall_display: "full", wall_show_amount: "on" }
    : {};
  const created = await resultOf<{ pg_id: string; local_id: string }>(
    await request.post(`${apiUrl}/v1/payments/single?locale=${locale}`, {
      headers: { Origin: siteUrl, "Idempotency-Key": `journey-${randomUUID()}` },
      multipart: {
        amount: String(gift.amount),
        email: gift.email,
        fullname: gift.fullname,
        payment_methods: "BNI",
        phone: "81234567892",
        referral: "",
        description: "",
        fundraiser_page: slug,
        ...wall,
      },
    }),
  );
  const paid = await request.post(`${apiUrl}/sandbox/pay/${created.pg_id}?locale=${locale}`, {
    form: { outcome: "paid" },
    maxRedirects: 0,
  });
  expect(paid.status(), "the sandbox page redirects back to the site after Pay").toBe(303);
  return created.local_id;
}

/** Points to hundredths, so sums of figures such as 125.50 stay exact. */
const hundredths = (points: number) => Math.round(points * 100);

for (const [localeIndex, locale] of locales.entries()) {
  test.describe(`a fundraiser page's owner and a team (${locale})`, () => {
    // Indonesian at 375 px, English at 1280 px: both languages and both widths, half the runs (docs/decisions/e2e.md).
    pairLanguageWithWidth(locale);
    test("the owner sees the gift and the points", async ({ page, request, expectAccessible }, testInfo) => {
      // Two screens with axe after the set-up calls: more than the default timeout on a busy machine.
      test.setTimeout(120_000);
      // Volunteers 17-20, one per viewport x language (a retry reuses its own and counts from what it has).
      const projectIndex = testInfo.project.name === "phone" ? 0 : 1;
      const ownerIndex = 16 + projectIndex * 2 + localeIndex;
      expect(ownerIndex).toBeLessThan(journeyVolunteerCount - 2);
      const ownerEmail = journeyVolunteerEmail(ownerIndex);
      const owner = await apiRequest.newContext();
      await apiLogIn(owner, ownerEmail, demoPassword);
      const title = `Bersepeda ${locale} ${testInfo.project.name} ${Date.now().toString(36)}`;
      const goal = 1_000_000;
      const slug = await openPage(owner, locale, title, goal);
      try {
        const before = hundredths((await incentiveFigures(owner)).point);
        // Not a round figure: its points have hundredths, written the language's way (125,50 / 125.50).
        const gift = {
          amount: 125_500,
          email: uniqueEmail(`page-gift-${locale}`),
          fullname: "Dewi Lestari",
          message: `Semangat ${randomUUID().slice(0, 8)}, semoga hutannya lestari!`,
        };
        const localId = await giveThrough(request, locale, slug, gift);
        const earned = pointsForDonation(gift.amount);
        await expect
          .poll(async () => hundredths((await incentiveFigures(owner)).point))
          .toBe(before + earned);

        await logIn(page, locale, ownerEmail, demoPassword);
        await page.goto(`${dashboardUrl}/dashboard/fundraisers?locale=${locale}`);
        await expect(
          page.getByRole("heading", { level: 1, name: say(locale, "My fundraisers") }),
        ).toBeVisible();
        await expectAccessible(page);
        await page.getByRole("link", { name: exact(title) }).click();
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

        const figures = page.getByRole("region", { name: say(locale, "Figures") });
        await expect(figures.getByRole("progressbar")).toHaveAttribute(
          "aria-valuetext",
          trFilled(locale, "dashboard", "{raised} of {goal}", {
            raised: rupiah(gift.amount, locale),
            goal: rupiah(goal, locale),
          }),
        );
        // The percent (rounded down) and the donors share one line.
        const percent = trFilled(locale, "dashboard", "{percent}% of the goal", {
          percent: formatNumber(Math.floor((gift.amount * 100) / goal), locale),
        });
        await expect(
          figures.getByText(`${percent} · ${donorsText(locale, "dashboard", 1)}`, { exact: true }),
        ).toBeVisible();
        await expect(
          figures.getByText(
            trFilled(
              locale,
              "dashboard",
              "{0, plural, one {# gift through this page} other {# gifts through this page}}",
              { 0: 1 },
            ),
          ),
        ).toBeVisible();
        const message = page
          .getByRole("region", { name: say(locale, "Messages from donors") })
          .getByRole("listitem")
          .filter({ hasText: gift.message });
        await expect(message).toHaveCount(1);
        await expect(message).toContainText(gift.fullname);
        await expect(message).toContainText(rupiah(gift.amount, locale));
        await expectAccessible(page);
        if (shots)
          await page.screenshot({
            path: `${shots}/owner-page-${locale}-${testInfo.project.name}.png`,
            fullPage: true,
          });

        // The points screen: the total and the gift's own entry, in the language's number format.
        await page.goto(`${dashboardUrl}/dashboard/incentive?locale=${locale}`);
        await expect(statValue(page, say(locale, "Points"))).toHaveText(
          trFilled(locale, "dashboard", "{0} points", { 0: formatPoints((before + earned) / 100, locale) }),
        );
        const entry = page.getByRole("listitem").filter({
          hasText: trFilled(locale, "dashboard", "One-time donation {reference}", { reference: localId }),
        });
        await expect(entry).toHaveCount(1);
        await expect(entry).toContainText(
          trFilled(locale, "dashboard", "{points} points", { points: formatPoints(earned / 100, locale) }),
        );
        await expectAccessible(page);
        if (shots)
          await page.screenshot({
            path: `${shots}/owner-points-${locale}-${testInfo.project.name}.png`,
            fullPage: true,
          });
      } finally {
        await closePage(owner, slug);
        await owner.dispose();
      }
    });

    test("a team page adds up two members", async ({ page, request, expectAccessible }, testInfo) => {
      // Two owners' set-up, the member's page screen and the site's team page: as the journey above.
      test.setTimeout(120_000);
      // Volunteers 21 (the captain) and 22 (who joins), shared by this journey's runs.
      const captainEmail = journeyVolunteerEmail(20);
      const memberEmail = journeyVolunteerEmail(21);
      const captain = await apiRequest.newContext();
      const member = await apiRequest.newContext();
      await apiLogIn(captain, captainEmail, demoPassword);
      await apiLogIn(member, memberEmail, demoPassword);
      const run = `${locale} ${testInfo.project.name} ${Date.now().toString(36)}`;
      const teamGoal = 1_000_000;
      const team = await resultOf<{ slug: string; name: string }>(
        await captain.post(`${apiUrl}/v1/fundraisers/teams`, {
          headers: { Origin: dashboardUrl },
          data: { name: `Tim Hijau ${run}`, story: "Kami menanam bersama.", goal: teamGoal, locale },
        }),
      );
      const teamPath = locale === "id" ? `/tim/${team.slug}` : `/en/team/${team.slug}`;
      // The captain's page is the older one; the member's raises more, so the ranking is by amount.
      const captainTitle = `Tanam ${run}`;
      const memberTitle = `Sepeda ${run}`;
      const captainPage = await openPage(captain, locale, captainTitle, 500_000);
      const memberPage = await openPage(member, locale, memberTitle, 500_000);
      try {
        await resultOf<unknown>(
          await captain.post(`${apiUrl}/v1/fundraisers/pages/${captainPage}/team`, {
            headers: { Origin: dashboardUrl },
            data: { team: team.slug },
          }),
        );

        // The member joins from their page's screen with the link the captain shared.
        await logIn(page, locale, memberEmail, demoPassword);
        await page.goto(`${dashboardUrl}/dashboard/fundraisers/${memberPage}?locale=${locale}`);
        await expect(page.getByRole("heading", { level: 1, name: memberTitle })).toBeVisible();
        const teamPanel = page.getByRole("region", { name: say(locale, "Team"), exact: true });
        await field(teamPanel, say(locale, "Team address or link")).fill(`${siteUrl}${teamPath}`);
        await expectAccessible(page);
        await teamPanel.getByRole("button", { name: exact(say(locale, "Join the team")) }).click();
        await expect(
          teamPanel.getByText(
            trFilled(locale, "dashboard", "This page counts for the team {teamName}.", {
              teamName: team.name,
            }),
          ),
        ).toBeVisible();

        // One donor gives to both pages: the team adds both gifts and counts the donor once.
        const donor = { email: uniqueEmail(`team-gift-${locale}`), fullname: "Rudi Hartono" };
        await giveThrough(request, locale, captainPage, { ...donor, amount: 50_000 });
        await giveThrough(request, locale, memberPage, { ...donor, amount: 150_000 });

        // The site reuses public answers for a moment: reload until the sum shows.
        const figures = page.getByRole("complementary", { name: tr(locale, "site", "Raised") });
        const sum = trFilled(locale, "site", "{raised} raised of {goal}", {
          raised: rupiah(200_000, locale),
          goal: rupiah(teamGoal, locale),
        });
        await expect(async () => {
          await page.goto(teamPath);
          await expect(figures.getByText(sum)).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
        await expect(page.getByRole("heading", { level: 1, name: team.name })).toBeVisible();
        await expect(figures.getByText(donorsText(locale, "site", 1), { exact: true })).toBeVisible();

        const members = page
          .getByRole("list")
          .filter({ has: page.getByRole("link", { name: captainTitle }) })
          .getByRole("listitem");
        await expect(members).toHaveCount(2);
        const raised = (amount: number) =>
          trFilled(locale, "site", "{amount} raised", { amount: rupiah(amount, locale) });
        await expect(members.nth(0).getByRole("link")).toHaveText(memberTitle);
        await expect(members.nth(0)).toContainText(raised(150_000));
        await expect(members.nth(1).getByRole("link")).toHaveText(captainTitle);
        await expect(members.nth(1)).toContainText(raised(50_000));
        await expectAccessible(page);
        if (shots)
          await page.screenshot({
            path: `${shots}/team-${locale}-${testInfo.project.name}.png`,
            fullPage: true,
          });

        // The leaderboard's team view ranks the team by the same sum and opens its public page.
        const teamLink = page.getByRole("link", { name: team.name, exact: true });
        await expect(async () => {
          await page.goto(`${dashboardUrl}/dashboard/leaderboard?locale=${locale}`);
          await page.getByRole("tab", { name: say(locale, "Teams"), exact: true }).click();
          await expect(teamLink).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
        const teamCard = page.getByRole("article").filter({ has: teamLink });
        await expect(teamCard.getByRole("progressbar")).toHaveAttribute(
          "aria-valuetext",
          trFilled(locale, "dashboard", "{raised} of {goal}", {
            raised: rupiah(200_000, locale),
            goal: rupiah(teamGoal, locale),
          }),
        );
        await expect(teamLink).toHaveAttribute("href", `${siteUrl}${teamPath}`);
        await expectAccessible(page);
        if (shots)
          await page.screenshot({
            path: `${shots}/team-board-${locale}-${testInfo.project.name}.png`,
            fullPage: true,
          });
      } finally {
        await closePage(captain, captainPage);
        await closePage(member, memberPage);
        await captain.dispose();
        await member.dispose();
      }
    });
  });
}
