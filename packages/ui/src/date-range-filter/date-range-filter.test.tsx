import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { DateRangeFilter, initialDateRange } from "./date-range-filter.tsx";

// 23:30 in Jakarta on 1 December: the UTC date is still 30 November.
const now = new Date("2026-12-01T16:30:00Z");

describe("DateRangeFilter", () => {
  it("starts on this month and computes quick ranges in Jakarta time", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<DateRangeFilter value={initialDateRange(now)} onChange={onChange} now={now} />);
    expect(screen.getByText("1 Dec 2026 – 1 Dec 2026")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Period"), { target: { value: "lastMonth" } });
    expect(onChange).toHaveBeenCalledWith({
      kind: "lastMonth",
      range: { startDate: "2026-11-01", endDate: "2026-11-30" },
    });
  });

  it("refuses a custom range that ends before it starts", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<DateRangeFilter value={initialDateRange(now)} onChange={onChange} now={now} />);
    fireEvent.change(screen.getByLabelText("Period"), { target: { value: "custom" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-20" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-10" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText("The start date must be on or before the end date.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-25" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(onChange).toHaveBeenCalledWith({
      kind: "custom",
      range: { startDate: "2026-11-20", endDate: "2026-11-25" },
    });
  });
});
