import { describe, expect, it } from "vitest";
import { linkedMethodMails } from "./linked-method-mails.ts";

const input = { name: "Sari", amount: "Rp 50.000", channel: "VISA" };
const all = (locale: "id" | "en") => [
  linkedMethodMails.methodExpiring(locale, {
    ...input,
    date: "2027-03-31",
    changeUrl: "http://d/dashboard/recurring",
  }),
  linkedMethodMails.methodUnlinked(locale, { ...input, changeUrl: "http://d/dashboard/recurring" }),
  linkedMethodMails.methodLink(locale, { ...input, linkUrl: "http://x/link/repl_1" }),
];

describe("linked-method mails", () => {
  it("exist in both languages with their figures and their one link, in HTML and text", () => {
    const id = all("id");
    const en = all("en");
    for (const [index, mail] of en.entries()) {
      const other = id[index];
      expect(other?.kind).toBe(mail.kind);
      expect(other?.subject).not.toBe(mail.subject);
      for (const rendered of [mail, other]) {
        expect(rendered?.text).toContain("Rp 50.000");
        expect(rendered?.text).toContain("VISA");
        expect(rendered?.text).toMatch(/http:\/\/(d\/dashboard\/recurring|x\/link\/repl_1)/);
        expect(rendered?.html).toContain('href="http://');
      }
    }
    expect(id[0]?.text).toContain("31 Maret 2027");
    expect(id[0]?.text).not.toContain("2027-03-31");
    expect(id[0]?.subject).toMatch(/kedaluwarsa/);
    expect(en[2]?.text).toMatch(/never see your card details/);
  });
});
