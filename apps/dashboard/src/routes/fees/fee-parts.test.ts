import { describe, expect, it } from "vitest";
import { basisPointsOfText, percentText, rupiahOfText } from "./fee-parts.ts";

describe("the fee table's fields", () => {
  it("read percentages with a comma or a point, up to two decimals", () => {
    expect(basisPointsOfText("2,9")).toBe(290);
    expect(basisPointsOfText("0.7 %")).toBe(70);
    expect(basisPointsOfText("11")).toBe(1_100);
    expect(basisPointsOfText("1.999")).toBeNull();
    expect(basisPointsOfText("-1")).toBeNull();
    expect(basisPointsOfText("abc")).toBeNull();
    expect(percentText(290)).toBe("2.9");
  });

  it("read rupiah with or without Rp and dots", () => {
    expect(rupiahOfText("Rp 4.000")).toBe(4_000);
    expect(rupiahOfText("0")).toBe(0);
    expect(rupiahOfText("-4000")).toBeNull();
    expect(rupiahOfText("4,5")).toBeNull();
  });
});
