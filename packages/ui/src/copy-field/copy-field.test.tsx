import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { CopyField } from "./copy-field.tsx";

describe("CopyField", () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeText.mockReset();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("copies the whole value and shows the checkmark for 1.5 seconds", async () => {
    writeText.mockResolvedValue();
    await renderWithI18n(
      <CopyField label="Link" value="https://rimbun.example/x?ref=A" displayValue="https://rimbun..." />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    });
    expect(writeText).toHaveBeenCalledWith("https://rimbun.example/x?ref=A");
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1_400);
    });
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
  });

  it("only logs a failed copy", async () => {
    writeText.mockRejectedValue(new Error("denied"));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await renderWithI18n(<CopyField label="Link" value="x" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    });
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
    log.mockRestore();
  });
});
