import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { disableStaff, inviteStaff, listStaffAccounts, type StaffAccount } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { TeamScreen } from "./team-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  listStaffAccounts: vi.fn(),
  inviteStaff: vi.fn(),
  disableStaff: vi.fn(),
  enableStaff: vi.fn(),
}));

const rina: StaffAccount = {
  id: "u-rina",
  email: "rina@rimbun.test",
  name: "Rina Wulandari",
  role: "staff",
  status: "active",
  created_at: "2026-11-01T03:00:00Z",
  disabled_at: null,
  two_factor: true,
};

describe("staff accounts", () => {
  beforeEach(() => {
    vi.mocked(listStaffAccounts).mockReset().mockResolvedValue([rina]);
    vi.mocked(inviteStaff).mockReset();
    vi.mocked(disableStaff).mockReset();
  });

  it("invites a staff member with a reason, and refuses an invitation without one", async () => {
    vi.mocked(inviteStaff).mockResolvedValue({
      ...rina,
      id: "u-new",
      email: "new@rimbun.test",
      status: "invited",
    });
    renderScreen(<TeamScreen />);
    expect(await screen.findByText("rina@rimbun.test")).toBeTruthy();
    const form = within(screen.getByRole("form", { name: "Invite a staff member" }));
    fireEvent.change(form.getByLabelText(/Staff member.s name/), { target: { value: "Nadia" } });
    fireEvent.change(form.getByLabelText(/E-mail/), { target: { value: "new@rimbun.test" } });
    fireEvent.click(form.getByRole("button", { name: "Send invitation" }));
    expect(await form.findByText(/Please say why/)).toBeTruthy();
    expect(inviteStaff).not.toHaveBeenCalled();
    fireEvent.change(form.getByLabelText("Reason (kept in the audit log)"), {
      target: { value: "New campaign officer" },
    });
    fireEvent.click(form.getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(inviteStaff).toHaveBeenCalledWith({
        name: "Nadia",
        email: "new@rimbun.test",
        role: "staff",
        reason: "New campaign officer",
      }),
    );
  });

  it("disables an account only with a reason", async () => {
    vi.mocked(disableStaff).mockResolvedValue({
      ...rina,
      status: "disabled",
      disabled_at: "2026-11-24T03:00:00Z",
    });
    renderScreen(<TeamScreen />);
    await screen.findByText("rina@rimbun.test");
    fireEvent.click(await screen.findByRole("button", { name: "Disable Rina Wulandari" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(screen.getAllByRole("button", { name: "Disable" }).at(-1) as HTMLElement);
    expect(dialog.textContent).toContain("Please write the reason.");
    expect(disableStaff).not.toHaveBeenCalled();
    fireEvent.change(screen.getAllByLabelText("Reason (kept in the audit log)").at(-1) as HTMLElement, {
      target: { value: "Contract ended" },
    });
    fireEvent.click(screen.getAllByRole("button", { name: "Disable" }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(disableStaff).toHaveBeenCalledWith({
        id: "u-rina",
        reason: "Contract ended",
        action: "disable",
      }),
    );
  });
});
