import { dashboardUrl, linkIn, mailTo, paidMonthlyDonation, uniqueEmail } from "./support/api.ts";
import { field, logIn } from "./support/dashboard.ts";
import { expect, test } from "./support/fixtures.ts";
import { exact, locales, tr } from "./support/i18n.ts";

for (const locale of locales) {
  test.describe(`a new donor's first login (${locale})`, () => {
    test("the set-password link from the welcome mail opens the set-password screen", async ({
      page,
      request,
    }) => {
      // apps/api services/accounts.ts passwordLink() mails /en/reset for English, a path the dashboard
      // router (apps/dashboard/src/app/router.tsx) does not have: it answers with its 404 screen.
      test.fixme(locale === "en", "English set-password link /en/reset lands on the dashboard's 404");
      const email = uniqueEmail(`first-link-${locale}`);
      await paidMonthlyDonation(request, { email, fullname: "Tari Tautan", locale });
      const link = linkIn(await mailTo(request, email, "set-password"), dashboardUrl);
      await page.goto(link);
      await expect(
        page.getByRole("heading", { name: tr(locale, "dashboard", "Set your password") }),
      ).toBeVisible();
    });

    test("a donor sets a password from the mail, logs in and finds the Seed badge unlocked", async ({
      page,
      request,
      expectAccessible,
    }) => {
      const email = uniqueEmail(`first-login-${locale}`);
      const password = "pohon-rindang-2026";
      await paidMonthlyDonation(request, { email, fullname: "Tari Donatur", locale });
      const mailed = new URL(linkIn(await mailTo(request, email, "set-password"), dashboardUrl));
      // The mailed token, on the path the dashboard serves (the English path is the bug noted above).
      const token = mailed.searchParams.get("token") ?? "";
      expect(token).not.toBe("");
      await page.goto(`${dashboardUrl}/reset?token=${encodeURIComponent(token)}&welcome=1&locale=${locale}`);

      await expect(
        page.getByRole("heading", { name: tr(locale, "dashboard", "Set your password") }),
      ).toBeVisible();
      await expectAccessible(page);
      await field(page, tr(locale, "dashboard", "New password")).fill(password);
      await field(page, tr(locale, "dashboard", "Confirm new password")).fill(password);
      await page.getByRole("button", { name: exact(tr(locale, "dashboard", "Save password")) }).click();
      await expect(page.getByText(tr(locale, "dashboard", "Your password is set"))).toBeVisible();

      await logIn(page, locale, email, password);
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
    });
  });
}
