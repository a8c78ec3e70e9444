// No public page scrolls sideways on a small phone (370 px), in either language
// (docs/decisions/dashboard.md#a-phone-never-scrolls-sideways holds for the site too): every public page
// of the locale check's list is opened and its width measured, the elements that stick out named. The
// donation flow's later steps are measured by flow-fits-a-phone.spec.ts, the dashboard's screens by
// dashboard-fits-a-phone.spec.ts. Runs once, on the phone project, at 370 px.
import { expect, test } from "./support/fixtures.ts";
import { locales, sitePath } from "./support/i18n.ts";
import { phoneWidth, sideways } from "./support/phone-width.ts";
import { sitePages } from "./support/site-pages.ts";

test.describe("every public page fits a 370 px phone", () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern; none here.
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "one width is the point: the narrowest phone");
  });

  test("the public pages in both languages", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: phoneWidth, height: 800 });
    const problems: string[] = [];
    for (const locale of locales) {
      for (const path of sitePages) {
        await page.goto(sitePath(locale, path));
        await page.locator("main").first().waitFor();
        await page.waitForLoadState("networkidle");
        const { scrollWidth, culprits } = await sideways(page);
        if (scrollWidth > phoneWidth)
          problems.push(`${sitePath(locale, path)}: ${scrollWidth} px wide; ${culprits.join(", ")}`);
      }
    }
    expect(problems, "pages wider than the phone").toEqual([]);
  });
});
