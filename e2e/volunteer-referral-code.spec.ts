import { demoPassword, journeyVolunteerCount, journeyVolunteerEmail } from "./support/accounts.ts";
import { dashboardUrl, referralLookup } from "./support/api.ts";
import { field, logIn } from "./support/dashboard.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr } from "./support/i18n.ts";

for (const [localeIndex, locale] of locales.entries()) {
  test.describe(`a volunteer's referral code (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a volunteer changes the code once; a second change is refused with the locked message", async ({
      page,
      context,
      request,
      expectAccessible,
    }, testInfo) => {
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
