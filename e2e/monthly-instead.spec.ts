import { mailTo, uniqueEmail } from "./support/api.ts";
import {
  chooseAmount,
  chooseChannel,
  continuePayment,
  fillDonor,
  next,
  sandboxOutcome,
  startFlow,
} from "./support/donation-flow.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, sitePath, tr } from "./support/i18n.ts";

// docs/product/donation-flow.md#monthly-instead: a one-time visitor takes the smaller monthly gift in
// one tap, keeps what they typed, and pays the first month on the sandbox page.
const shots = process.env.E2E_SCREENSHOTS;

for (const locale of locales) {
  test.describe(`monthly instead (${locale})`, () => {
    pairLanguageWithWidth(locale);

    test("a one-time visitor switches to Rp 35.000 a month in one tap and pays it", async ({
      page,
      request,
      expectAccessible,
      isPhone,
    }, testInfo) => {
      const donor = { name: "Sari Bulanan", email: uniqueEmail(`instead-${locale}`), phone: "81255556666" };
      const monthly = locale === "id" ? "Rp\u00a035.000" : "Rp\u00a035,000";
      await page.goto(sitePath(locale, "/donation/single/form"));
      await startFlow(page, locale, isPhone);
      await chooseAmount(page, "Rp 100.000");
      const offer = page.getByRole("complementary", { name: tr(locale, "site", "Make it monthly instead?") });
      await expect(offer).toBeVisible();
      await expectAccessible(page);

      // The visitor types their details first, then comes back to the amount and takes the offer.
      await next(page, locale);
      await fillDonor(page, locale, donor);
      await page.getByRole("button", { name: exact(tr(locale, "site", "Back")) }).click();
      await expect(offer).toBeVisible();
      if (shots)
        await page.screenshot({
          path: `${shots}/monthly-instead-${locale}-${testInfo.project.name}.png`,
          fullPage: true,
        });
      // Accessible names read the no-break space as a space.
      const take = tr(locale, "site", "Give {amount} monthly instead").replace(
        "{amount}",
        monthly.replace("\u00a0", " "),
      );
      await offer.getByRole("button", { name: exact(take) }).click();

      // The monthly flow, at the personal step, with everything typed and the suggested amount.
      await expect(page).toHaveURL(new RegExp(`${sitePath(locale, "/donation/monthly")}\\?amount=35000$`));
      await expect(
        page.getByRole("textbox", { name: tr(locale, "site", "Full name"), exact: true }),
      ).toHaveValue(donor.name);
      await expect(
        page.getByRole("textbox", { name: tr(locale, "site", "E-mail"), exact: true }),
      ).toHaveValue(donor.email);
      await expect(page.getByText(/Rp\s35[.,]000/).first()).toBeVisible();
      await expectAccessible(page);
      if (shots)
        await page.screenshot({ path: `${shots}/monthly-flow-${locale}-${testInfo.project.name}.png` });
      await next(page, locale);
      await chooseChannel(page, "BNI");
      await next(page, locale);
      await continuePayment(page, locale);

      await sandboxOutcome(page, locale, "pay");
      await expect(page).toHaveURL(/\/donation\/success/, { timeout: 15_000 });
      await expectAccessible(page);
      const receipt = await mailTo(request, donor.email, "receipt");
      expect(receipt.text).toContain(monthly);
    });
  });
}
