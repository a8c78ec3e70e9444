import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FORM_ERROR_KEY, isMessageId, issuesToFieldErrors, messageFor, messages } from "./messages.ts";

describe("messages", () => {
  it("has unique ids", () => {
    const ids = Object.values(messages).map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ["invalid.name"],
    ["invalid.phone"],
    ["invalid.emptyEmail"],
    ["invalid.invalidEmail"],
    ["invalid.agree"],
    ["amount50"],
    ["password.mismatch"],
    ["referral.locked"],
    ["login.failed"],
    ["error.rateLimited"],
  ])("keeps the message key %s", (id) => {
    expect(isMessageId(id)).toBe(true);
  });

  it("keeps the original English wording of these messages", () => {
    expect(messages.referralLocked.message).toBe("Not allowed to change referral code more than once.");
    expect(messages.profileMissingFields.message).toBe("Please fill out the following fields: {list}");
    expect(messages.loginEmailEmpty.message).toBe("Email cannot be empty.");
    expect(messages.paymentFailed.message).toBe("Payment Failed or Expired.");
    expect(messages.historyEmpty.message).toBe("No data to display.");
    expect(messages.leaderboardAllTime.message).toBe("All Time");
  });

  it("finds a descriptor by id", () => {
    expect(messageFor("invalid.name")).toEqual({ id: "invalid.name", message: "Please enter your name." });
  });
});

describe("issuesToFieldErrors", () => {
  const schema = z
    .object({
      name: z
        .string()
        .min(1, { error: messages.invalidName.id })
        .min(3, { error: messages.invalidTooLong.id }),
      bank: z.object({ holder: z.string().min(1, { error: messages.invalidRequired.id }) }),
      other: z.string().min(2),
    })
    .refine(() => false, { error: messages.errorConflict.id });

  it("keeps the first id per field, joins nested paths and replaces zod defaults", () => {
    const result = schema.safeParse({ name: "", bank: { holder: "" }, other: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToFieldErrors(result.error)).toEqual({
      name: "invalid.name",
      "bank.holder": "invalid.required",
      other: "error.validation",
      [FORM_ERROR_KEY]: "error.conflict",
    });
  });
});
