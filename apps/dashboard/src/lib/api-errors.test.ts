import { setupI18n } from "@lingui/core";
import { messages } from "@rimbun/domain/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { describeApiMessage, isRefusal } from "./api-errors.ts";

const english = Object.fromEntries(Object.values(messages).map((m) => [m.id, m.message]));
const i18n = setupI18n({ locale: "en", messages: { en: english } });

describe("API messages shown to people", () => {
  it("uses the domain's words for an id it knows", () => {
    expect(describeApiMessage(i18n, "referral.locked")).toBe(
      "Not allowed to change referral code more than once.",
    );
  });

  it("words refusals only the API names", () => {
    expect(describeApiMessage(i18n, "referral.taken")).toBe(
      "This code is already used by someone else. Please choose another one.",
    );
  });

  it("never shows a raw id: an unknown one becomes the fallback", () => {
    expect(describeApiMessage(i18n, "something.new")).toBe("Something went wrong. Please try again.");
    expect(describeApiMessage(i18n, "something.new", "profile.updateFailed")).toBe(
      "Failed to update profile.",
    );
  });

  it("treats 4xx answers as refusals the screen explains and 5xx as failures", () => {
    expect(isRefusal(new ApiError(409, "LOCKED", "referral.locked"))).toBe(true);
    expect(isRefusal(new ApiError(500, "INTERNAL", "error.internal"))).toBe(false);
    expect(isRefusal(new TypeError("Failed to fetch"))).toBe(false);
  });
});
