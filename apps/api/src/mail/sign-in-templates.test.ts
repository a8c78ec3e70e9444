import { describe, expect, it } from "vitest";
import { sensitiveMailKinds } from "./mailer.ts";
import { signInMailTemplates } from "./sign-in-templates.ts";

const all = (locale: "id" | "en") => [
  signInMailTemplates.signInLink(locale, { name: "Sari", url: "http://d/login/link?token=a", minutes: 15 }),
  signInMailTemplates.welcome(locale, {
    name: "Sari",
    signInUrl: "http://d/login/link?token=b",
    passwordUrl: "http://d/reset?token=c&welcome=1",
  }),
];

describe("sign-in mails", () => {
  it("exist in both languages, hold their links in HTML and text, and are sensitive", () => {
    const id = all("id");
    const en = all("en");
    id.forEach((mail, index) => {
      const english = en[index];
      expect(mail.subject).not.toBe(english?.subject);
      expect(mail.text).not.toBe(english?.text);
      expect(mail.html).toContain('<html dir="ltr" lang="id">');
      expect(english?.html).toContain('<html dir="ltr" lang="en">');
      expect(sensitiveMailKinds.has(mail.kind)).toBe(true);
      for (const url of mail.text.match(/http:\/\/\S+/g) ?? [])
        expect(mail.html).toContain(url.replaceAll("&", "&amp;"));
    });
    expect(id[0]?.text).toContain("15 menit");
    expect(en[0]?.text).toContain("15 minutes");
    // The welcome signs in first; the password is the second, optional link.
    const welcome = en[1]?.text ?? "";
    expect(welcome.indexOf("/login/link")).toBeLessThan(welcome.indexOf("/reset"));
  });
});
