import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type AdminQueueItem, decideAdminItem, listAdminQueue } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { AdminQueueScreen } from "./admin-queue-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  listAdminQueue: vi.fn(),
  decideAdminItem: vi.fn(),
}));

const withdrawal: AdminQueueItem = {
  id: "w1",
  kind: "withdrawal",
  email: "bima@demo.test",
  fullname: "Bima Pratama",
  created_at: "2026-11-20T03:00:00Z",
  amount: "150.00",
  rupiah: 15_000,
  item: null,
  bank_account: { bank_name: "BNI", holder: "Bima Pratama", account_number: "1234567890", branch: "Bogor" },
  details: null,
};

describe("admin queue (DECISIONS)", () => {
  beforeEach(() => {
    vi.mocked(listAdminQueue).mockReset();
    vi.mocked(decideAdminItem).mockReset();
  });

  it("approves a withdrawal with a note and refreshes the list", async () => {
    vi.mocked(listAdminQueue).mockResolvedValueOnce([withdrawal]).mockResolvedValueOnce([]);
    vi.mocked(decideAdminItem).mockResolvedValue({ id: "w1", kind: "withdrawal", status: "approved" });
    renderScreen(<AdminQueueScreen />);
    expect(await screen.findByText("bima@demo.test")).toBeTruthy();
    expect(screen.getByText("Rp 15.000")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    fireEvent.change(screen.getByLabelText("Note for the volunteer (optional)"), {
      target: { value: "Transferred on Monday" },
    });
    fireEvent.click(screen.getAllByRole("button", { name: "Approve" }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(decideAdminItem).toHaveBeenCalledWith({
        kind: "withdrawal",
        id: "w1",
        decision: "approve",
        note: "Transferred on Monday",
      }),
    );
    await waitFor(() => expect(screen.queryByText("bima@demo.test")).toBeNull());
    expect(listAdminQueue).toHaveBeenCalledTimes(2);
  });

  it("asks for a reason before rejecting", async () => {
    vi.mocked(listAdminQueue).mockResolvedValue([withdrawal]);
    renderScreen(<AdminQueueScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Reject" }));
    fireEvent.click(screen.getAllByRole("button", { name: "Reject" }).at(-1) as HTMLElement);
    expect(screen.getByText("Please write why the request is rejected.")).toBeTruthy();
    expect(decideAdminItem).not.toHaveBeenCalled();
  });
});
