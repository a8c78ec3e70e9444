import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../test/render.tsx";
import { ReasonDialog } from "./reason-dialog.tsx";

function open(onConfirm: (reason: string) => void, refusal: string | null = null) {
  renderScreen(
    <ReasonDialog
      open
      onClose={() => {}}
      title="Refund donation"
      description="Rp 100,000 goes back to the donor."
      confirm="Refund"
      onConfirm={onConfirm}
      refusal={refusal}
    />,
  );
}

const reasonField = () => screen.getByLabelText("Reason (kept in the audit log)") as HTMLTextAreaElement;

describe("reason dialog (every staff action says why)", () => {
  it("refuses an empty or blank reason without confirming", async () => {
    const onConfirm = vi.fn();
    open(onConfirm);
    fireEvent.change(reasonField(), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Please write the reason.")).toBeTruthy();
    expect(reasonField().getAttribute("aria-invalid")).toBe("true");
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("confirms with the trimmed reason, at most 500 characters", () => {
    const onConfirm = vi.fn();
    open(onConfirm);
    expect(reasonField().maxLength).toBe(500);
    fireEvent.change(reasonField(), { target: { value: "  Donor called twice  " } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(onConfirm).toHaveBeenCalledWith("Donor called twice");
  });

  it("shows the API's refusal under the field", () => {
    open(() => {}, "A refund of this donation was already requested.");
    expect(screen.getByText("A refund of this donation was already requested.")).toBeTruthy();
  });
});
