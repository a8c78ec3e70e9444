import { demoPassword, journeyVolunteerCount, journeyVolunteerEmail } from "./support/accounts.ts";
import { apiUrl, dashboardUrl, referralLookup } from "./support/api.ts";
import { field, logIn } from "./support/dashboard.ts";
import { expect, test } from "./support/fixtures.ts";
import { exact, locales, tr } from "./support/i18n.ts";

for (const [localeIndex, locale] of locales.entries()) {
  test.describe(`a volunteer's referral code (${locale})`, () => {
    test("a volunteer changes the code once; a second change is refused with the locked message", async ({
      page,
      context,
      request,
      expectAccessible,
    }, testInfo) => {
      // The volunteer dashboard (the referral card's home) reads call 19 first; apps/api has no
      // GET /v1/donations/point yet (404), so the dashboard goes to /oops/500 before the card shows.
      const statsRoute = await request.get(`${apiUrl}/v1/donations/point`);
      test.fixme(
        statsRoute.status() === 404 && !process.env.E2E_STUB_VOLUNTEER_STATS,
        "apps/api lacks call 19 GET /v1/donations/point: the volunteer dashboard shows /oops/500",
      );
      // A code changes only once per account: each run (viewport x language x retry) has its own volunteer.
      const projectIndex = testInfo.project.name === "phone" ? 0 : 1;
      const volunteerIndex = testInfo.retry * 4 + projectIndex * 2 + localeIndex;
      expect(volunteerIndex).toBeLessThan(journeyVolunteerCount);
      const email = journeyVolunteerEmail(volunteerIndex);
      const newCode =
        `HUTAN-${locale.toUpperCase()}-${projectIndex}${testInfo.retry}${Date.now().toString(36).slice(-4)}`.slice(
          0,
          20,
        );

      if (process.env.E2E_STUB_VOLUNTEER_STATS)
        await context.route(/\/v1\/donations\/(point|incentive)(\?|$)/, (route) =>
          route.fulfill({
            json: {
              error: false,
              result: { point: 0, donation: 0, total_per_page: 10, result: [] },
              message: "ok",
            },
          }),
        );
      await logIn(page, locale, email, demoPassword);
      // A second tab opened before the change: its dialog does not know yet that the code is locked.
      const staleTab = await context.newPage();
      await staleTab.goto(`${dashboardUrl}/dashboard?locale=${locale}`);

      const changeCode = (tab: typeof page) =>
        tab
          .getByRole("button", { name: exact(tr(locale, "dashboard", "Change code")) })
          .first()
          .click();
      const dialogOf = (tab: typeof page) =>
        tab.getByRole("dialog", { name: tr(locale, "dashboard", "Change your referral code") });
      const lockedText = tr(locale, "domain", "referral.locked");

      await changeCode(page);
      const dialog = dialogOf(page);
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await field(dialog.page(), tr(locale, "dashboard", "Referral code")).fill(newCode);
      await dialog.getByRole("button", { name: exact(tr(locale, "dashboard", "Save code")) }).click();
      await expect(
        page.getByText(tr(locale, "dashboard", "Your referral code has been changed.")),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await referralLookup(request, newCode)).toEqual({ code: newCode, type: "volunteer" });

      // Opening the dialog again: the lock is said before anyone types, and saving is off.
      await changeCode(page);
      await expect(dialog.getByRole("alert")).toHaveText(lockedText);
      await expect(
        dialog.getByRole("button", { name: exact(tr(locale, "dashboard", "Save code")) }),
      ).toBeDisabled();

      // The stale tab tries anyway: the API refuses and the same message shows.
      await changeCode(staleTab);
      const staleDialog = dialogOf(staleTab);
      await field(staleTab, tr(locale, "dashboard", "Referral code")).fill(`${newCode.slice(0, 16)}-B`);
      await staleDialog.getByRole("button", { name: exact(tr(locale, "dashboard", "Save code")) }).click();
      await expect(staleDialog.getByRole("alert")).toHaveText(lockedText);
      expect(await referralLookup(request, newCode)).toEqual({ code: newCode, type: "volunteer" });
    });
  });
}
