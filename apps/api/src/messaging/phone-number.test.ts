import { describe, expect, it } from "vitest";
import {
  maskWhatsAppNumber,
  normalizeWhatsAppNumber,
  numberFromWhatsAppId,
  whatsAppIdOf,
} from "./phone-number.ts";
import { replyMeaning } from "./templates.ts";

describe("WhatsApp numbers from what Indonesians type", () => {
  it.each([
    ["081234567890", "+6281234567890"],
    ["6281234567890", "+6281234567890"],
    ["+62 812-3456-7890", "+6281234567890"],
    ["81234567890", "+6281234567890"],
    ["(0812) 3456.7890", "+6281234567890"],
    [" 0812 3456 789 ", "+628123456789"],
  ])("%j -> %j", (text, phone) => {
    expect(normalizeWhatsAppNumber(text)).toBe(phone);
  });

  it.each([
    ["", "empty"],
    ["0215551234", "a landline"],
    ["+6581234567", "another country"],
    ["0812", "too short"],
    ["08123456789012345", "too long"],
    ["9".repeat(5000), "huge"],
    ["0812<script>1</script>", "script text"],
    ["08123abc789", "letters"],
  ])("%j (%s) -> null", (text) => {
    expect(normalizeWhatsAppNumber(text)).toBeNull();
  });

  it("speaks the platform's digits-only form both ways", () => {
    expect(whatsAppIdOf("+6281234567890")).toBe("6281234567890");
    expect(numberFromWhatsAppId("6281234567890")).toBe("+6281234567890");
    expect(numberFromWhatsAppId("+6281234567890")).toBeNull();
    expect(numberFromWhatsAppId("4915112345678")).toBeNull();
  });

  it("reads YA/YES and STOP/BERHENTI in any case, trimmed, and nothing else", () => {
    expect(replyMeaning("  stop ")).toBe("stop");
    expect(replyMeaning("Berhenti")).toBe("stop");
    expect(replyMeaning("ya")).toBe("confirm");
    expect(replyMeaning("YES\n")).toBe("confirm");
    expect(replyMeaning("please stop")).toBeNull();
    expect(replyMeaning("yaa")).toBeNull();
  });
});

describe("maskWhatsAppNumber", () => {
  it("keeps the country code and the last four digits", () => {
    expect(maskWhatsAppNumber("+6281234567890")).toBe("+62•••••••7890");
    expect(maskWhatsAppNumber("+628123456789")).toBe("+62••••••6789");
    expect(maskWhatsAppNumber("12345")).toBe("•••••");
  });
});
