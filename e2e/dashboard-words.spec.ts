import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { apiUrl, dashboardUrl, uniqueEmail } from "./support/api.ts";
import { logIn } from "./support/dashboard.ts";
import { adminLogIn } from "./support/dashboard-journeys.ts";
import { expect, test } from "./support/fixtures.ts";
import { type Locale, locales, tr } from "./support/i18n.ts";

/*
 * The dashboard's words and numbers in the page's language (docs/decisions/words.md). The admin queue's
 * volunteer application showed English keys and raw values on the Indonesian page; the badges page grouped
 * points the Indonesian way on the English page. SCREENSHOT_DIR=<folder> also saves each page.
 */

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, locale: Locale) {
  const folder = process.env.SCREENSHOT_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(folder, `${name}-${locale}-${width}.png`), fullPage: true });
  testInfo.annotations.push({ type: "screenshot", description: `${name}-${locale}-${width}.png` });
}

/** Numbers grouped for the other language: `2.000` on an English page, `2,000` on an Indonesian one. */
const foreignGrouping: Record<Locale, RegExp> = { en: /\b\d{1,3}\.\d{3}\b/, id: /\b\d{1,3},\d{3}\b/ };

for (const locale of locales) {
  test.describe(`the dashboard's words and numbers (${locale})`, () => {
    test("the admin queue shows a volunteer application in the page's language", async ({
      page,
      request,
      expectAccessible,
    }, testInfo) => {
      const email = uniqueEmail(`queue-words-${locale}`);
      const signup = await request.post(`${apiUrl}/v1/users/volunteer`, {
        form: {
          firstname: "Wulan",
          lastname: "Sari",
          email,
          phone: "81377778888",
          sex: "female",
          birthdate: "1998-08-17",
          province: "Jawa Barat",
          city: "Bogor",
          occupation: "Guru",
          institution: "SMA Negeri 1 Bogor",
          hobby: "Mendaki",
          source: "Instagram",
          motivation: "Menjaga hutan untuk anak-anak kami",
          instagram: "wulan.sari",
          agreement: "true",
        },
      });
      expect(signup.ok(), await signup.text()).toBe(true);

      await adminLogIn(page, locale, demoLogins.admin, demoPassword);
      await page
        .getByRole("tab", { name: new RegExp(tr(locale, "dashboard", "Volunteer applications")) })
        .click();
      const card = page.getByRole("listitem").filter({ hasText: email });
      const answer = (label: string) =>
        card.locator("div").filter({ has: page.getByRole("term").getByText(label, { exact: true }) });
      for (const [label, value] of [
        ["Sex", tr(locale, "dashboard", "Female")],
        ["Date of birth", locale === "id" ? "17 Agu 1998" : "17 Aug 1998"],
        ["Province", "Jawa Barat"],
        ["Occupation", "Guru"],
        ["Institution", "SMA Negeri 1 Bogor"],
        ["Hobby", "Mendaki"],
        ["Heard of us through", "Instagram"],
        ["Motivation", "Menjaga hutan untuk anak-anak kami"],
      ] as const)
        await expect(answer(tr(locale, "dashboard", label as string))).toContainText(value);
      // Neither the stored value nor the API's keys reach the reader.
      await expect(card).not.toContainText("female");
      await expect(card).not.toContainText("1998-08-17");
      await expect(card).not.toContainText(/birth[ _]date/i);
      await keepScreenshot(page, testInfo, "admin-queue", locale);
      await expectAccessible(page);
    });

    test("the badges page writes every number the page's way", async ({
      page,
      expectAccessible,
    }, testInfo) => {
      await logIn(page, locale, demoLogins.donor, demoPassword);
      await page.goto(`${dashboardUrl}/dashboard/badges?locale=${locale}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("article").first()).toBeVisible();
      await expect(main).toContainText(locale === "id" ? "2.000 poin" : "2,000 points");
      await expect(main).toContainText(locale === "id" ? "5.000 poin" : "5,000 points");
      await expect(main).not.toContainText(foreignGrouping[locale]);
      await keepScreenshot(page, testInfo, "badges", locale);
      await expectAccessible(page);
    });
  });
}
