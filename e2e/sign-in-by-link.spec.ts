import { dashboardUrl, linkIn, mailTo, paidMonthlyDonation, uniqueEmail } from "./support/api.ts";
import { field } from "./support/dashboard.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr } from "./support/i18n.ts";

for (const locale of locales) {
  test.describe(`signing in without a password (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a donor asks for a sign-in link on the login screen, opens it from the mail and lands on the dashboard", async ({
      page,
      request,
      expectAccessible,
    }) => {
      const email = uniqueEmail(`sign-in-link-${locale}`);
      // A donor whose account came with a first monthly gift and who never set a password.
      await paidMonthlyDonation(request, { email, fullname: "Sekar Donatur", locale });

      await page.goto(`${dashboardUrl}/login?locale=${locale}`);
      await field(page, tr(locale, "dashboard", "Email")).fill(email);
      await page
        .getByRole("button", { name: exact(tr(locale, "dashboard", "E-mail me a sign-in link")) })
        .click();
      await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
      await expectAccessible(page);

      // The link exactly as mailed, in the donor's language.
      const link = linkIn(await mailTo(request, email, "sign-in-link"), `${dashboardUrl}/login/link`);
      await page.goto(link);
      await expect(
        page.getByRole("heading", { name: tr(locale, "dashboard", "Sign in to your dashboard") }),
      ).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: exact(tr(locale, "dashboard", "Sign me in")) }).click();

      await expect(page).toHaveURL(/\/dashboard(\?.*)?$/);
      // The first sign-in by link wins the first badge, as setting a password does.
      const account = page.getByRole("region", { name: tr(locale, "dashboard", "Your account") });
      await expect(
        account.getByRole("paragraph").filter({ hasText: exact(tr(locale, "domain", "badge.seed.title")) }),
      ).toBeVisible();
      await expectAccessible(page);

      // The link worked once: opened again, it explains and offers a new one.
      await page.goto(link);
      await page.getByRole("button", { name: exact(tr(locale, "dashboard", "Sign me in")) }).click();
      await expect(page.getByRole("alert")).toHaveText(tr(locale, "domain", "signInLink.invalid"));
      await expectAccessible(page);
    });
  });
}
