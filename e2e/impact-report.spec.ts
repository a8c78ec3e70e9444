import { uniqueEmail } from "./support/api.ts";
import { expect, islandsHydrated, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, sitePath, tr } from "./support/i18n.ts";

for (const locale of locales) {
  test.describe(`impact report request (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("the landing contact form explains each missing field, then sends the report and offers the PDF", async ({
      page,
      request,
      expectAccessible,
    }) => {
      await page.goto(sitePath(locale, "/"));
      await expectAccessible(page);
      const form = page.locator("#report-request");
      const send = form.getByRole("button", { name: exact(tr(locale, "site", "Send me the report")) });
      await send.scrollIntoViewIfNeeded();
      const name = form.getByRole("textbox", { name: tr(locale, "site", "Full name"), exact: true });
      const phone = form.getByRole("textbox", { name: tr(locale, "site", "Phone number"), exact: true });
      const email = form.getByRole("textbox", { name: tr(locale, "site", "E-mail"), exact: true });
      const agree = form.getByRole("checkbox");
      await islandsHydrated(form);

      // Nothing filled in: one message per field, in the page's language.
      await send.click();
      for (const id of ["invalid.name", "invalid.phone", "invalid.emptyEmail", "invalid.agree"]) {
        await expect(form.getByText(tr(locale, "domain", id), { exact: true })).toBeVisible();
      }
      await expectAccessible(page);

      // An address without a domain dot is refused with its own message.
      await name.fill("Dewi Laporan");
      await phone.fill("81355556666");
      await email.fill("dewi@contoh");
      await agree.check();
      await send.click();
      await expect(
        form.getByText(tr(locale, "domain", "invalid.invalidEmail"), { exact: true }),
      ).toBeVisible();
      await expect(form.getByText(tr(locale, "domain", "invalid.name"), { exact: true })).toBeHidden();

      const address = uniqueEmail(`report-${locale}`);
      await email.fill(address);
      await send.click();
      await expect(
        form.getByText(
          tr(locale, "site", "Thank you! The report is on its way to {email}.").replace("{email}", address),
        ),
      ).toBeVisible();
      const download = form.getByRole("link", { name: tr(locale, "site", "Download the report now (PDF)") });
      await expect(download).toHaveAttribute("href", `/pdf/${locale}-Impact-Report-2023.pdf`);
      await expectAccessible(page);

      const pdf = await request.get(`/pdf/${locale}-Impact-Report-2023.pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    });
  });
}
