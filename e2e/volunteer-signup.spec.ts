import { demoLogins, demoPassword } from "./support/accounts.ts";
import { adminQueue, apiLogIn, uniqueEmail } from "./support/api.ts";
import { expect, islandsHydrated, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, sitePath, tr } from "./support/i18n.ts";

for (const locale of locales) {
  test.describe(`volunteer signup (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a visitor learns which fields are required, then signs up and sees the registration received", async ({
      page,
      request,
      expectAccessible,
    }) => {
      await page.goto(sitePath(locale, "/volunteer"));
      await expectAccessible(page);
      const textbox = (label: string) =>
        page.getByRole("textbox", { name: tr(locale, "site", label), exact: true });
      const submit = page.getByRole("button", { name: exact(tr(locale, "site", "Sign up as a volunteer")) });
      await islandsHydrated(page.locator("main"));

      await submit.click();
      for (const id of [
        "invalid.firstName",
        "invalid.lastName",
        "invalid.emptyEmail",
        "invalid.phone",
        "volunteer.sexRequired",
        "invalid.agree",
      ]) {
        await expect(page.getByText(tr(locale, "domain", id), { exact: true })).toBeVisible();
      }
      // Focus goes to the first field to fix.
      await expect(textbox("First name")).toBeFocused();
      await expectAccessible(page);

      await textbox("First name").fill("Ayu");
      await textbox("Last name").fill("Relawan");
      const email = uniqueEmail(`volunteer-${locale}`);
      await textbox("E-mail").fill(email);
      await textbox("WhatsApp number").fill("81377778888");
      await page.getByRole("radio", { name: tr(locale, "site", "Female"), exact: true }).check();
      await textbox("City").fill("Bogor");
      await page.getByRole("checkbox").check();
      await submit.click();

      await expect(page).toHaveURL(/\/donation\/success\?type=volunteer/);
      await expect(
        page.getByRole("heading", { name: tr(locale, "site", "Check your e-mail"), exact: true }),
      ).toBeVisible();
      await expectAccessible(page);

      // The administrator's queue lists the application, pending
      // (docs/product/fundraiser-buddy.md#volunteers: approval comes later).
      await apiLogIn(request, demoLogins.admin, demoPassword);
      const applications = await adminQueue(request, "application");
      expect(applications.find((item) => item.email === email)).toMatchObject({
        kind: "application",
        fullname: "Ayu Relawan",
      });
    });
  });
}
