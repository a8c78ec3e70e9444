// No dashboard screen scrolls sideways on a small phone (370 px), in either language, for any role
// (docs/decisions/dashboard.md#a-phone-never-scrolls-sideways). Every screen of each role
// (e2e/support/dashboard-routes.ts: the router's routes, a donor's support page and a campaign's editor
// included) is opened and the page's width measured; the elements that stick out are named, so a failure
// says where to look. Runs once, on the phone project, at 370 px.
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { dashboardUrl } from "./support/api.ts";
import { logIn, staffLogIn } from "./support/dashboard.ts";
import { type DemoRole, dashboardScreens, demoDonorPage } from "./support/dashboard-routes.ts";
import { expect, test } from "./support/fixtures.ts";
import { locales } from "./support/i18n.ts";
import { phoneWidth, sideways } from "./support/phone-width.ts";

test.describe("every dashboard screen fits a 370 px phone", () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern; none here.
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "one width is the point: the narrowest phone");
  });

  for (const role of Object.keys(dashboardScreens) as DemoRole[]) {
    test(`the ${role}'s screens in both languages`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: phoneWidth, height: 800 });
      if (role === "staff" || role === "admin") {
        await staffLogIn(
          page,
          "id",
          demoLogins[role],
          demoPassword,
          role === "admin" ? /\/dashboard\/queue(\?.*)?$/ : /\/dashboard\/donors(\?.*)?$/,
        );
      } else {
        await logIn(page, "id", demoLogins[role], demoPassword);
      }
      const problems: string[] = [];
      for (const locale of locales) {
        const donorPage = role === "staff" || role === "admin" ? await demoDonorPage(page, locale) : null;
        for (const screen of donorPage ? [...dashboardScreens[role], donorPage] : dashboardScreens[role]) {
          const url = `${dashboardUrl}${screen}${screen.includes("?") ? "&" : "?"}locale=${locale}`;
          await page.goto(url);
          await page.locator("main").first().waitFor();
          await page.waitForLoadState("networkidle");
          const { scrollWidth, culprits } = await sideways(page);
          if (scrollWidth > phoneWidth)
            problems.push(`${screen} (${locale}): ${scrollWidth} px wide; ${culprits.join(", ")}`);
        }
      }
      expect(problems, "screens wider than the phone").toEqual([]);
    });
  }
});
