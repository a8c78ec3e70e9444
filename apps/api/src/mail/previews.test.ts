import { toPlainText } from "@react-email/render";
import { loadMessages } from "@rimbun/i18n";
import { catalogWords, foreignStrings, localeProblems } from "@rimbun/i18n/locale-check";
import { describe, expect, it } from "vitest";
import type { Locale } from "../platform/db/schema/users.ts";
import { mailTokens } from "./mail-tokens.ts";
import { mailPreviews } from "./previews.ts";
import { mailKinds } from "./templates.ts";

const locales: Locale[] = ["id", "en"];

describe("every mail template", () => {
  it("is previewed, so the outbox page and these tests see all of them", () => {
    const kinds = new Set(mailPreviews.map((preview) => preview.render("en").kind));
    expect([...kinds].sort()).toEqual([...mailKinds].sort());
  });

  for (const preview of mailPreviews) {
    for (const locale of locales) {
      it(`${preview.name} (${locale}): HTML in the layout and a text part, numbers and dates for ${locale}`, () => {
        const mail = preview.render(locale);
        expect(mail.html).toMatch(/^<!DOCTYPE html/);
        expect(mail.html).toContain(`lang="${locale}"`);
        expect(mail.html).toContain(mailTokens.band);
        expect(mail.text.length).toBeGreaterThan(80);
        expect(mail.text).not.toMatch(/<[a-z]/i);
        // Neither part has a raw ISO date, a number in the other language's notation or "CO2".
        expect(localeProblems(mail.text, locale)).toEqual([]);
        expect(localeProblems(toPlainText(mail.html), locale)).toEqual([]);
        expect(mail.text).toContain(locale === "id" ? "Salam hangat" : "Warm regards");
        // Every link of the text part is in the HTML (a button or a link), and no remote image or font.
        for (const url of mail.text.match(/https?:\/\/[^\s)]+/g) ?? [])
          expect(mail.html).toContain(url.replaceAll("&", "&amp;"));
        expect(mail.html).not.toMatch(/<link\b|@import|@font-face|<script/i);
      });
    }
  }

  it("holds no sentence of the other language (the api catalogs' words)", async () => {
    const words = catalogWords({
      id: await loadMessages("id", ["api"]),
      en: await loadMessages("en", ["api"]),
    });
    for (const preview of mailPreviews)
      for (const locale of locales) {
        const mail = preview.render(locale);
        const pieces = [mail.subject, ...mail.text.split("\n"), ...toPlainText(mail.html).split("\n")];
        expect(foreignStrings(pieces, locale, words), `${preview.name} (${locale})`).toEqual([]);
      }
    // The check has teeth: the English receipt read as an Indonesian mail is caught.
    const english =
      mailPreviews
        .find((p) => p.name === "receipt")
        ?.render("en")
        .text.split("\n") ?? [];
    expect(foreignStrings(english, "id", words).length).toBeGreaterThan(0);
  });

  it("writes dates and rupiah in the recipient's language", () => {
    const receipt = (locale: Locale) => mailPreviews.find((p) => p.name === "receipt")?.render(locale);
    expect(receipt("id")?.text).toContain("Senin, 23 November 2026");
    expect(receipt("en")?.text).toContain("Monday, 23 November 2026");
    // Rp and its number joined by a no-break space (docs/decisions/words.md#rupiah).
    expect(receipt("id")?.text).toContain("Rp\u00a0150.000");
    expect(receipt("en")?.text).toContain("Rp\u00a0150,000");
    const statement = mailPreviews.find((p) => p.name === "yearly-statement")?.render("en");
    expect(statement?.text).toContain("Rp\u00a01,800,000");
  });

  it("escapes a donor's name in every template: a name never becomes markup", () => {
    const name = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    for (const preview of mailPreviews) {
      const mail = preview.render("en", { name });
      expect(mail.html).not.toContain("<script");
      expect(mail.html).not.toContain("<img src=x");
      if (mail.text.includes("alert(1)")) expect(mail.html).toContain("&lt;script&gt;alert(1)");
    }
  });

  it("keeps the unsubscribe link and the one-click headers of the mails that had them", () => {
    for (const name of ["newsletter", "newsletter-confirm", "yearly-statement", "campaign-update"]) {
      const mail = mailPreviews.find((p) => p.name === name)?.render("id");
      expect(mail?.headers?.["List-Unsubscribe"]).toBe(
        "<http://localhost:8787/v1/mail/unsubscribe?token=sample>",
      );
      expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail?.html).toContain("http://localhost:8787/v1/mail/unsubscribe?token=sample");
      expect(mail?.text).toContain("http://localhost:8787/v1/mail/unsubscribe?token=sample");
    }
  });
});
