import { describe, expect, it } from "vitest";
import { createPaymentPayloadSchemaFor } from "./schemas/donation.ts";
import { tributeDayChangeSchema } from "./schemas/tribute.ts";
import { tributeDayAllowed, tributeDayBounds, tributeQuickChoices, tributeSendAt } from "./tributes.ts";

// 23:30 in Jakarta on 27 November 2026 (16:30 UTC).
const lateEvening = new Date("2026-11-27T16:30:00Z");

describe("a tribute card's day", () => {
  it("is today or later in Jakarta, at most a year ahead", () => {
    expect(tributeDayAllowed("2026-11-27", lateEvening)).toBe(true);
    expect(tributeDayAllowed("2026-11-26", lateEvening)).toBe(false);
    expect(tributeDayAllowed("2027-11-27", lateEvening)).toBe(true);
    expect(tributeDayAllowed("2027-11-28", lateEvening)).toBe(false);
    expect(tributeDayAllowed("2026-02-30", lateEvening)).toBe(false);
    expect(tributeDayAllowed("27/11/2026", lateEvening)).toBe(false);
    expect(tributeDayBounds(lateEvening)).toEqual({ min: "2026-11-27", max: "2027-11-27" });
  });

  it("leaves at 09:00 Jakarta, or at once when that hour has passed", () => {
    expect(tributeSendAt("2026-11-28", lateEvening).toISOString()).toBe("2026-11-28T02:00:00.000Z");
    expect(tributeSendAt("2026-11-27", lateEvening)).toEqual(lateEvening);
    const early = new Date("2026-11-27T00:10:00Z");
    expect(tributeSendAt("2026-11-27", early).toISOString()).toBe("2026-11-27T02:00:00.000Z");
  });

  it("offers today, tomorrow and the next Idul Fitri within a year", () => {
    expect(tributeQuickChoices(lateEvening)).toEqual([
      { choice: "today", day: "2026-11-27" },
      { choice: "tomorrow", day: "2026-11-28" },
      { choice: "idul-fitri", day: "2027-03-10" },
    ]);
    expect(tributeQuickChoices(new Date("2029-06-01T00:00:00Z")).map((c) => c.choice)).toEqual([
      "today",
      "tomorrow",
    ]);
  });
});

describe("call 3's tribute fields", () => {
  const base = {
    amount: "50000",
    email: "a@example.org",
    fullname: "Ani",
    payment_methods: "QRIS",
    phone: "81234567890",
    idempotency_key: "tribute-test-key-0001",
  };
  it("read a tribute, trimming and normalizing its text", () => {
    const parsed = createPaymentPayloadSchemaFor("single").parse({
      ...base,
      tribute_occasion: "memory",
      tribute_name: "  Ibu Sari\u200b ",
      tribute_email: "Sari@Example.org",
      tribute_message: "<script>alert(1)</script>",
      tribute_send_on: "2026-12-01",
      tribute_locale: "en",
      tribute_show_amount: "on",
    });
    expect(parsed).toMatchObject({
      tribute_occasion: "memory",
      tribute_name: "Ibu Sari",
      tribute_email: "sari@example.org",
      tribute_message: "<script>alert(1)</script>",
      tribute_send_on: "2026-12-01",
      tribute_locale: "en",
      tribute_show_amount: true,
    });
  });
  it("treat blank fields as none and refuse what is too long or malformed", () => {
    const none = createPaymentPayloadSchemaFor("single").parse({
      ...base,
      tribute_occasion: "",
      tribute_name: "",
    });
    expect(none.tribute_occasion).toBeUndefined();
    const schema = createPaymentPayloadSchemaFor("single");
    expect(schema.safeParse({ ...base, tribute_name: "x".repeat(81) }).success).toBe(false);
    expect(schema.safeParse({ ...base, tribute_message: "x".repeat(301) }).success).toBe(false);
    expect(schema.safeParse({ ...base, tribute_occasion: "party" }).success).toBe(false);
    expect(schema.safeParse({ ...base, tribute_send_on: "tomorrow" }).success).toBe(false);
    expect(schema.safeParse({ ...base, tribute_email: "not-mail" }).success).toBe(false);
    expect(schema.safeParse({ ...base, tribute_locale: "fr" }).success).toBe(false);
    expect(tributeDayChangeSchema.safeParse({ send_on: "2026-12-01", extra: 1 }).success).toBe(false);
  });
});
