import { describe, expect, it } from "vitest";

describe("campaign progress", () => {
  it("is the whole percent of the target, capped at 100, and 0 without a target", async () => {
    const { campaignProgress } = await import("./campaign-figures.ts");
    expect(campaignProgress(121_300_000, 150_000_000)).toBe(80);
    expect(campaignProgress(200, 100)).toBe(100);
    expect(campaignProgress(5, 0)).toBe(0);
  });
});

describe("campaign days left (Jakarta days, the last day included)", () => {
  it("counts whole days to the end, 0 on the last day, null after it or without an end", async () => {
    const { daysLeft } = await import("./campaign-figures.ts");
    // 20:00 UTC on 1 March is already 2 March in Jakarta.
    const now = new Date("2026-03-01T20:00:00Z");
    expect(daysLeft("2026-03-12", now)).toBe(10);
    expect(daysLeft("2026-03-02", now)).toBe(0);
    expect(daysLeft("2026-03-01", now)).toBeNull();
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft("soon", now)).toBeNull();
  });
});

describe("campaign donor count words", () => {
  it("says 1 donor and 2 donors, in the page's grouping", async () => {
    const { donorText } = await import("./campaign-figures.ts");
    const templates = { templateOne: "__COUNT__ donor", templateOther: "__COUNT__ donors" };
    expect(donorText(1, "en", templates)).toBe("1 donor");
    expect(donorText(1_250, "en", templates)).toBe("1,250 donors");
    expect(
      donorText(1_250, "id", { templateOne: "__COUNT__ donatur", templateOther: "__COUNT__ donatur" }),
    ).toBe("1.250 donatur");
  });
});
