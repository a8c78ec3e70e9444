import { describe, expect, it } from "vitest";
import { hasAbuse, hasLink, normalizeWallMessage, wallDisplayName, wallHoldReason } from "./donor-wall.ts";
import { createPaymentPayloadSchemaFor } from "./schemas/donation.ts";

describe("the wall's hold rules", () => {
  it.each([
    "lihat http://x.test",
    "HTTPS://contoh",
    "www.contoh",
    "kunjungi slotku.com ya",
    "slotku . com",
    "slotku[dot]id",
    "chat wa.me/6281234",
    "bit.ly/abc",
  ])("holds a link: %s", (text) => {
    expect(hasLink(text)).toBe(true);
    expect(wallHoldReason(text)).toBe("link");
  });

  it.each(["Semoga sehat selalu.Aamiin", "Semoga hutannya lestari. Amin!", "Rp 50.000 untuk bumi"])(
    "lets ordinary text through: %s",
    (text) => {
      expect(wallHoldReason(text)).toBeNull();
    },
  );

  it.each(["dasar ANJIIING", "b4ngs4t kalian", "slot gacor hari ini", "what the fuck", "Judi  Online"])(
    "holds abuse: %s",
    (text) => {
      expect(hasAbuse(text)).toBe(true);
      expect(wallHoldReason(text)).toBe("abuse");
    },
  );

  it("matches whole words only", () => {
    expect(hasAbuse("santai saja, semoga berkah")).toBe(false);
    expect(hasAbuse("Dickens wrote books")).toBe(false);
  });
});

describe("a wall message's text", () => {
  it("drops controls and direction marks, keeps markup as text", () => {
    expect(normalizeWallMessage("  a\u0000b\u202Ec\r\n\r\n\r\n\r\nd  ")).toBe("abc\n\nd");
    expect(normalizeWallMessage("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });

  it("names the donor as chosen", () => {
    expect(wallDisplayName("  Budi   Santoso ", "full")).toBe("Budi Santoso");
    expect(wallDisplayName("Budi Santoso", "first")).toBe("Budi");
    expect(wallDisplayName("Budi Santoso", "anonymous")).toBeNull();
  });
});

describe("call 3's wall fields", () => {
  const base = {
    amount: "50000",
    email: "budi@mail.com",
    fullname: "Budi",
    payment_methods: "BNI",
    phone: "812345678",
    idempotency_key: "a".repeat(20),
  };
  const schema = createPaymentPayloadSchemaFor("single");

  it("are optional, and read from a form", () => {
    const plain = schema.parse(base);
    expect(plain.wall_message).toBeUndefined();
    expect(plain.wall_display).toBeUndefined();
    expect(plain.wall_show_amount).toBeUndefined();
    const wall = schema.parse({
      ...base,
      wall_message: " Semoga  ",
      wall_display: "first",
      wall_show_amount: "on",
    });
    expect(wall).toMatchObject({ wall_message: "Semoga", wall_display: "first", wall_show_amount: true });
    expect(schema.parse({ ...base, wall_display: "" }).wall_display).toBeUndefined();
  });

  it("refuse a long message, an unknown display and wrong types", () => {
    expect(schema.safeParse({ ...base, wall_message: "a".repeat(281) }).success).toBe(false);
    expect(schema.safeParse({ ...base, wall_message: "🌳".repeat(280) }).success).toBe(true);
    expect(schema.safeParse({ ...base, wall_display: "everyone" }).success).toBe(false);
    expect(schema.safeParse({ ...base, wall_message: 5 }).success).toBe(false);
    expect(schema.safeParse({ ...base, wall_show_amount: 1 }).success).toBe(false);
  });
});
