import { describe, expect, it } from "vitest";
import { signLink, verifyLink } from "./signed-links.ts";

const secret = "a-link-secret-of-thirty-two-chars";
const now = new Date("2026-11-23T05:00:00Z");
const later = new Date(now.getTime() + 3600_000);

describe("signed links", () => {
  it("give back their subject for their purpose until they expire", () => {
    const token = signLink(secret, "donation-view", "id:digest", later);
    expect(verifyLink(secret, "donation-view", token, now)).toBe("id:digest");
    expect(verifyLink(secret, "stop", token, now)).toBeNull();
    expect(verifyLink(`${secret}x`, "donation-view", token, now)).toBeNull();
    expect(verifyLink(secret, "donation-view", token, new Date(later.getTime() + 1000))).toBeNull();
  });

  it("take only the three parts they were issued with", () => {
    const token = signLink(secret, "donation-view", "id:digest", later);
    for (const shape of [
      `${token}.extra`,
      `${token}.`,
      `x.${token}`,
      token.replace(/\./g, ""),
      "",
      "..",
      "ä.ö.ü",
    ])
      expect(verifyLink(secret, "donation-view", shape, now)).toBeNull();
  });
});
