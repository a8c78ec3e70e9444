// Two-factor sign-in for staff (docs/decisions/two-factor.md): the demo staffer signs in with the
// app's code; a newly invited staffer must set it up (QR code, key as text, a first code, recovery
// codes once) before the console does anything for them. Both languages at 375 and 1280 px, axe on
// every page.
import { request as apiRequest } from "@playwright/test";
import { demoLogins, demoPassword } from "./support/accounts.ts";
import { apiLogIn, apiUrl, dashboardUrl, linkIn, mailTo, uniqueEmail } from "./support/api.ts";
import { field } from "./support/dashboard.ts";
import { resultOf } from "./support/dashboard-journeys.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr } from "./support/i18n.ts";
import { currentTotpCode, currentTotpCodeOfKey } from "./support/two-factor.ts";

for (const locale of locales) {
  const say = (id: string) => tr(locale, "dashboard", id);

  test.describe(`staff two-factor sign-in (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("the staffer gives the app's code after the password", async ({ page, expectAccessible }) => {
      await page.goto(`${dashboardUrl}/login?locale=${locale}`);
      await field(page, say("Email")).fill(demoLogins.staff);
      await field(page, say("Password")).fill(demoPassword);
      await page.getByRole("button", { name: exact(say("Log in")) }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: say("Enter your sign-in code") }),
      ).toBeVisible();
      await expectAccessible(page);
      // A wrong code is refused under the field; the right one signs in.
      const wrong = currentTotpCode() === "000000" ? "111111" : "000000";
      await field(page, say("Code")).fill(wrong);
      await page.getByRole("button", { name: exact(say("Sign in")) }).click();
      await expect(page.getByText(tr(locale, "domain", "twoFactor.codeWrong")).first()).toBeVisible();
      await field(page, say("Code")).fill(currentTotpCode());
      await page.getByRole("button", { name: exact(say("Sign in")) }).click();
      await expect(page).toHaveURL(/\/dashboard\/donors(\?.*)?$/);
      await expectAccessible(page);
    });

    test("a new staffer sets it up before any console action", async ({ page, expectAccessible }) => {
      test.setTimeout(120_000);
      // An administrator invites a staffer; the staffer chooses a password from the invitation mail.
      const email = uniqueEmail("staff-2fa");
      const admin = await apiRequest.newContext();
      await apiLogIn(admin, demoLogins.admin, demoPassword);
      await resultOf(
        await admin.post(`${apiUrl}/v1/admin/staff`, {
          headers: { Origin: dashboardUrl },
          data: { email, name: "Nadia Putri", role: "staff", reason: "New campaign officer" },
        }),
      );
      const token = new URL(
        linkIn(await mailTo(admin, email, "staff-invite"), dashboardUrl),
      ).searchParams.get("token");
      const password = "a-fresh-staff-password-2026";
      await resultOf(
        await admin.post(`${apiUrl}/v1/oauth/reset`, {
          headers: { Origin: dashboardUrl },
          form: { token: token ?? "", password },
        }),
      );
      await admin.dispose();

      // The password alone signs in, but every console page leads to the set-up.
      await page.goto(`${dashboardUrl}/login?locale=${locale}`);
      await field(page, say("Email")).fill(email);
      await field(page, say("Password")).fill(password);
      await page.getByRole("button", { name: exact(say("Log in")) }).click();
      await expect(page).toHaveURL(/\/dashboard\/two-factor(\?.*)?$/);
      await page.goto(`${dashboardUrl}/dashboard/donors?locale=${locale}`);
      await expect(page).toHaveURL(/\/dashboard\/two-factor(\?.*)?$/);
      await expect(page.getByRole("heading", { level: 1, name: say("Two-factor sign-in") })).toBeVisible();
      await expectAccessible(page);

      await field(page, say("Your password")).fill(password);
      await page.getByRole("button", { name: exact(say("Continue")) }).click();
      await expect(page.getByRole("img", { name: say("QR code for your authenticator app") })).toBeVisible();
      await expectAccessible(page);
      const key = (await page.locator(".two-factor__secret-value code").textContent()) ?? "";
      expect(key.replace(/\s+/g, "")).toMatch(/^[A-Z2-7]{16,}$/);
      await field(page, say("6-digit code from the app")).fill(currentTotpCodeOfKey(key));
      await page.getByRole("button", { name: exact(say("Turn on two-factor sign-in")) }).click();

      const codes = page.getByRole("list", { name: say("Recovery codes") }).getByRole("listitem");
      await expect(codes).toHaveCount(10);
      await expect(codes.first()).toHaveText(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
      await expect(page.getByRole("button", { name: exact(say("Download as a text file")) })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: exact(say("I have kept my codes, continue")) }).click();

      // The console now works for them: donor support, their landing page.
      await expect(page).toHaveURL(/\/dashboard\/donors(\?.*)?$/);
      await expect(page.getByRole("heading", { level: 1, name: say("Donor support") })).toBeVisible();
      await expectAccessible(page);
    });
  });
}
