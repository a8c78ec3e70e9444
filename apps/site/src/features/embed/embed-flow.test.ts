import { describe, expect, it } from "vitest";
import { embedFields, returnToFromQuery } from "./embed-flow.ts";

const allowed = ["https://partner.example", "http://localhost:3000"];

describe("returnToFromQuery", () => {
  it("takes an origin of the allowlist, in any case", () => {
    expect(returnToFromQuery("?return_to=https://partner.example", allowed)).toBe("https://partner.example");
    expect(returnToFromQuery("?return_to=HTTPS://Partner.Example", allowed)).toBe("https://partner.example");
  });

  it("drops anything else: another origin, a path, a look-alike, nothing", () => {
    expect(returnToFromQuery("?return_to=https://evil.example", allowed)).toBeNull();
    expect(returnToFromQuery("?return_to=https://partner.example/page", allowed)).toBeNull();
    expect(returnToFromQuery("?return_to=https://partner.example.evil.example", allowed)).toBeNull();
    expect(returnToFromQuery("?return_to=javascript:alert(1)", allowed)).toBeNull();
    expect(returnToFromQuery("", allowed)).toBeNull();
  });
});

describe("embedFields", () => {
  const embed = { id: "ABCDEFGHJK", campaign: "jaga-alam", fundraiserPage: null, allowedOrigins: allowed };
  it("always carries the code, and the way back only when there is one", () => {
    expect(embedFields(embed, null)).toEqual({ embed: "ABCDEFGHJK" });
    expect(embedFields(embed, "https://partner.example")).toEqual({
      embed: "ABCDEFGHJK",
      return_to: "https://partner.example",
    });
  });
});
