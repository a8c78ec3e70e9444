import { describe, expect, it } from "vitest";
import {
  forgotSchema,
  loginSchema,
  PASSWORD_MIN_LENGTH,
  passwordChangeDialogSchema,
  passwordDialogSchema,
  passwordUpdateRequestSchema,
  resetFormSchema,
  resetRequestSchema,
  tokenRequestSchema,
  twoFactorCodeRequestSchema,
} from "./auth.ts";
import { errorsOf } from "./test-helpers.ts";

const token = "abcdefghijklmnop1234";

describe("login", () => {
  it.each([
    [{ email: "budi@mail.com", password: "x" }, {}],
    [{ email: "", password: "x" }, { email: "login.emailEmpty" }],
    [{ password: "x" }, { email: "login.emailEmpty" }],
    [{ email: "budi@", password: "x" }, { email: "login.emailFormat" }],
    [{ email: "budi@mail.com", password: "" }, { password: "login.passwordEmpty" }],
    [
      { email: "", password: "" },
      { email: "login.emailEmpty", password: "login.passwordEmpty" },
    ],
  ])("%j -> %j", (input, errors) => {
    expect(errorsOf(loginSchema, input)).toEqual(errors);
  });

  it("reads remember me from the checkbox", () => {
    expect(loginSchema.parse({ email: "a@b.co", password: "x", remember: "on" }).remember).toBe(true);
    expect(loginSchema.parse({ email: "a@b.co", password: "x" }).remember).toBe(false);
  });
});

describe("forgot and reset", () => {
  it.each([
    [{ email: "budi@mail.com" }, {}],
    [{ email: "" }, { email: "invalid.emptyEmail" }],
    [{ email: "nope" }, { email: "invalid.invalidEmail" }],
  ])("forgot %j -> %j", (input, errors) => {
    expect(errorsOf(forgotSchema, input)).toEqual(errors);
  });

  it.each([
    [{ password: "rahasia123", confirm: "rahasia123", token }, {}],
    [
      { password: "", confirm: "", token },
      { password: "password.empty", confirm: "password.confirmEmpty" },
    ],
    [{ password: "short", confirm: "short", token }, { password: "password.tooShort" }],
    [{ password: "x".repeat(129), confirm: "x".repeat(129), token }, { password: "password.tooLong" }],
    [{ password: "rahasia123", confirm: "rahasia124", token }, { confirm: "password.mismatch" }],
    [{ password: "rahasia123", confirm: "rahasia123", token: "bad token" }, { token: "reset.invalidToken" }],
    [{ password: "rahasia123", confirm: "rahasia123" }, { token: "reset.invalidToken" }],
  ])("reset form %j -> %j", (input, errors) => {
    expect(errorsOf(resetFormSchema, input)).toEqual(errors);
  });

  it("validates call 16's payload", () => {
    expect(errorsOf(resetRequestSchema, { password: "rahasia123", token })).toEqual({});
    expect(errorsOf(resetRequestSchema, { password: "rahasia", token })).toEqual({
      password: "password.tooShort",
    });
  });
});

describe("passwords on the profile", () => {
  it.each([
    [{ password: "" }, { password: "password.empty" }],
    [{}, { password: "password.empty" }],
    [{ password: "123456789" }, { password: "password.tooShort" }],
    [{ password: "1234567890" }, {}],
    [{ password: " spaces count " }, {}],
  ])("dialog %j -> %j", (input, errors) => {
    expect(errorsOf(passwordDialogSchema, input)).toEqual(errors);
  });
});

describe("current password", () => {
  it("asks at least 10 characters of a new password, in the browser and the API alike", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(errorsOf(resetRequestSchema, { password: "x".repeat(9), token })).toEqual({
      password: "password.tooShort",
    });
  });

  it.each([
    [{ current_password: "old-secret", password: "rahasia-baru-1" }, {}],
    [{ password: "rahasia-baru-1" }, { current_password: "password.currentEmpty" }],
    [{ current_password: "", password: "rahasia-baru-1" }, { current_password: "password.currentEmpty" }],
    // An old password shorter than today's minimum still counts as the current one.
    [{ current_password: "short", password: "rahasia-baru-1" }, {}],
  ])("change dialog %j -> %j", (input, errors) => {
    expect(errorsOf(passwordChangeDialogSchema, input)).toEqual(errors);
  });

  it("call 9 carries current_password as an optional field; wrong types are refused", () => {
    expect(errorsOf(passwordUpdateRequestSchema, { email: "a@b.co", password: "rahasia-baru-1" })).toEqual(
      {},
    );
    expect(
      errorsOf(passwordUpdateRequestSchema, {
        email: "a@b.co",
        password: "rahasia-baru-1",
        current_password: ["x"],
      }),
    ).toEqual({ current_password: "password.currentEmpty" });
  });
});

describe("token call (call 1)", () => {
  it("needs platform pwa and an app id", () => {
    expect(errorsOf(tokenRequestSchema, { platform: "pwa", apps: "site", crx: "" })).toEqual({});
    expect(errorsOf(tokenRequestSchema, { platform: "web", apps: "", crx: "" })).toEqual({
      platform: "error.validation",
      apps: "error.validation",
    });
  });
});

describe("two-factor code", () => {
  it.each([
    [{ code: "123456" }, {}],
    [{ code: " 123 456 " }, {}],
    [{ code: "aB3dE-9kLmN" }, {}],
    [{}, { code: "twoFactor.codeEmpty" }],
    [{ code: "   " }, { code: "twoFactor.codeEmpty" }],
    [{ code: "12345" }, { code: "twoFactor.codeWrong" }],
    [{ code: "1234567" }, { code: "twoFactor.codeWrong" }],
    [{ code: "12 34 56" }, { code: "twoFactor.codeWrong" }],
    [{ code: "aB3dE9kLmN" }, { code: "twoFactor.codeWrong" }],
    [{ code: "x".repeat(10_000) }, { code: "twoFactor.codeWrong" }],
  ])("%j -> %j", (input, errors) => {
    expect(errorsOf(twoFactorCodeRequestSchema, input)).toEqual(errors);
  });
});
