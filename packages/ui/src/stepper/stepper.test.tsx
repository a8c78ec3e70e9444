import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { Stepper } from "./stepper.tsx";

describe("Stepper", () => {
  it("marks the current donation step and the completed ones in words", async () => {
    await renderWithI18n(<Stepper current={2} />);
    expect(screen.getByText("Step 3 of 4")).toBeTruthy();
    const steps = screen.getAllByRole("listitem");
    expect(steps[2]?.getAttribute("aria-current")).toBe("step");
    expect(steps[2]?.textContent).toContain("Payment method");
    expect(steps[0]?.textContent).toContain("(completed)");
    expect(steps[3]?.textContent).not.toContain("completed");
  });
});
