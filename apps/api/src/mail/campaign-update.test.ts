import { describe, expect, it } from "vitest";
import { campaignUpdateMail, richTextMailParts } from "./campaign-update.ts";

const input = {
  name: "Sari",
  campaign: "Hutan Kalimantan",
  body: "We planted **1,200 seedlings** this month.\n\n- 800 *meranti*\n- 400 [ulin](https://rimbun.test/ulin)",
  photo: {
    url: "http://api.test/v1/images/img-1/960.webp",
    alt: "Seedlings in the nursery",
    width: 1600,
    height: 900,
  },
  fundsUsed: { amount: "Rp 1.500.000", description: "seedlings and transport" },
  pageUrl: "http://site.test/en/campaign/hutan",
  unsubscribeUrl: "http://api.test/v1/mail/unsubscribe?token=abc&locale=en",
};

describe("campaign update mail", () => {
  it("renders the update's rich text as mail HTML and as text with the links written out", () => {
    const parts = richTextMailParts(input.body);
    expect(parts.html).toContain("<strong>1,200 seedlings</strong>");
    expect(parts.html).toContain("<li>800 <em>meranti</em></li>");
    expect(parts.html).toContain('<a href="https://rimbun.test/ulin" style="color:#1e6b3c">ulin</a>');
    expect(parts.text).toBe(
      "We planted 1,200 seedlings this month.\n\n- 800 meranti\n- 400 ulin (https://rimbun.test/ulin)",
    );
  });

  it("never lets the update's text become markup", () => {
    const parts = richTextMailParts(
      '<script>alert(1)</script> **<b onclick="x">bold</b>** [x](javascript:alert(1)) [y](https://a.test/"><img src=x>)',
    );
    expect(parts.html).not.toMatch(/<script|<b |<img|href="javascript|href="https:\/\/a\.test\/">/);
    expect(parts.html).toContain("&lt;script&gt;");
  });

  it("exists in both languages with the funds used, the photo, the page link and one-click unsubscribe", () => {
    const en = campaignUpdateMail("en", input);
    const id = campaignUpdateMail("id", input);
    expect(en.kind).toBe("campaign-update");
    expect(en.subject).toBe("News from Hutan Kalimantan");
    expect(id.subject).not.toBe(en.subject);
    expect(id.html).toContain('<html dir="ltr" lang="id">');
    expect(en.text).toContain("Hello Sari,");
    expect(en.text).toContain("Funds used: Rp 1.500.000 for seedlings and transport");
    expect(en.html).toContain('alt="Seedlings in the nursery" width="512" height="288"');
    expect(en.html).toContain('href="http://site.test/en/campaign/hutan"');
    expect(en.text).toContain(input.unsubscribeUrl);
    expect(en.html).toContain(input.unsubscribeUrl.replace("&", "&amp;"));
    expect(en.headers).toEqual({
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("greets neutrally without a name and leaves out what the update does not have", () => {
    const mail = campaignUpdateMail("en", { ...input, name: null, photo: null, fundsUsed: null });
    expect(mail.text.startsWith("Hello,")).toBe(true);
    expect(mail.html).not.toContain("<img");
    expect(mail.text).not.toContain("Funds used");
  });
});
