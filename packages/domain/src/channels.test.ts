import { describe, expect, it } from "vitest";
import { channelCodesFor, channels, findChannel, isChannelAvailable } from "./channels.ts";

describe("payment channel catalogue", () => {
  it.each([
    ["VISA", "creditCard", "recurring", ["single", "boost", "monthly"]],
    ["MASTERCARD", "creditCard", "recurring", ["single", "boost", "monthly"]],
    ["JCB", "creditCard", "recurring", ["single", "boost", "monthly"]],
    ["BRI", "directDebit", "recurring", ["single", "boost", "monthly"]],
    ["BNI", "virtualAccount", "reminder", ["single", "boost", "monthly"]],
    ["MANDIRI", "virtualAccount", "reminder", ["single", "boost", "monthly"]],
    ["PERMATA", "virtualAccount", "reminder", ["single", "boost", "monthly"]],
    ["OVO", "eWallet", "recurring", ["single", "boost", "monthly"]],
    ["DANA", "eWallet", "reminder", ["single", "boost", "monthly"]],
    ["SHOPEEPAY", "eWallet", "recurring", ["single", "boost", "monthly"]],
    ["LINKAJA", "eWallet", "reminder", ["single", "boost", "monthly"]],
    ["GOPAY", "eWallet", "reminder", ["single", "boost"]],
    ["QRIS", "others", "reminder", ["single", "boost", "monthly"]],
  ])("%s: %s, %s, active at %j", (code, group, type, activeAt) => {
    const channel = findChannel(code);
    expect(channel).toMatchObject({ channelCode: code, group, type, currency: "IDR" });
    expect(channel?.activeAt).toEqual(activeAt);
  });

  it("has exactly the 13 channels of the catalogue", () => {
    expect(channels).toHaveLength(13);
    expect(findChannel("BCA")).toBeUndefined();
  });

  it("offers GoPay for single and boost only", () => {
    const codes = (kind: "single" | "boost" | "monthly") => channelCodesFor(kind);
    expect(codes("single")).toContain("GOPAY");
    expect(codes("boost")).toContain("GOPAY");
    expect(codes("monthly")).not.toContain("GOPAY");
    expect(codes("monthly")).toHaveLength(12);
    expect(isChannelAvailable("GOPAY", "monthly")).toBe(false);
    expect(isChannelAvailable("VISA", "monthly", "reminder")).toBe(false);
  });
});
