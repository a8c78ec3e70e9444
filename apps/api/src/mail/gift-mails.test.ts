import { describe, expect, it } from "vitest";
import type { Locale } from "../platform/db/schema/users.ts";
import { giftMailTemplates } from "./gift-mails.ts";
import { mailTemplates } from "./templates.ts";

/** The mails about a donor's money (docs/decisions/guest-links.md), in both languages. */
const receipt = (locale: Locale, campaign: string | null) =>
  mailTemplates.receipt(locale, {
    name: "Sari",
    localId: "RL-261123-4F2A9C",
    type: "single",
    amount: "Rp 150.000",
    date: "2026-11-23",
    campaign,
    viewUrl: "http://d/invoice/download/RL-261123-4F2A9C?locale=id#link=t0k",
  });

describe("the receipt", () => {
  it("names the campaign, or the foundation's general fund, in the donor's language", () => {
    expect(receipt("id", "Mangrove Demak").text).toContain("untuk kampanye “Mangrove Demak”");
    expect(receipt("en", "Demak mangroves").text).toContain("for the campaign “Demak mangroves”");
    expect(receipt("id", null).text).toContain("untuk dana umum yayasan");
    expect(receipt("en", null).text).toContain("for the foundation's general fund");
  });

  it("carries its one number and the signed link to the receipt, which needs no account", () => {
    for (const locale of ["id", "en"] as const) {
      const mail = receipt(locale, null);
      expect(mail.subject).toContain("RL-261123-4F2A9C");
      expect(mail.text).toContain("RL-261123-4F2A9C");
      expect(mail.text).toContain("#link=t0k");
      expect(mail.html).toContain("#link=t0k");
      expect(mail.text).not.toMatch(/[0-9A-F]{14}/);
    }
    expect(receipt("id", null).text).toContain("Lihat bukti donasi: http://d/invoice");
    expect(receipt("en", null).text).toContain("View receipt: http://d/invoice");
    expect(receipt("en", null).text).toContain("without signing in");
  });
});

describe("the refund mail", () => {
  const refund = (locale: Locale, stopUrl?: string) =>
    giftMailTemplates.refund(locale, {
      name: "Sari",
      localId: "RL-261123-4F2A9C",
      amount: "Rp 150.000",
      date: "2026-11-23",
      campaign: locale === "id" ? "Mangrove Demak" : "Demak mangroves",
      ...(stopUrl ? { stopUrl } : {}),
    });

  it("says which gift's money went back, when and how long the bank may take, in both languages", () => {
    const id = refund("id");
    const en = refund("en");
    expect([id.kind, en.kind]).toEqual(["refund", "refund"]);
    expect(id.subject).toBe("Donasimu RL-261123-4F2A9C telah dikembalikan");
    expect(en.subject).toBe("Your donation RL-261123-4F2A9C was refunded");
    expect(id.text).toContain("Halo Sari,");
    expect(id.text).toContain("Rp 150.000");
    expect(id.text).toContain("Senin, 23 November 2026");
    expect(en.text).toContain("Monday, 23 November 2026");
    expect(id.text).toContain("kampanye “Mangrove Demak”");
    expect(en.text).toContain("14 working days");
    expect(id.text).not.toContain("/donation/stop");
  });

  it("of a monthly plan's charge says the plan goes on and carries the plan's stop link", () => {
    const mail = refund("en", "http://s/donation/stop?pgid=p&token=t");
    expect(mail.text).toContain("Your monthly donation itself goes on.");
    expect(mail.text).toContain("http://s/donation/stop?pgid=p&token=t");
    expect(mail.html).toContain("http://s/donation/stop?pgid=p&amp;token=t");
  });
});

describe("the mail of a payment not completed", () => {
  it("greets neutrally (the address is unconfirmed) and offers to give again", () => {
    const id = giftMailTemplates.paymentIncomplete("id", {
      amount: "Rp 50.000",
      campaign: null,
      retryUrl: "http://s/donation/single/form",
    });
    const en = giftMailTemplates.paymentIncomplete("en", {
      amount: "Rp 50.000",
      campaign: "Demak mangroves",
      retryUrl: "http://s/en/campaign/demak",
    });
    expect(id.text.startsWith("Halo,")).toBe(true);
    expect(en.text.startsWith("Hello,")).toBe(true);
    expect(id.text).toContain("Donasi lagi: http://s/donation/single/form");
    expect(en.text).toContain("Give again: http://s/en/campaign/demak");
    expect(en.text).toContain("no money was taken");
  });
});

describe("the stop confirmation", () => {
  it("says so when staff stopped the plan on the donor's request", () => {
    const own = mailTemplates.stopConfirmation("en", { name: "Sari", amount: "Rp 50.000" });
    const staff = mailTemplates.stopConfirmation("en", { name: "Sari", amount: "Rp 50.000", byStaff: true });
    const staffId = mailTemplates.stopConfirmation("id", {
      name: "Sari",
      amount: "Rp 50.000",
      byStaff: true,
    });
    expect(own.text).not.toContain("Our team");
    expect(staff.text).toContain("Our team recorded this stop at your request.");
    expect(staffId.text).toContain("Tim kami mencatat penghentian ini atas permintaanmu.");
  });
});
