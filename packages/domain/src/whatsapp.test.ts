import { describe, expect, it } from "vitest";
import { createPaymentPayloadSchemaFor } from "./schemas/donation.ts";
import { formatWhatsAppNumber, normalizeWhatsAppNumber } from "./whatsapp.ts";

describe("WhatsApp numbers as people type them", () => {
  it.each([
    ["0812 3456 7890", "+6281234567890"],
    ["0812-3456-7890", "+6281234567890"],
    ["6281234567890", "+6281234567890"],
    ["+62 812-3456-7890", "+6281234567890"],
    ["+62 8123 4567 890", "+6281234567890"],
    ["81234567890", "+6281234567890"],
  ])("%j is %j", (typed, phone) => {
    expect(normalizeWhatsAppNumber(typed)).toBe(phone);
  });

  it.each([["0215551234"], ["+6581234567"], ["0812"], ["x".repeat(41)], ["0812<b>1</b>"]])(
    "%j is no WhatsApp number",
    (typed) => {
      expect(normalizeWhatsAppNumber(typed)).toBeNull();
    },
  );
});

describe("a number as people read it", () => {
  it("groups the national digits after +62", () => {
    expect(formatWhatsAppNumber("+6281234567890")).toBe("+62 812-3456-7890");
    expect(formatWhatsAppNumber("+62812345678")).toBe("+62 812-3456-78");
    expect(formatWhatsAppNumber("-")).toBe("-");
  });
});

describe("monthly's whatsapp_reminders field", () => {
  const monthly = createPaymentPayloadSchemaFor("recurring");
  const form = {
    amount: "100000",
    email: "wa@example.test",
    fullname: "Wulan",
    payment_methods: "BNI",
    phone: "81234567890",
    interval: "MONTH",
    interval_count: "1",
    idempotency_key: "wa-reminders-key-0001",
  };

  // The kinds' schemas share one type, a union: only monthly's has the field.
  const reminders = (input: object) =>
    (monthly.parse(input) as { whatsapp_reminders?: boolean }).whatsapp_reminders;

  it("reads true and the form word, and is off when absent", () => {
    expect(reminders({ ...form, whatsapp_reminders: true })).toBe(true);
    expect(reminders({ ...form, whatsapp_reminders: "true" })).toBe(true);
    expect(reminders({ ...form, whatsapp_reminders: "false" })).toBe(false);
    expect(reminders(form)).toBe(false);
  });

  it("refuses other types, and a landline when reminders are asked for (on the phone field)", () => {
    for (const value of [1, "yes", "on", {}, [], null])
      expect(monthly.safeParse({ ...form, whatsapp_reminders: value }).success, String(value)).toBe(false);
    const landline = monthly.safeParse({ ...form, phone: "0215551234", whatsapp_reminders: true });
    expect(landline.error?.issues).toEqual([
      expect.objectContaining({ path: ["phone"], message: "invalid.whatsAppNumber" }),
    ]);
    expect(monthly.safeParse({ ...form, phone: "0215551234" }).success).toBe(true);
  });
});
