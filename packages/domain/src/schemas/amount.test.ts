import { describe, expect, it } from "vitest";
import { issuesToFieldErrors } from "../messages.ts";
import { amountSchemaFor } from "./amount.ts";

describe("amountSchemaFor", () => {
  function firstError(kind: Parameters<typeof amountSchemaFor>[0], input: unknown) {
    const result = amountSchemaFor(kind).safeParse(input);
    return result.success ? result.data : issuesToFieldErrors(result.error)._form;
  }

  it.each([
    ["monthly", 10_000, 10_000],
    ["monthly", "Rp 10.000", 10_000],
    ["monthly", "9.999", "amount.min"],
    ["monthly", 9_999, "amount.min"],
    ["single", 49_999, "amount50"],
    ["single", "50000", 50_000],
    ["boost", 10_000, 10_000],
    ["boost", 5_000, "amount.min"],
    ["recurringEdit", "10.000", 10_000],
    ["recurringEdit", "9000", "amount.min"],
    ["monthly", 100_000_000, 100_000_000],
    ["monthly", 100_000_001, "amount.max"],
    ["single", "Rp 100.000.001", "amount.max"],
    ["monthly", "", "amount.required"],
    ["monthly", null, "amount.required"],
    ["monthly", undefined, "amount.required"],
    ["monthly", true, "amount.required"],
    ["monthly", "abc", "amount.invalid"],
    ["monthly", 10_000.5, "amount.invalid"],
    ["monthly", -10_000, "amount.negative"],
  ] as const)("%s %j -> %j", (kind, input, expected) => {
    expect(firstError(kind, input)).toBe(expected);
  });
});
