import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { ToastProvider, useToast } from "./toast.tsx";

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show("Profile saved.", "success")}>
      Save
    </button>
  );
}

describe("ToastProvider", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("announces the toast in a live region and hides it after 3 seconds", async () => {
    await renderWithI18n(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(region.textContent).toContain("Profile saved.");
    act(() => {
      vi.advanceTimersByTime(2_900);
    });
    expect(region.textContent).toContain("Profile saved.");
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(region.textContent).not.toContain("Profile saved.");
  });
});
