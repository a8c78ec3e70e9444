import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type DonorWhatsApp, type DonorWhatsAppMessage, getDonorWhatsApp } from "../../lib/api.ts";
import { renderInLocale, renderScreen } from "../../test/render.tsx";
import { DonorWhatsAppSection } from "./donor-whatsapp.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getDonorWhatsApp: vi.fn(),
}));

const message = (
  id: string,
  purpose: DonorWhatsAppMessage["purpose"],
  status: DonorWhatsAppMessage["status"],
): DonorWhatsAppMessage => ({
  id,
  template: purpose === "confirmation" ? "rimbun_consent_confirm" : "rimbun_monthly_reminder",
  purpose,
  status,
  to: "+62•••••••7890",
  created_at: "2026-11-05T03:00:00.000Z",
  sent_at: status === "queued" ? null : "2026-11-05T03:00:02.000Z",
  delivered_at: status === "read" ? "2026-11-05T03:00:05.000Z" : null,
  read_at: status === "read" ? "2026-11-05T04:00:00.000Z" : null,
  failed_at: null,
});

const first: DonorWhatsApp = {
  consent: {
    status: "confirmed",
    phone: "+62•••••••7890",
    source: "reply",
    chosen_at: "2026-11-01T03:00:00.000Z",
    confirmed_at: "2026-11-01T03:05:00.000Z",
    opted_out_at: null,
  },
  messages: [message("m1", "reminder", "read"), message("m2", "confirmation", "mailed-instead")],
  next_before: "2026-11-05T03:00:00.000Z|m2",
};

describe("the donor page's WhatsApp section", () => {
  beforeEach(() => {
    vi.mocked(getDonorWhatsApp).mockReset();
  });

  it("shows the choice and each message's purpose and status in words, then older ones on request", async () => {
    vi.mocked(getDonorWhatsApp)
      .mockResolvedValueOnce(first)
      .mockResolvedValueOnce({ ...first, messages: [message("m3", "receipt", "failed")], next_before: null });
    renderScreen(<DonorWhatsAppSection donorId="user-1" />);
    const section = await screen.findByRole("region", { name: "WhatsApp" });
    await within(section).findByText("+62•••••••7890", { selector: "dd" });
    expect(within(section).getByText("Confirmed", { selector: "dd" })).toBeTruthy();
    const items = within(section).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("Monthly reminder · Read");
    expect(items[0]?.textContent).toContain("delivered");
    expect(items[1]?.textContent).toContain("Not on WhatsApp: sent by e-mail");
    fireEvent.click(within(section).getByRole("button", { name: "Show older messages" }));
    await waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(3));
    expect(getDonorWhatsApp).toHaveBeenLastCalledWith("user-1", {
      before: "2026-11-05T03:00:00.000Z|m2",
      signal: expect.anything(),
    });
    expect(within(section).queryByRole("button", { name: "Show older messages" })).toBeNull();
  });

  it("says so in Indonesian when WhatsApp was never turned on", async () => {
    vi.mocked(getDonorWhatsApp).mockResolvedValue({ consent: null, messages: [], next_before: null });
    await renderInLocale(<DonorWhatsAppSection donorId="user-2" />, "id");
    expect(await screen.findByText("WhatsApp belum pernah diaktifkan.")).toBeTruthy();
    expect(screen.getByText("Belum ada pesan WhatsApp.")).toBeTruthy();
  });
});
