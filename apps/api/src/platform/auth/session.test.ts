import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedSessionToken } from "./session.ts";

const secret = "a-test-secret-that-is-long-enough-0123";
/** better-call's signed cookie, as better-auth sets it. */
const signed = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac("sha256", key).update(token).digest("base64")}`);

describe("the session cookie's signature", () => {
  it("gives back the token of a cookie signed with our secret", () => {
    expect(verifiedSessionToken(secret, signed("AbC123token"))).toBe("AbC123token");
  });

  it("refuses another secret's signature, a changed token, a cut signature and no signature", () => {
    expect(verifiedSessionToken(secret, signed("AbC123token", "another-secret-0123456789abcdef"))).toBeNull();
    const [, signature] = decodeURIComponent(signed("AbC123token")).split(".");
    expect(verifiedSessionToken(secret, encodeURIComponent(`AbC123tokeN.${signature}`))).toBeNull();
    expect(verifiedSessionToken(secret, signed("AbC123token").slice(0, -6))).toBeNull();
    expect(verifiedSessionToken(secret, "AbC123token")).toBeNull();
    expect(verifiedSessionToken(secret, ".")).toBeNull();
  });

  it("refuses malformed percent-encoding and huge values without throwing", () => {
    expect(verifiedSessionToken(secret, "%E0%A4%A")).toBeNull();
    expect(verifiedSessionToken(secret, `${"x".repeat(100_000)}.${"y".repeat(44)}`)).toBeNull();
  });
});
