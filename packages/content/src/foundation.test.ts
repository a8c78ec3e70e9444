import { describe, expect, it } from "vitest";
import { foundation, languageNames } from "./index.ts";

const digits = (value: string) => value.replace(/\D/g, "");

describe("foundation", () => {
  it("links the same phone and WhatsApp numbers it shows", () => {
    expect(digits(foundation.phoneHref)).toBe(digits(foundation.phone));
    expect(digits(foundation.whatsappHref)).toBe(digits(foundation.whatsapp));
  });

  it("names the licence issuer and every language in both locales", () => {
    expect(foundation.licence.issuer.id).not.toBe("");
    expect(foundation.licence.issuer.en).not.toBe("");
    expect(Object.keys(languageNames).sort()).toEqual(["en", "id"]);
  });

  it("keeps words out of the licence number, which both languages show as it is (English footer said 'fiktif')", () => {
    expect(foundation.licence.number).not.toMatch(/fiktif|fictional|contoh/i);
    expect(foundation.licence.issuer.en).not.toMatch(/fiktif|contoh/i);
  });

  it("lists each social network once, with a link", () => {
    const networks = foundation.social.map((entry) => entry.network);
    expect(new Set(networks).size).toBe(networks.length);
    for (const entry of foundation.social) expect(entry.href).toMatch(/^https:\/\//);
  });
});
