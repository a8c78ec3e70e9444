import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import {
  ApiError,
  downloadTributeCertificate,
  getInvoice,
  getInvoiceByLink,
  type InvoiceData,
} from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { InvoiceScreen, linkTokenOf } from "./invoice-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getInvoice: vi.fn(),
  getInvoiceByLink: vi.fn(),
  downloadTributeCertificate: vi.fn(),
}));

const gift: InvoiceData = {
  local_id: "RL-261123-4F2A9C",
  fullname: "Gina Guest",
  donation_type: "single",
  type_shown: "single",
  date: "2026-11-23T03:00:00.000Z",
  created_at: "2026-11-23T02:59:00.000Z",
  description: "",
  amount: 50_000,
  note: null,
  co2_kg: "90.5",
  status: "done",
  payment_method: "GOPAY",
  campaign: { slug: "situ", title_id: "Jaga Situ Gede", title_en: "Protect Situ Gede" },
};

function show(path: string) {
  return renderScreen(
    <Routes>
      <Route path="/invoice/:action/:localId" element={<InvoiceScreen />} />
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/oops/:code" element={<p>error page</p>} />
    </Routes>,
    { path },
  );
}

describe("the receipt page opened from a donor mail (docs/decisions/guest-links.md)", () => {
  beforeEach(() => {
    vi.mocked(getInvoice).mockReset();
    vi.mocked(getInvoiceByLink).mockReset();
    // Nobody is signed in: a guest who gave once.
    useSessionStore.setState({ status: "ready", user: null });
  });

  it("reads the token from the fragment only", () => {
    expect(linkTokenOf("#link=a.b.c")).toBe("a.b.c");
    expect(linkTokenOf("#other=x")).toBeNull();
    expect(linkTokenOf("")).toBeNull();
  });

  it("shows a guest the receipt by the link's token, with one number and the campaign, no sign-in", async () => {
    vi.mocked(getInvoiceByLink).mockResolvedValue(gift);
    show("/invoice/download/RL-261123-4F2A9C?locale=en#link=t0k.en.sig");
    expect(await screen.findByRole("heading", { level: 1, name: "Donation receipt" })).toBeTruthy();
    expect(vi.mocked(getInvoiceByLink).mock.calls[0]?.[0]).toBe("t0k.en.sig");
    expect(getInvoice).not.toHaveBeenCalled();
    expect(screen.getByText("Donation for the campaign “Protect Situ Gede”")).toBeTruthy();
    expect(screen.getAllByText("RL-261123-4F2A9C")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the website" }).getAttribute("href")).toMatch(/\/$/);
    expect(screen.queryByText("login page")).toBeNull();
    // The page sends no Referer anywhere while it holds a token.
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute("content")).toBe("no-referrer");
  });

  it("says how to get a new link when the API refuses the token (forged, expired, dead)", async () => {
    vi.mocked(getInvoiceByLink).mockRejectedValue(new ApiError(404, "NOT_FOUND", "error.notFound"));
    show("/invoice/download/RL-261123-4F2A9C#link=old");
    expect(await screen.findByRole("heading", { name: "This link does not work any more" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByText("error page")).toBeNull();
  });

  it("shows nothing of a gift whose token is pasted on another gift's address", async () => {
    vi.mocked(getInvoiceByLink).mockResolvedValue(gift);
    show("/invoice/download/RL-000000-OTHER1#link=t0k.en.sig");
    expect(await screen.findByRole("heading", { name: "This link does not work any more" })).toBeTruthy();
    expect(screen.queryByText("Gina Guest")).toBeNull();
  });

  it("a refunded gift has no receipt: the page says so instead", async () => {
    vi.mocked(getInvoiceByLink).mockResolvedValue({ ...gift, status: "refunded" });
    show("/invoice/download/RL-261123-4F2A9C#link=t0k.en.sig");
    expect(await screen.findByRole("heading", { name: "This donation was refunded" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Download PDF" })).toBeNull();
  });

  it("an unpaid gift is its invoice", async () => {
    vi.mocked(getInvoiceByLink).mockResolvedValue({ ...gift, status: "pending" });
    show("/invoice/print/RL-261123-4F2A9C#link=t0k.en.sig");
    expect(await screen.findByRole("heading", { level: 1, name: "Invoice Donation" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
  });

  it("without a token it is still the signed-in owner's page: a guest is sent to sign in", async () => {
    show("/invoice/download/RL-261123-4F2A9C?locale=en");
    await waitFor(() => expect(screen.getByText("login page")).toBeTruthy());
    expect(getInvoiceByLink).not.toHaveBeenCalled();
  });
});

describe("a gift in someone's name on the receipt page (docs/product/donation-flow.md#gifts-in-someones-name)", () => {
  beforeEach(() => {
    vi.mocked(getInvoiceByLink).mockReset();
    vi.mocked(downloadTributeCertificate).mockReset();
    useSessionStore.setState({ status: "ready", user: null });
  });

  it("offers a guest the certificate with the link's token, never a session", async () => {
    vi.mocked(getInvoiceByLink).mockResolvedValue({ ...gift, has_certificate: true });
    vi.mocked(downloadTributeCertificate).mockRejectedValue(new ApiError(404, "NOT_FOUND", "error.notFound"));
    show("/invoice/download/RL-261123-4F2A9C?locale=en#link=t0k.en.sig");
    fireEvent.click(await screen.findByRole("button", { name: "Certificate (English)" }));
    await waitFor(() =>
      expect(vi.mocked(downloadTributeCertificate)).toHaveBeenCalledWith({
        linkToken: "t0k.en.sig",
        locale: "en",
      }),
    );
    expect((await screen.findByRole("alert")).textContent).toContain("could not be downloaded");
  });

  it("shows no certificate for a gift without one", async () => {
    vi.mocked(getInvoiceByLink).mockResolvedValue(gift);
    show("/invoice/download/RL-261123-4F2A9C?locale=en#link=t0k.en.sig");
    expect(await screen.findByRole("heading", { level: 1, name: "Donation receipt" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Certificate (English)" })).toBeNull();
  });
});
