import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { type APIRequestContext, request as apiRequest } from "@playwright/test";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { apiLogIn, apiUrl, dashboardUrl, siteUrl, uniqueEmail } from "./support/api.ts";
import { staffLogIn } from "./support/dashboard.ts";
import { resultOf } from "./support/dashboard-journeys.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { type Locale, locales, tr } from "./support/i18n.ts";

interface ReportMonth {
  month: string;
  income_total: number;
}

/** This Jakarta month's income as the API counts it (the staffer's session). */
async function thisMonthIncome(staffApi: APIRequestContext): Promise<number> {
  const report = await resultOf<{ months: ReportMonth[] }>(await staffApi.get(`${apiUrl}/v1/admin/reports`));
  return report.months.at(-1)?.income_total ?? 0;
}

/** A paid single gift made as the site makes it; returns its local id (the invoice number). */
async function paidSingleGift(request: APIRequestContext, locale: Locale, amount: number): Promise<string> {
  const created = await request.post(`${apiUrl}/v1/payments/single?locale=${locale}`, {
    headers: { Origin: siteUrl, "Idempotency-Key": `journey-${randomUUID()}` },
    multipart: {
      amount: String(amount),
      email: uniqueEmail(`reports-${locale}`),
      fullname: "Rina Laporan",
      payment_methods: "QRIS",
      phone: "81234567890",
      referral: "",
      description: "",
    },
  });
  const { pg_id, local_id } = await resultOf<{ pg_id: string; local_id: string }>(created);
  const paid = await request.post(`${apiUrl}/sandbox/pay/${pg_id}?locale=${locale}`, {
    form: { outcome: "paid" },
    maxRedirects: 0,
  });
  expect(paid.status(), "the sandbox page redirects back to the site after Pay").toBe(303);
  return local_id;
}

/** `Rp 1.250.000` -> 1250000. */
const rupiahValue = (text: string) => Number(text.replace(/[^\d]/g, ""));

for (const locale of locales) {
  test.describe(`a staffer reads the reports (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a fresh gift shows in this month's income and in the donations CSV", async ({
      page,
      request,
      expectAccessible,
    }) => {
      test.setTimeout(120_000);
      const staffApi = await apiRequest.newContext();
      await apiLogIn(staffApi, demoLogins.staff, demoPassword);
      const before = await thisMonthIncome(staffApi);
      const amount = 123_000;
      const localId = await paidSingleGift(request, locale, amount);
      await expect.poll(() => thisMonthIncome(staffApi)).toBeGreaterThanOrEqual(before + amount);

      // The staffer signs in (a staffer lands on donor support) and opens the reports.
      await staffLogIn(page, locale, demoLogins.staff, demoPassword, /\/dashboard\//);
      await page.goto(`${dashboardUrl}/dashboard/reports?locale=${locale}`);
      await expect(
        page.getByRole("heading", { level: 1, name: tr(locale, "dashboard", "Reports") }),
      ).toBeVisible();

      // This month's row of the income table (the chart's text alternative) holds the gift.
      const income = page.getByRole("region", { name: tr(locale, "dashboard", "Income per month by type") });
      await income.getByText(tr(locale, "dashboard", "Show as a table")).click();
      const month = new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
        month: "long",
        year: "numeric",
        timeZone: "Asia/Jakarta",
      }).format(new Date());
      const row = income.getByRole("row", { name: new RegExp(`^${month}`) });
      const total = await row.getByRole("cell").last().textContent();
      expect(rupiahValue(total ?? "")).toBeGreaterThanOrEqual(before + amount);
      await expectAccessible(page);

      // The accountant's CSV of donations (this range) lists the gift by its invoice number.
      const download = page.waitForEvent("download");
      await page
        .getByRole("button", { name: `${tr(locale, "dashboard", "Donations")} CSV`, exact: true })
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^rimbun-donations-.*\.csv$/);
      const csv = readFileSync((await file.path()) ?? "", "utf8");
      expect(csv.charCodeAt(0), "a BOM so Excel reads UTF-8").toBe(0xfeff);
      expect(csv).toContain(`${localId},`);
      await expect(page.getByRole("status").filter({ hasText: "rimbun-donations-" })).toBeVisible();
      await staffApi.dispose();
    });
  });
}
