import type { Locator, Page } from "@playwright/test";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { dashboardUrl } from "./support/api.ts";
import { field, logIn } from "./support/dashboard.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, type Locale, locales, rupiah, tr } from "./support/i18n.ts";
import { readPdf } from "./support/pdf.ts";

/** This year in Jakarta, as the statement's year picker counts it. */
const jakartaYear = () => new Date(Date.now() + 7 * 3600_000).getUTCFullYear();

/** The history screen's successful gifts as the donor sees them: table rows or cards, whichever shows. */
async function historyDoneAmounts(page: Page): Promise<number[]> {
  const texts = await page.locator("main tbody tr, main .history-cards > li").allInnerTexts();
  return texts
    .filter((text) => /\bDONE\b/.test(text))
    .map((text) => Number((/Rp\s?([\d.,]+)/.exec(text)?.[1] ?? "0").replace(/[.,]/g, "")));
}

async function showWholeYear(page: Page, locale: Locale, year: number) {
  const filter = page.locator(".history__filter");
  await filter.getByLabel(tr(locale, "dashboard", "Donation date")).selectOption("custom");
  await filter.getByLabel(tr(locale, "ui", "From")).fill(`${year}-01-01`);
  await filter.getByLabel(tr(locale, "ui", "To")).fill(`${year}-12-31`);
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes("/v1/donations?") && response.url().includes(`startDate=${year}-01-01`),
  );
  await filter.getByRole("button", { name: exact(tr(locale, "ui", "Apply")) }).click();
  await answered;
  // Every row of the range on one page (0 = all, docs/product/monthly-giving.md#donation-history).
  await field(page, tr(locale, "ui", "Rows per page")).fill("0");
}

for (const locale of locales) {
  test.describe(`a donor downloads a yearly donation statement (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("the January mail's link opens the year; the statement's total matches the history", async ({
      page,
      expectAccessible,
    }, testInfo) => {
      // The PDF download once took over 15 s on a busy machine: room for it and four axe runs.
      test.setTimeout(150_000);
      const year = jakartaYear();
      await logIn(page, locale, demoLogins.donor, demoPassword);

      // The mail's link: the history screen with the year already chosen.
      await page.goto(`${dashboardUrl}/dashboard/history?statement=${year}&locale=${locale}`);
      const statement = page.getByRole("region", { name: tr(locale, "dashboard", "Donation statement") });
      const period = statement.getByLabel(tr(locale, "dashboard", "Statement period"));
      await expect(period).toHaveValue(String(year));
      await expectAccessible(page);

      // The history of the same year: the successful gifts the statement must hold.
      await showWholeYear(page, locale, year);
      await expect(
        page
          .locator("main")
          .getByText(/\bDONE\b/)
          .first(),
      ).toBeVisible();
      const amounts = await historyDoneAmounts(page);
      const total = amounts.reduce((sum, amount) => sum + amount, 0);
      expect(amounts.length).toBeGreaterThan(0);
      await expectAccessible(page);

      // The statement: one PDF named by language and year, A4, with the same total.
      const button = statement.getByRole("button", {
        name: exact(tr(locale, "dashboard", "Download statement")),
      });
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: 60_000 }),
        button.click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${locale.toUpperCase()}-Statement-${year}.pdf`);
      const saved = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(saved);
      const pdf = await readPdf(saved);
      expect(pdf.header).toBe("%PDF");
      const [width = 0, height = 0] = (pdf.pageBoxes[0] ?? []).slice(2);
      expect(width).toBeCloseTo(595.28, 0);
      expect(height).toBeCloseTo(841.89, 0);
      const done = statement.getByRole("status");
      await expect(done).toContainText(rupiah(total, locale));
      await expect(done).toContainText(String(amounts.length));
      // Kept with the run's output for people to look at (375 and 1280 px, both languages).
      await page.screenshot({ path: testInfo.outputPath(`history-statement-${locale}.png`), fullPage: true });
      // The PDF's own text: every gift's amount and the total, under the statement's title.
      // Any space the PDF text gives back for the no-break one.
      expect(pdf.text.replace(/\s/g, " ")).toContain(rupiah(total, locale).replace(/\s/g, " "));
      expect(pdf.text).toContain(tr(locale, "dashboard", "Donation statement"));
      expect(pdf.text.match(/Rp\s[\d.,]+/g)?.length).toBe(amounts.length + 1);
      await expectAccessible(page);

      // A custom range longer than a year is refused on the spot, in the donor's language.
      await period.selectOption("custom");
      const from: Locator = statement.getByLabel(tr(locale, "dashboard", "From"));
      await from.fill(`${year - 2}-01-01`);
      await statement.getByLabel(tr(locale, "dashboard", "To")).fill(`${year}-01-01`);
      await button.click();
      await expect(statement.getByRole("alert")).toHaveText(tr(locale, "domain", "invalid.statementRange"));
      await expectAccessible(page);
    });
  });
}
