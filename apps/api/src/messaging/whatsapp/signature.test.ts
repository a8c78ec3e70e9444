import { describe, expect, it } from "vitest";
import { sameVerifyToken, verifyWhatsAppSignature, whatsAppSignature } from "./signature.ts";

const secret = "app-secret-0123456789";
const body = '{"object":"whatsapp_business_account","entry":[]}';

describe("X-Hub-Signature-256 over the raw body", () => {
  it("accepts the HMAC-SHA256 of exactly these bytes with the app secret", () => {
    const header = whatsAppSignature(body, secret);
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWhatsAppSignature(body, header, secret)).toBe(true);
  });

  it("refuses another body, another secret, a missing, truncated, unprefixed or huge header", () => {
    const header = whatsAppSignature(body, secret);
    expect(verifyWhatsAppSignature(`${body} `, header, secret)).toBe(false);
    expect(
      verifyWhatsAppSignature(
        JSON.stringify(JSON.parse(body)),
        whatsAppSignature(body, "other-secret-0123"),
        secret,
      ),
    ).toBe(false);
    expect(verifyWhatsAppSignature(body, undefined, secret)).toBe(false);
    expect(verifyWhatsAppSignature(body, "", secret)).toBe(false);
    expect(verifyWhatsAppSignature(body, header.slice(0, -1), secret)).toBe(false);
    expect(verifyWhatsAppSignature(body, header.slice("sha256=".length), secret)).toBe(false);
    expect(verifyWhatsAppSignature(body, header.toUpperCase(), secret)).toBe(false);
    expect(verifyWhatsAppSignature(body, `${header}${"0".repeat(500)}`, secret)).toBe(false);
  });

  it("compares the verify token whatever the lengths", () => {
    expect(sameVerifyToken("verify-token-0123456", "verify-token-0123456")).toBe(true);
    expect(sameVerifyToken("verify", "verify-token-0123456")).toBe(false);
    expect(sameVerifyToken("", "verify-token-0123456")).toBe(false);
  });
});
