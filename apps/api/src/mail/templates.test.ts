import { describe, expect, it } from "vitest";
import { mailTemplates } from "./templates.ts";

const all = (locale: "id" | "en") => [
  mailTemplates.setPassword(locale, { name: "Sari", url: "http://d/reset?token=a" }),
  mailTemplates.resetPassword(locale, { name: "Sari", url: "http://d/reset?token=b" }),
  mailTemplates.receipt(locale, {
    name: "Sari",
    localId: "RL-1",
    type: "monthly",
    amount: "Rp 50.000",
    date: "2026-11-22",
    campaign: null,
    viewUrl: "http://d/invoice#link=a",
    stopUrl: "http://s/stop",
  }),
  mailTemplates.invoice(locale, {
    name: "Sari",
    amount: "Rp 50.000",
    payUrl: "http://pay",
    viewUrl: "http://d/invoice#link=b",
    stopUrl: "http://s/stop",
  }),
  mailTemplates.reminder(locale, {
    name: "Sari",
    amount: "Rp 50.000",
    date: "2026-12-01",
    stopUrl: "http://s/stop",
  }),
  mailTemplates.stopConfirmation(locale, { name: "Sari", amount: "Rp 50.000" }),
  mailTemplates.reportRequest(locale, { name: "Sari", siteUrl: "http://s", newsletter: true }),
  mailTemplates.volunteerApplication(locale, { name: "Sari" }),
];

describe("mail templates", () => {
  it("every mail exists in both languages, with different text and its links in HTML and text", () => {
    const id = all("id");
    const en = all("en");
    expect(id.map((mail) => mail.kind)).toEqual([
      "set-password",
      "reset-password",
      "receipt",
      "invoice",
      "reminder",
      "stop-confirmation",
      "report-request",
      "volunteer-application",
    ]);
    id.forEach((mail, index) => {
      const english = en[index];
      expect(mail.subject).not.toBe(english?.subject);
      expect(mail.html).toContain('<html dir="ltr" lang="id">');
      expect(english?.html).toContain('<html dir="ltr" lang="en">');
      expect(mail.text).toContain("Sari");
      for (const url of mail.text.match(/http:\/\/\S+/g) ?? [])
        expect(mail.html).toContain(url.replaceAll("&", "&amp;"));
    });
    expect(id[0]?.text).toContain("Halo Sari,");
    expect(en[0]?.text).toContain("Hello Sari,");
    expect(id[2]?.text).toContain("bulanan");
    expect(en[3]?.text).toContain("http://s/stop");
  });

  it("escapes names so a donor cannot inject HTML into a mail", () => {
    const mail = mailTemplates.volunteerApplication("en", { name: '<img src=x onerror="alert(1)">' });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img");
  });
});
