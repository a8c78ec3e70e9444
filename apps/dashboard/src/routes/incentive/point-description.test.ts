import { createI18n } from "@rimbun/i18n";
import { describe, expect, it } from "vitest";
import { describePointEntry } from "./point-description.ts";

const i18n = await createI18n("en", ["domain", "dashboard"]);
const indonesian = await createI18n("id", ["domain", "dashboard"]);

describe("point history descriptions", () => {
  it.each([
    ["single:RL-261105-A1B2C3", "One-time donation RL-261105-A1B2C3"],
    ["boost:RL-261105-A1B2C3", "Boost donation RL-261105-A1B2C3"],
    ["monthly:RL-261105-A1B2C3", "Monthly donation RL-261105-A1B2C3"],
    ["recurring:RL-261105-A1B2C3", "Monthly donation RL-261105-A1B2C3"],
    ["donate", "Points donated to the foundation's programmes"],
    ["withdraw", "Withdrawal to your bank account"],
    ["tumbler-300", "Exchanged for Tumbler"],
    ["tree-certificate", "Exchanged for Adopt-a-tree certificate"],
    ["refund:single:RL-261105-A1B2C3", "Points taken back: donation RL-261105-A1B2C3 was refunded"],
    ["a note from the foundation", "a note from the foundation"],
  ])("reads %s as %s", (code, text) => {
    expect(describePointEntry(i18n, code)).toBe(text);
  });

  it("speaks Indonesian too", () => {
    expect(describePointEntry(indonesian, "monthly:RL-1")).not.toBe(describePointEntry(i18n, "monthly:RL-1"));
    expect(describePointEntry(indonesian, "tumbler-300")).toContain("Tumbler");
  });
});
