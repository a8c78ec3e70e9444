import { request as apiRequest } from "@playwright/test";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { apiUrl, dashboardUrl, uniqueEmail } from "./support/api.ts";
import { confirmWithReason, field, setPasswordFromMail, staffLogIn } from "./support/dashboard.ts";
import { resultOf } from "./support/dashboard-journeys.ts";
import {
  chooseAmount,
  chooseChannel,
  continuePayment,
  fillDonor,
  next,
  pick,
  sandboxOutcome,
  startFlow,
} from "./support/donation-flow.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, type Locale, locales, sitePath, tr } from "./support/i18n.ts";

/** Rupiah as the page writes it: the reader's grouping, joined by a no-break space (docs/decisions/words.md#rupiah). */
function rupiah(locale: "id" | "en", amount: number): string {
  return `Rp\u00a0${amount.toLocaleString(locale === "id" ? "id-ID" : "en-US")}`;
}

/*
 * Covering the fee (docs/product/donation-flow.md#cover-the-fee, monthly-giving.md#cover-the-fee): a monthly
 * gift of Rp 50.000 by Visa with the fee added (Rp 3.957 by Xendit's default card fee), the pay page asks
 * for the sum; in the dashboard the donor turns the cover off and the next charge is the gift alone.
 */
const gift = 50_000;

/** SCREENSHOT_DIR=/tmp/x keeps a picture of each screen to look at. */
async function keepShot(page: import("@playwright/test").Page, name: string, locale: Locale) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${locale}-${name}.png`, fullPage: true });
}
const fee = 3_957;

for (const locale of locales) {
  test.describe(`a donor covers the payment fee (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("the flow shows the fee, the pay page asks gift + fee, and the dashboard turns it off", async ({
      page,
      request,
      expectAccessible,
      isPhone,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(`covers-fee-${locale}`);
      await page.goto(sitePath(locale, "/donation/monthly"));
      await startFlow(page, locale, isPhone);
      await chooseAmount(page, "Rp 50.000");
      await next(page, locale);
      await fillDonor(page, locale, { name: "Wulan Penanggung", email, phone: "81234567890" });
      await next(page, locale);
      await pick(
        page.getByRole("radio", { name: tr(locale, "domain", "paymentType.recurring"), exact: true }),
      );
      await chooseChannel(page, "Visa");
      // Accessible names turn the no-break space into a space.
      const box = page.getByRole("checkbox", {
        name: new RegExp(rupiah(locale, fee).replace("\u00a0", "\\s")),
      });
      await expect(box).toBeVisible();
      await box.check();
      const summary = page.getByTestId("flow-covered-fee");
      await expect(summary).toHaveText(
        tr(locale, "site", "Donation {gift} + payment fee {feeText} = {total} this month.")
          .replace("{gift}", rupiah(locale, gift))
          .replace("{feeText}", rupiah(locale, fee))
          .replace("{total}", rupiah(locale, gift + fee)),
      );
      await expectAccessible(page);
      await keepShot(page, "flow-payment-step", locale);
      await next(page, locale);
      await continuePayment(page, locale);

      await expect(page.getByTestId("sandbox-total")).toHaveText(rupiah(locale, gift + fee));
      await expectAccessible(page);
      await keepShot(page, "sandbox-pay", locale);
      await sandboxOutcome(page, locale, "pay");
      await expect(page).toHaveURL(/\/donation\/(result|success)/);

      // The donor's account from the welcome mail, then the monthly screen.
      await setPasswordFromMail(page, request, locale, email, "hutan-lestari-2026");
      await page.goto(`${dashboardUrl}/dashboard/recurring?locale=${locale}`);
      const nextAmount = page.getByTestId("recurring-next-amount");
      await expect(nextAmount).toHaveText(
        tr(locale, "dashboard", "Next charge: {next}").replace("{next}", rupiah(locale, gift + fee)),
      );
      await expectAccessible(page);
      await keepShot(page, "recurring-covered", locale);
      await page
        .getByRole("button", { name: exact(tr(locale, "dashboard", "Stop covering the fee")) })
        .click();
      await expect(nextAmount).toHaveText(
        tr(locale, "dashboard", "Next charge: {next}").replace("{next}", rupiah(locale, gift)),
      );
      await expect(
        page.getByRole("button", { name: exact(tr(locale, "dashboard", "Cover the fee")) }),
      ).toBeVisible();
      await expectAccessible(page);
      await keepShot(page, "recurring-not-covered", locale);

      // The API says the same: the plan no longer covers the fee.
      const donorApi = await apiRequest.newContext({ storageState: await page.context().storageState() });
      const plan = await resultOf<{ cover_fee: boolean; amount: number }>(
        await donorApi.get(`${apiUrl}/v1/donations/recurring`),
      );
      expect(plan).toMatchObject({ cover_fee: false, amount: gift });
    });
  });
}

for (const locale of locales) {
  test.describe(`an administrator changes a channel's fee (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("the fee table shows the defaults; an edit asks for a reason and shows the new figure", async ({
      page,
      expectAccessible,
    }) => {
      await staffLogIn(page, locale, demoLogins.admin, demoPassword, /\/dashboard\/queue(\?.*)?$/);
      await page.goto(`${dashboardUrl}/dashboard/fees?locale=${locale}`);
      const row = page.getByRole("row", { name: /^JCB\b/ });
      await expect(row).toContainText("2,9 %".replace(",", locale === "id" ? "," : "."));
      await expectAccessible(page);
      await keepShot(page, "admin-fees", locale);
      await row.getByRole("button").click();
      const title = tr(locale, "dashboard", "Fee of {name}").replace("{name}", "JCB");
      const dialog = page.getByRole("dialog", { name: title });
      await field(dialog, tr(locale, "dashboard", "Fixed part (rupiah)")).fill(
        locale === "id" ? "2500" : "2600",
      );
      await expectAccessible(page);
      await keepShot(page, "admin-fee-dialog", locale);
      await confirmWithReason(
        page,
        locale,
        title,
        tr(locale, "dashboard", "Save fee"),
        "Harga baru dari penyedia pembayaran",
      );
      await expect(row).toContainText(rupiah(locale, locale === "id" ? 2_500 : 2_600));
    });
  });
}
