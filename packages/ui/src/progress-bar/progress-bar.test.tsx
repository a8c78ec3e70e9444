import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./progress-bar.tsx";

describe("ProgressBar", () => {
  it("exposes its values to assistive technology and clamps overflow", () => {
    render(<ProgressBar label="Toward Tree" value={620} max={500} valueText="500 of 500 points" id="p" />);
    const bar = screen.getByRole("progressbar", { name: "Toward Tree" });
    expect(bar.getAttribute("aria-valuenow")).toBe("500");
    expect(bar.getAttribute("aria-valuemax")).toBe("500");
    expect(bar.getAttribute("aria-valuetext")).toBe("500 of 500 points");
  });
});
