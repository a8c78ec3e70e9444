import { dashboardUrl, linkIn, mailTo, paidMonthlyDonation, uniqueEmail } from "./support/api.ts";
import { field, logIn } from "./support/dashboard.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr } from "./support/i18n.ts";

for (const locale of locales) {
  test.describe(`a new donor's first login (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a donor sets a password from the mail, is signed in at once and finds the Seed badge unlocked", async ({
      page,
      request,
      expectAccessible,
    }) => {
      const email = uniqueEmail(`first-login-${locale}`);
      const password = "pohon-rindang-2026";
      await paidMonthlyDonation(request, { email, fullname: "Tari Donatur", locale });
      // The welcome mail's optional password link, exactly as mailed (it carries the donor's language).
      await page.goto(linkIn(await mailTo(request, email, "set-password"), `${dashboardUrl}/reset`));

      await expect(
        page.getByRole("heading", { name: tr(locale, "dashboard", "Set your password") }),
      ).toBeVisible();
      await expectAccessible(page);
      await field(page, tr(locale, "dashboard", "New password")).fill(password);
      await field(page, tr(locale, "dashboard", "Confirm new password")).fill(password);
      await page.getByRole("button", { name: exact(tr(locale, "dashboard", "Save password")) }).click();
      // Setting the password from the link signs the donor in; no second login by hand.
      await expect(page).toHaveURL(/\/dashboard(\?.*)?$/);
      const account = page.getByRole("region", { name: tr(locale, "dashboard", "Your account") });
      await expect(
        account.getByRole("paragraph").filter({ hasText: exact(tr(locale, "domain", "badge.seed.title")) }),
      ).toBeVisible();
      await expect(
        page.getByRole("button", { name: exact(tr(locale, "dashboard", "Update Password")) }),
      ).toHaveCount(0);
      await expectAccessible(page);

      // The badges page lists Seed among the unlocked badges.
      await page.goto(`${dashboardUrl}/dashboard/badges?locale=${locale}`);
      await expect(
        page.getByText(tr(locale, "domain", "badge.seed.title"), { exact: true }).first(),
      ).toBeVisible();
      await expectAccessible(page);

      // The password works for the next login too.
      await page.context().clearCookies();
      await logIn(page, locale, email, password);
    });
  });
}
