import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { Checkbox } from "./checkbox.tsx";

describe("Checkbox", () => {
  it("toggles from its label and reports the translated error", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<Checkbox label="I agree" error="terms.required" onChange={onChange} />, "en");
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    const error = document.getElementById(box.getAttribute("aria-describedby") ?? "");
    expect(error?.textContent).toBe("Check to continue.");
    fireEvent.click(screen.getByText("I agree"));
    expect(onChange).toHaveBeenCalledOnce();
  });
});
