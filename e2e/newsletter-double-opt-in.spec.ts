import { apiUrl, linkIn, mailTo, siteUrl, uniqueEmail } from "./support/api.ts";
import { expect, pairLanguageWithWidth, test } from "./support/fixtures.ts";
import { exact, locales, tr } from "./support/i18n.ts";

for (const locale of locales) {
  test.describe(`newsletter double opt-in (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a reader who ticked the newsletter box confirms from the mail, then unsubscribes", async ({
      page,
      request,
      expectAccessible,
    }) => {
      const address = uniqueEmail(`newsletter-${locale}`);
      const sent = await request.post(`${apiUrl}/v1/publics/report?locale=${locale}`, {
        form: { name: "Nara Buletin", phone: "81377778888", email: address, agree: "true" },
        headers: { origin: siteUrl },
      });
      expect(sent.status()).toBe(200);
      const mail = await mailTo(request, address, "newsletter-confirm");
      expect(mail.subject).toBe(tr(locale, "api", "mail.newsletterConfirm.subject"));

      // The link only shows a page (mail scanners follow links): the button confirms.
      await page.goto(linkIn(mail, `${apiUrl}/v1/newsletter/confirm`));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr(locale, "api", "newsletter.title"));
      await expectAccessible(page);
      await page.getByRole("button", { name: exact(tr(locale, "api", "newsletter.confirmButton")) }).click();
      await expect(page.getByRole("status")).toHaveText(tr(locale, "api", "newsletter.confirmed"));
      await expectAccessible(page);

      await page.goto(linkIn(mail, `${apiUrl}/v1/newsletter/unsubscribe`));
      await expectAccessible(page);
      await page
        .getByRole("button", { name: exact(tr(locale, "api", "newsletter.unsubscribeButton")) })
        .click();
      await expect(page.getByRole("status")).toHaveText(tr(locale, "api", "newsletter.unsubscribed"));
      await expect(page.getByRole("link", { name: tr(locale, "api", "newsletter.website") })).toHaveAttribute(
        "href",
        `${siteUrl}${locale === "en" ? "/en" : ""}/`,
      );
    });
  });
}
