import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { Modal } from "./modal.tsx";

describe("Modal", () => {
  it("opens labelled by its title and closes when the parent says so", async () => {
    const onClose = vi.fn();
    const view = await renderWithI18n(
      <Modal open onClose={onClose} title="Withdraw points">
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Withdraw points" });
    expect(dialog.hasAttribute("open")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
    view.rerender(
      <Modal open={false} onClose={onClose} title="Withdraw points">
        <p>Body</p>
      </Modal>,
    );
    expect(dialog.hasAttribute("open")).toBe(false);
  });

  it("turns Escape (the dialog's cancel event) and a backdrop click into onClose", async () => {
    const onClose = vi.fn();
    await renderWithI18n(
      <Modal open onClose={onClose} title="Share">
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Share" });
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText("Body"));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
