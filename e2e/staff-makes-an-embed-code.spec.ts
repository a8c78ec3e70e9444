import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { apiUrl, dashboardUrl, siteUrl, uniqueEmail } from "./support/api.ts";
import { field, staffLogIn } from "./support/dashboard.ts";
import { resultOf } from "./support/dashboard-journeys.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, type Locale, locales, rupiah, tr } from "./support/i18n.ts";

// A staffer makes a partner's embed code (docs/product/staff-console.md#embed-codes) and finds the partner's
// gift in the reports (#partner-report). Screenshots of each screen in E2E_SHOTS_DIR.

/** A screenshot of the screen (or of one part of it) as it is, when E2E_SHOTS_DIR asks for them. */
async function shot(scope: Page | Locator, name: string, locale: Locale, project: string) {
  const shots = process.env.E2E_SHOTS_DIR;
  if (!shots) return;
  const path = `${shots}/embed-${name}-${locale}-${project}.png`;
  if ("goto" in scope) await scope.screenshot({ path, fullPage: true });
  else await scope.screenshot({ path });
}

const campaign = {
  slug: "bersama-jaga-alam-kita",
  title: { id: "Bersama Jaga Alam Kita", en: "Guarding Our Nature Together" },
};

/**
 * A paid single gift to the campaign made through a partner's code, as the site's flow in embed mode makes
 * it (call 3 with `embed`), paid by pressing Pay on the sandbox page.
 */
async function paidGiftThroughCode(request: APIRequestContext, locale: Locale, code: string, amount: number) {
  const created = await request.post(`${apiUrl}/v1/payments/single?locale=${locale}`, {
    headers: { Origin: siteUrl, "Idempotency-Key": `journey-${randomUUID()}` },
    multipart: {
      amount: String(amount),
      email: uniqueEmail(`embed-${locale}`),
      fullname: "Sari Mitra",
      payment_methods: "QRIS",
      phone: "81234567890",
      referral: "",
      description: "",
      campaign: campaign.slug,
      embed: code,
    },
  });
  const { pg_id } = await resultOf<{ pg_id: string }>(created);
  const paid = await request.post(`${apiUrl}/sandbox/pay/${pg_id}?locale=${locale}`, {
    form: { outcome: "paid" },
    maxRedirects: 0,
  });
  expect(paid.status(), "the sandbox page redirects back to the site after Pay").toBe(303);
}

for (const locale of locales) {
  test.describe(`a staffer makes an embed code (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a staffer makes a code for a campaign, copies its snippet, and the partner's gift shows in the report", async ({
      page,
      context,
      request,
      expectAccessible,
    }, testInfo) => {
      test.setTimeout(150_000);
      const project = testInfo.project.name;
      const t = (id: string) => tr(locale, "dashboard", id);
      const partner = `Mitra Uji ${locale.toUpperCase()} ${randomUUID().slice(0, 6)}`;
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: dashboardUrl });

      await staffLogIn(page, locale);
      await page.goto(`${dashboardUrl}/dashboard/embeds?locale=${locale}`);
      await expect(page.getByRole("heading", { level: 1, name: t("Embed codes") })).toBeVisible();
      await page.getByRole("link", { name: t("New embed code") }).click();

      // The form: the partner, the campaign found by a word of its title, the language, the sites, a reason.
      const form = page.getByRole("form", { name: t("New embed code") });
      await expect(form).toBeVisible();
      await field(form, t("Partner")).fill(partner);
      await field(form, t("Search by title or address")).fill("jaga alam");
      await form.getByRole("combobox", { name: new RegExp(`^${t("Campaign")}`) }).selectOption(campaign.slug);
      await field(form, t("Language of the button")).selectOption(locale);
      await field(form, t("The partner's sites")).fill("https://Mitra-Uji.example/");
      // A colour too light for white words: the contrast rule says so beside the field.
      await field(form, t("Button colour")).fill("#9be0c3");
      await expect(form.getByText(/1[,.]\d:1/)).toBeVisible();
      await field(form, t("Button colour")).fill("#0b6e4f");
      await field(form, t("Reason (kept in the audit log)")).fill("Partner agreement signed (journey)");

      // The preview follows the form: the campaign, the amounts in the reader's grouping and the donate button.
      const preview = page.getByRole("region", { name: t("Preview") });
      await expect(preview).toContainText(campaign.title[locale]);
      await expect(preview).toContainText(rupiah(50_000, locale));
      await expect(preview).toContainText(rupiah(100_000, locale));
      await expectAccessible(page);
      await shot(page, "new", locale, project);
      await form.getByRole("button", { name: exact(t("Create embed code")) }).click();

      // The saved code: its snippet copied, the confirmation said in a status region.
      await expect(page).toHaveURL(/\/dashboard\/embeds\/[23456789A-Z]{10}(\?.*)?$/);
      const code = new URL(page.url()).pathname.split("/").at(-1) ?? "";
      const snippets = page.getByRole("region", { name: t("Code for the partner's site") });
      await snippets.getByRole("button", { name: `${t("Copy code")}: ${t("Script (recommended)")}` }).click();
      await expect(snippets.getByRole("status").first()).toHaveText(
        t("Copied. Paste it into the partner's page."),
      );
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(
        `<script async src="${siteUrl}/embed.js" data-rimbun-embed="${code}" data-locale="${locale}" ` +
          `data-presets="50000,100000" data-colour="#0b6e4f" data-meter="true" style="display:block;height:176px"></script>`,
      );
      await expect(field(snippets, t("Script (recommended)"))).toHaveValue(copied);
      await expectAccessible(page);
      await shot(page, "saved", locale, project);

      // The list holds the new code, active, with no gifts yet.
      await page.getByRole("link", { name: t("All embed codes") }).click();
      const row = page.getByRole("row", { name: new RegExp(partner) });
      await expect(row).toContainText(t("Active"));
      await expect(row).toContainText(code);
      await expectAccessible(page);
      await shot(page, "list", locale, project);

      // A reader of the partner's site gives through the code; the report lists the partner.
      await paidGiftThroughCode(request, locale, code, 75_000);
      await page.goto(`${dashboardUrl}/dashboard/reports?locale=${locale}`);
      const partners = page.getByRole("table", { name: t("Gifts through partners' sites") });
      const partnerRow = partners.getByRole("row", { name: new RegExp(partner) });
      await expect(partnerRow).toBeVisible({ timeout: 30_000 });
      await expect(partnerRow).toContainText(rupiah(75_000, locale));
      await expect(
        page.getByRole("button", { name: `${t("Gifts through partners' sites")} CSV` }),
      ).toBeVisible();
      await expectAccessible(page);
      await shot(
        page.getByRole("region", { name: t("Gifts through partners' sites") }),
        "report",
        locale,
        project,
      );
      await shot(
        page.getByRole("region", { name: t("Exports for the accountant") }),
        "exports",
        locale,
        project,
      );
    });
  });
}
