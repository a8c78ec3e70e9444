import { describe, expect, it } from "vitest";
import { backToTopVisible, coversControls, floatingDonateVisible } from "./floating-buttons.ts";

describe("floating buttons", () => {
  it("step aside while a slider's controls are in their strip at the bottom of the screen", () => {
    // An 800 px screen: the strip is 712-800.
    expect(coversControls([{ top: 700, bottom: 744 }], 800)).toBe(true);
    expect(coversControls([{ top: 780, bottom: 824 }], 800)).toBe(true);
    expect(coversControls([{ top: 400, bottom: 444 }], 800)).toBe(false);
    expect(coversControls([{ top: 820, bottom: 864 }], 800)).toBe(false);
    expect(coversControls([], 800)).toBe(false);
  });

  it("shows back-to-top after more than 100 px of scroll", () => {
    expect(backToTopVisible(100)).toBe(false);
    expect(backToTopVisible(101)).toBe(true);
  });

  it("shows the floating donate button only to anonymous visitors at 992 px or less", () => {
    expect(floatingDonateVisible({ scrollY: 150, width: 992, loggedIn: false })).toBe(true);
    expect(floatingDonateVisible({ scrollY: 150, width: 993, loggedIn: false })).toBe(false);
    expect(floatingDonateVisible({ scrollY: 150, width: 375, loggedIn: true })).toBe(false);
    expect(floatingDonateVisible({ scrollY: 100, width: 375, loggedIn: false })).toBe(false);
    expect(floatingDonateVisible({ scrollY: 150, width: 375, loggedIn: false, typing: true })).toBe(false);
  });
});
