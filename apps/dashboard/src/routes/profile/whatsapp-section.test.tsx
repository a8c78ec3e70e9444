import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getWhatsAppConsent, type SessionUser, updateWhatsAppConsent } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { WhatsAppSection, whatsAppStateOf } from "./whatsapp-section.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getWhatsAppConsent: vi.fn(),
  updateWhatsAppConsent: vi.fn(),
}));

const donor: SessionUser = {
  email: "sari@mail.test",
  role: "donor",
  first: true,
  two_factor: true,
  profile: { fullname: "Sari", email: "sari@mail.test", phone_number: "+62215551234", address: "" },
};
const none = {
  status: "none" as const,
  phone: null,
  chosen_at: null,
  confirmed_at: null,
  source: null,
  whatsapp_only: false,
  not_on_whatsapp: false,
};
const on = {
  ...none,
  status: "confirmed" as const,
  phone: "+6281234567890",
  source: "reply" as const,
  chosen_at: "2026-11-28T00:00:00Z",
};

describe("the WhatsApp card", () => {
  beforeEach(() => {
    vi.mocked(getWhatsAppConsent).mockReset();
    vi.mocked(updateWhatsAppConsent).mockReset();
  });

  it("names each state in words", () => {
    expect(whatsAppStateOf(none)).toBe("off");
    expect(whatsAppStateOf({ ...on, status: "pending" })).toBe("waiting");
    expect(whatsAppStateOf(on)).toBe("on");
    expect(whatsAppStateOf({ ...on, status: "opted-out", source: "stop" })).toBe("stopped");
    expect(whatsAppStateOf({ ...on, status: "opted-out", source: "settings" })).toBe("off");
    expect(whatsAppStateOf({ ...on, not_on_whatsapp: true })).toBe("unreachable");
  });

  it("refuses a landline before calling, then turns on with the number as typed", async () => {
    vi.mocked(getWhatsAppConsent).mockResolvedValue(none);
    vi.mocked(updateWhatsAppConsent).mockResolvedValue({ ...on, status: "pending" });
    renderScreen(<WhatsAppSection user={donor} />, { path: "/dashboard/profile" });
    await screen.findByText("Off: monthly reminders and receipts come by e-mail only.");
    const field = screen.getByLabelText(/WhatsApp number/);
    fireEvent.click(screen.getByRole("button", { name: "Turn on WhatsApp" }));
    expect(
      await screen.findByText("WhatsApp needs a mobile number: 08… or +62 8…, 9 to 12 digits after +62."),
    ).toBeTruthy();
    expect(updateWhatsAppConsent).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: "0812-3456-7890" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn on WhatsApp" }));
    await waitFor(() =>
      expect(updateWhatsAppConsent).toHaveBeenCalledWith({ enabled: true, phone: "081234567890" }),
    );
  });

  it("when on: the number, WhatsApp only and turning off", async () => {
    vi.mocked(getWhatsAppConsent).mockResolvedValue(on);
    vi.mocked(updateWhatsAppConsent).mockResolvedValue(none);
    renderScreen(<WhatsAppSection user={donor} />, { path: "/dashboard/profile" });
    expect(
      await screen.findByText(
        "On: your monthly reminders and receipts come to +62 812-3456-7890 on WhatsApp.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("switch", { name: "WhatsApp only, no e-mails" }));
    await waitFor(() => expect(updateWhatsAppConsent).toHaveBeenCalledWith({ whatsapp_only: true }));
    fireEvent.click(screen.getByRole("button", { name: "Turn off WhatsApp" }));
    await waitFor(() => expect(updateWhatsAppConsent).toHaveBeenCalledWith({ enabled: false }));
  });
});
