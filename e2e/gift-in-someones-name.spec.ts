import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { addDays, jakartaDay } from "@rimbun/domain/dates";
import { apiUrl, mailTo, uniqueEmail } from "./support/api.ts";
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
import { readPdf } from "./support/pdf.ts";

// A gift in someone's name (docs/product/donation-flow.md#gifts-in-someones-name): a card dated
// tomorrow; the journey moves the clock with the development-only /dev/tributes/send-due.
const script = `<script>alert("x")</script>`;

for (const locale of locales) {
  test.describe(`a gift in someone's name (${locale})`, () => {
    pairLanguageWithWidth(locale);
    test("a card dated tomorrow reaches the person on the day, in its language, with the certificate", async ({
      page,
      request,
      expectAccessible,
      isPhone,
    }, testInfo) => {
      const donor = { name: "Dewi Kartu", email: uniqueEmail(`tribute-${locale}`), phone: "81298765432" };
      const honoree = uniqueEmail(`honoree-${locale}`);
      const honoreeName = `Ibu Ratna ${script}`;
      await page.goto(sitePath(locale, "/donation/single/form"));
      await startFlow(page, locale, isPhone);
      await chooseAmount(page, "Rp 100.000");
      await next(page, locale);
      await fillDonor(page, locale, donor);
      await page.getByRole("checkbox", { name: tr(locale, "site", "Give in someone's name") }).check();
      await page
        .getByRole("textbox", { name: tr(locale, "site", "Their name"), exact: true })
        .fill(honoreeName);
      await page.getByRole("textbox", { name: tr(locale, "site", "Their e-mail (optional)") }).fill(honoree);
      await page
        .getByRole("textbox", { name: tr(locale, "site", "Your message (optional)") })
        .fill(`Selamat ulang tahun! ${script}`);
      await page.getByRole("button", { name: exact(tr(locale, "site", "Tomorrow")) }).click();
      const tomorrow = addDays(jakartaDay(new Date()), 1);
      await expect(page.getByLabel(tr(locale, "site", "The day the card arrives"))).toHaveValue(tomorrow);
      await expectAccessible(page);
      await next(page, locale);
      await chooseChannel(page, "GoPay");
      await next(page, locale);
      await continuePayment(page, locale);
      await sandboxOutcome(page, locale, "pay");
      await expect(page).toHaveURL(/\/donation\/success/, { timeout: 15_000 });
      await expectAccessible(page);

      // Nothing goes before the day; at 09:00 Jakarta tomorrow the card goes.
      const early = await request.post(`${apiUrl}/dev/tributes/send-due`, {
        params: { at: new Date(`${tomorrow}T08:59:00+07:00`).toISOString() },
      });
      expect(early.ok()).toBe(true);
      const due = await request.post(`${apiUrl}/dev/tributes/send-due`, {
        params: { at: new Date(`${tomorrow}T09:00:00+07:00`).toISOString() },
      });
      expect(due.ok()).toBe(true);
      const card = await mailTo(request, honoree, "tribute-card");
      expect(card.subject).toBe(
        tr(locale, "api", "tribute.card.subjectHonour").replace("{donor}", donor.name),
      );
      await mailTo(request, donor.email, "tribute-copy");

      // The outbox page shows the card and its certificate; the PDF is the person's, in the card's language.
      await page.goto(`${apiUrl}/dev/outbox`);
      const article = page
        .locator("article.mail")
        .filter({ hasText: honoree })
        .filter({ hasText: "tribute-card" });
      await expect(article).toContainText(`· ${locale} ·`);
      const attachment = article.getByRole("link", { name: /\.pdf$/ });
      const href = await attachment.getAttribute("href");
      const pdf = await request.get(`${apiUrl}${href}`);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      const path = testInfo.outputPath(`certificate-${locale}.pdf`);
      await writeFile(path, await pdf.body());
      const facts = await readPdf(path);
      expect(facts.header).toBe("%PDF");
      expect(facts.pageCount).toBe(1);
      expect(facts.pageBoxes[0]?.map(Math.round)).toEqual([0, 0, 595, 842]);
      // The script text is drawn as text; a long name wraps, so words are compared without the breaks.
      const flat = (text: string) => text.replace(/\s+/g, "");
      expect(flat(facts.text)).toContain(flat(honoreeName));
      expect(facts.text).toContain(tr(locale, "api", "tribute.certificate.title"));
      expect(facts.text).toContain("CO₂");
      // A picture of it, to look at (docs/decisions/e2e.md keeps these in the test output).
      execFileSync("pdftoppm", [
        "-png",
        "-r",
        "60",
        "-singlefile",
        path,
        testInfo.outputPath(`certificate-${locale}`),
      ]);
    });
  });
}
