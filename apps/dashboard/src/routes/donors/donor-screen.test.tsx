import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, type DonorPage, getDonorPage, refundDonation } from "../../lib/api.ts";
import { renderInLocale, renderScreen } from "../../test/render.tsx";
import { DonorScreen } from "./donor-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getDonorPage: vi.fn(),
  refundDonation: vi.fn(),
}));

const page: DonorPage = {
  donor_id: "user-1",
  profile: {
    name: "Putri Lestari",
    email: "putri@example.test",
    phone: "+6281234567890",
    role: "donor",
    locale: "id",
    created_at: "2026-01-05T03:00:00.000Z",
    deleted: false,
  },
  plans: [],
  donations: [
    {
      id: "donation-1",
      local_id: "RL-261105-4BFF0E",
      invoice_number: "donation-1",
      type: "single",
      status: "done",
      amount: 100000,
      channel: "BNI",
      provider: "sandbox",
      provider_id: "sbx_1",
      created_at: "2026-11-05T03:00:00.000Z",
      paid_at: "2026-11-05T03:01:00.000Z",
      flag: null,
      campaign_slug: null,
      referral_code: "BIMA-RIMBUN",
      refund: null,
      events: [
        {
          at: "2026-11-05T03:01:00.000Z",
          event_id: "evt_1",
          action: "donation.status",
          from: "pending",
          to: "done",
        },
      ],
    },
  ],
  mails: [],
  consents: { newsletter: "none", campaign_updates: true, yearly_statement: true },
  audit: [],
};

function show() {
  renderScreen(
    <Routes>
      <Route path="/dashboard/donors/:userId" element={<DonorScreen />} />
    </Routes>,
    { path: "/dashboard/donors/user-1" },
  );
}

describe("donor page", () => {
  beforeEach(() => {
    vi.mocked(getDonorPage).mockReset().mockResolvedValue(page);
    vi.mocked(refundDonation).mockReset();
  });

  it("shows the donor's sections and refunds a paid gift with a reason", async () => {
    vi.mocked(refundDonation).mockResolvedValue({ refund: "requested" });
    show();
    expect(await screen.findByRole("heading", { level: 1, name: "Putri Lestari" })).toBeTruthy();
    for (const name of [
      "Profile",
      "Monthly donations",
      "Donations",
      "Mails sent",
      "Consents",
      "Audit entries",
    ]) {
      expect(screen.getByRole("region", { name })).toBeTruthy();
    }
    expect(getDonorPage).toHaveBeenCalledWith("user-1", expect.anything());
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund donation" });
    fireEvent.change(within(dialog).getByLabelText("Reason (kept in the audit log)"), {
      target: { value: "Donor asked" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: /Refund Rp/ }));
    await waitFor(() =>
      expect(refundDonation).toHaveBeenCalledWith({ id: "donation-1", reason: "Donor asked" }),
    );
  });

  it("says in words why the API refused", async () => {
    vi.mocked(refundDonation).mockRejectedValue(
      new ApiError(409, "CONFLICT", "support.refund.alreadyRequested"),
    );
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund donation" });
    fireEvent.change(within(dialog).getByLabelText("Reason (kept in the audit log)"), {
      target: { value: "Again" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: /Refund Rp/ }));
    expect(await within(dialog).findByText("A refund of this donation was already requested.")).toBeTruthy();
  });

  it("lists each mail with its real state, in the staffer's language", async () => {
    const mail = (id: string, status: DonorPage["mails"][number]["status"]) => ({
      id,
      kind: "receipt",
      subject: `Bukti donasi ${id}`,
      status,
      created_at: "2026-11-05T03:01:00.000Z",
      sent_at: status === "sent" ? "2026-11-05T03:01:05.000Z" : null,
    });
    const mails = [mail("RL-1", "sent"), mail("RL-2", "outbox"), mail("RL-3", "failed")];
    vi.mocked(getDonorPage).mockResolvedValue({ ...page, mails });
    for (const [locale, words] of [
      ["en", ["sent", "waiting", "failed"]],
      ["id", ["terkirim", "menunggu", "gagal"]],
    ] as const) {
      const { unmount } = await renderInLocale(
        <Routes>
          <Route path="/dashboard/donors/:userId" element={<DonorScreen />} />
        </Routes>,
        locale,
        { path: "/dashboard/donors/user-1" },
      );
      const items = await waitFor(() => {
        const section = document.getElementById("donor-mails")?.closest("section");
        if (!section) throw new Error("no mail section yet");
        const found = within(section).getAllByRole("listitem");
        expect(found).toHaveLength(3);
        return found;
      });
      items.forEach((item, index) => {
        expect(item.textContent).toContain(`Bukti donasi RL-${index + 1}`);
        expect(item.textContent).toContain(`· ${words[index]})`);
      });
      unmount();
    }
  });
});
