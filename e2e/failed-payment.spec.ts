import { uniqueEmail } from "./support/api.ts";
import {
  amountName,
  chooseAmount,
  chooseChannel,
  continuePayment,
  fillDonor,
  next,
  sandboxOutcome,
  startFlow,
} from "./support/donation-flow.ts";
import { expect, test } from "./support/fixtures.ts";
import { exact, locales, sitePath, tr } from "./support/i18n.ts";

// docs/product/donation-flow.md#result-pages names these words exactly.
const failedText = { id: "Pembayaran Gagal atau Kedaluwarsa.", en: "Payment Failed or Expired." } as const;

for (const locale of locales) {
  test.describe(`failed or expired payment (${locale})`, () => {
    // One outcome per viewport: each language meets both, and the run stays short (CI time).
    test("the sandbox says fail (phone) or expire (desktop): the donor sees the failed message", async ({
      page,
      expectAccessible,
      isPhone,
    }) => {
      const outcome = isPhone ? "fail" : "expire";
      const donor = {
        name: "Rina Gagal",
        email: uniqueEmail(`${outcome}-${locale}`),
        phone: "81311112222",
      };
      await page.goto(sitePath(locale, "/donation/monthly"));
      await startFlow(page, locale, isPhone);
      await chooseAmount(page, "Rp 100.000");
      await next(page, locale);
      await fillDonor(page, locale, donor);
      await next(page, locale);
      await chooseChannel(page, "BNI");
      await next(page, locale);
      await continuePayment(page, locale);

      await sandboxOutcome(page, locale, outcome);
      await expect(page).toHaveURL(/\/donation\/result\?/);
      await expect(page.getByRole("alert").getByText(failedText[locale], { exact: true })).toBeVisible();
      await expectAccessible(page);

      // The failed page keeps the words and offers the way back.
      await page.getByRole("link", { name: exact(tr(locale, "site", "Try again")) }).click();
      await expect(page).toHaveURL(new RegExp(`${sitePath(locale, "/donation/failed")}$`));
      await expect(page.getByText(failedText[locale], { exact: true })).toBeVisible();
      await expectAccessible(page);
    });

    test("going back from a failed payment keeps the donor's entries", async ({ page, isPhone }) => {
      const donor = { name: "Rina Kembali", email: uniqueEmail(`back-${locale}`), phone: "81311113333" };
      await page.goto(sitePath(locale, "/donation/monthly"));
      await startFlow(page, locale, isPhone);
      await chooseAmount(page, "Rp 100.000");
      await next(page, locale);
      await fillDonor(page, locale, donor);
      await next(page, locale);
      await chooseChannel(page, "BNI");
      await next(page, locale);
      await continuePayment(page, locale);
      await sandboxOutcome(page, locale, "fail");
      await expect(page.getByText(failedText[locale], { exact: true })).toBeVisible();

      // Back past the payment page to the donation form: amount, name and e-mail are still there.
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${sitePath(locale, "/donation/monthly")}$`));
      // On a phone the welcome modal greets the donor again, as on every visit to the flow.
      await startFlow(page, locale, isPhone);
      await expect(page.getByRole("radio", { name: amountName("Rp 100.000") })).toBeChecked();
      await next(page, locale);
      await expect(
        page.getByRole("textbox", { name: tr(locale, "site", "Full name"), exact: true }),
      ).toHaveValue(donor.name);
      await expect(
        page.getByRole("textbox", { name: tr(locale, "site", "E-mail"), exact: true }),
      ).toHaveValue(donor.email);
    });
  });
}
