import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Tabs } from "./tabs.tsx";

const tabs = [
  { id: "monthly", label: "Monthly", panel: <p>Monthly panel</p> },
  { id: "single", label: "Single", panel: <p>Single panel</p> },
];

describe("Tabs", () => {
  it("moves and selects with the arrow keys, showing one panel", () => {
    const onSelect = vi.fn();
    render(<Tabs tabs={tabs} label="Donation type" onSelect={onSelect} />);
    const monthly = screen.getByRole("tab", { name: "Monthly" });
    expect(monthly.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Monthly" }).textContent).toBe("Monthly panel");
    fireEvent.keyDown(monthly, { key: "ArrowRight" });
    expect(onSelect).toHaveBeenCalledWith("single");
    const single = screen.getByRole("tab", { name: "Single" });
    expect(single.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(single);
    expect(screen.getByRole("tabpanel", { name: "Single" }).textContent).toBe("Single panel");
    fireEvent.keyDown(single, { key: "ArrowRight" });
    expect(onSelect).toHaveBeenLastCalledWith("monthly");
  });
});
