import { demoLogins, demoPassword } from "./support/accounts.ts";
import { apiLogIn, apiUrl, dashboardUrl, siteUrl } from "./support/api.ts";
import { confirmWithReason, staffLogIn } from "./support/dashboard.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr } from "./support/i18n.ts";

// A staffer hides a team with a reason (docs/product/fundraisers.md#teams): the team page answers 404,
// the staff screen lists it among the hidden with the reason as text. Screenshots in E2E_SHOTS_DIR.

const breakOut = `</script><img src=x onerror=alert(1)>"'&`;

for (const locale of locales) {
  test.describe(`hiding a team (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test(`a staffer hides a team with a reason (${locale})`, async ({
      page,
      playwright,
      expectAccessible,
    }, testInfo) => {
      // Two sign-ins, two lists and two accessibility checks: more than the default minute on a busy machine.
      test.setTimeout(180_000);
      const name = `Tim ${locale} ${testInfo.project.name} ${Date.now().toString(36)}`;
      const captain = await playwright.request.newContext();
      await apiLogIn(captain, demoLogins.volunteer, demoPassword);
      const made = await captain.post(`${apiUrl}/v1/fundraisers/teams`, {
        headers: { Origin: dashboardUrl },
        data: { name, story: "Kami menanam bersama.", goal: 5_000_000, locale: "id" },
      });
      expect(made.ok(), await made.text()).toBe(true);
      const { slug } = ((await made.json()) as { result: { slug: string } }).result;
      const teamPath = locale === "id" ? `/tim/${slug}` : `/en/team/${slug}`;
      expect((await page.request.get(`${siteUrl}${teamPath}`)).status()).toBe(200);

      const say = (id: string) => tr(locale, "dashboard", id);
      await staffLogIn(page, locale);
      await page.goto(`${dashboardUrl}/dashboard/fundraiser-pages?locale=${locale}`);
      await page.getByLabel(say("Show")).selectOption("teams");
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row).toBeVisible();
      await expectAccessible(page);
      await row.getByRole("button", { name: say("Hide team {0}").replace("{0}", name) }).click();
      await confirmWithReason(
        page,
        locale,
        say('Hide team "{name}"').replace("{name}", name),
        say("Hide team"),
        breakOut,
      );
      await expect(page.getByText(exact(say("The team is hidden.")))).toBeVisible();
      await expect(row).toHaveCount(0);

      await page.getByLabel(say("Show")).selectOption("teams_hidden");
      const hidden = page.getByRole("row").filter({ hasText: name });
      await expect(hidden.getByText(say("Reason: {0}").replace("{0}", breakOut))).toBeVisible();
      await expect(page.locator("td img")).toHaveCount(0);
      await expectAccessible(page);
      const shots = process.env.E2E_SHOTS_DIR;
      if (shots)
        await page.screenshot({
          path: `${shots}/staff-team-hidden-${locale}-${testInfo.project.name}.png`,
          fullPage: true,
        });

      expect((await page.request.get(`${siteUrl}${teamPath}`)).status()).toBe(404);
      const board = await page.request.get(`${apiUrl}/v1/site/teams?limit=50`);
      expect(JSON.stringify(await board.json())).not.toContain(slug);
      await captain.dispose();
    });
  });
}
