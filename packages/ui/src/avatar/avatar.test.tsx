import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, initials } from "./avatar.tsx";

describe("Avatar", () => {
  it.each([
    ["Sari Dewi Wulandari", "SW"],
    ["budi", "B"],
    ["  ", "?"],
    // Whole grapheme clusters: an emoji or a flag is never cut in half.
    ["😀 Sari", "😀S"],
    ["Sari 👩🏽‍🌾", "S👩🏽‍🌾"],
    ["🇮🇩", "🇮🇩"],
    ["e\u0301lodie dewi", "E\u0301D"],
  ])("initials of %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it("falls back to initials when the image cannot load", () => {
    render(<Avatar name="Sari Wulandari" src="/missing.png" />);
    fireEvent.error(screen.getByRole("img", { name: "Sari Wulandari" }));
    expect(screen.getByRole("img", { name: "Sari Wulandari" }).textContent).toBe("SW");
  });
});
