import { describe, expect, it } from "vitest";
import { z } from "zod";
import { newIdempotencyKey } from "../donations.ts";
import {
  emailSchema,
  formBoolean,
  idempotencyKeySchema,
  jsonText,
  normalizePhone,
  phoneSchema,
  phoneWithoutPrefix,
} from "./fields.ts";
import { errorsOf } from "./test-helpers.ts";

describe("phone (+62 handling)", () => {
  it.each([
    ["8123456789", "+628123456789"],
    ["08123456789", "+628123456789"],
    ["+628123456789", "+628123456789"],
    ["628123456789", "+628123456789"],
    ["0812-3456-789", "+628123456789"],
    ["+62 812 3456 789", "+628123456789"],
    ["(021) 5551234", "+62215551234"],
    ["0", null],
    ["12345", null],
    ["0812345678901234", null],
    ["08123abc789", null],
    ["+6508123456789", null],
  ])("%j -> %j", (text, phone) => {
    expect(normalizePhone(text)).toBe(phone);
  });

  it.each([
    ["", "invalid.phone"],
    [undefined, "invalid.phone"],
    ["   ", "invalid.phone"],
    ["12", "invalid.phoneFormat"],
  ])("%j -> %s", (input, id) => {
    expect(errorsOf(phoneSchema, input)._form).toBe(id);
  });

  it("strips the prefix for the input that shows it", () => {
    expect(phoneWithoutPrefix("+628123456789")).toBe("8123456789");
  });
});

describe("e-mail (the pattern text@text.text)", () => {
  it.each([
    ["budi@mail.com", undefined],
    ["  Budi@Mail.COM ", undefined],
    ["", "invalid.emptyEmail"],
    [undefined, "invalid.emptyEmail"],
    ["budi", "invalid.invalidEmail"],
    ["budi@mail", "invalid.invalidEmail"],
    ["budi @mail.com", "invalid.invalidEmail"],
    ["@mail.com", "invalid.invalidEmail"],
  ])("%j -> %s", (input, id) => {
    expect(errorsOf(emailSchema, input)._form).toBe(id);
  });

  it("trims and lower-cases", () => {
    expect(emailSchema.parse("  Budi@Mail.COM ")).toBe("budi@mail.com");
  });
});

describe("form helpers", () => {
  it.each([
    [true, true],
    ["true", true],
    ["on", true],
    ["1", true],
    [false, false],
    ["false", false],
    ["", false],
    [undefined, false],
  ])("checkbox %j -> %s", (input, value) => {
    expect(formBoolean.parse(input)).toBe(value);
  });

  it("reads JSON text fields of multipart forms", () => {
    const schema = jsonText(z.object({ a: z.string() }));
    expect(schema.parse('{"a":"x"}')).toEqual({ a: "x" });
    expect(schema.parse({ a: "y" })).toEqual({ a: "y" });
    expect(errorsOf(schema, "{not json")._form).toBe("error.validation");
  });
});

describe("idempotencyKeySchema", () => {
  it("accepts generated idempotency keys and refuses short or odd ones", () => {
    expect(idempotencyKeySchema.safeParse(newIdempotencyKey()).success).toBe(true);
    expect(idempotencyKeySchema.safeParse("short").success).toBe(false);
    expect(idempotencyKeySchema.safeParse("has spaces in it, sixteen+").success).toBe(false);
  });
});
