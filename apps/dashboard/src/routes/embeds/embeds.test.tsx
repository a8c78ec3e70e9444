import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createEmbed,
  type EmbedCode,
  listEmbeds,
  listStaffCampaigns,
  listStaffFundraiserPages,
  updateEmbed,
} from "../../lib/api.ts";
import { TestProviders } from "../../test/render.tsx";
import { EmbedEditorScreen } from "./embed-editor-screen.tsx";
import { EmbedsScreen } from "./embeds-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  listEmbeds: vi.fn(),
  createEmbed: vi.fn(),
  updateEmbed: vi.fn(),
  listStaffCampaigns: vi.fn(),
  listStaffFundraiserPages: vi.fn(),
}));

const stored: EmbedCode = {
  id: "AB23CD45EF",
  partner_name: "Kabar Borneo",
  allowed_origins: ["https://kabarborneo.example"],
  target: { kind: "campaign", slug: "hutan-uji", title: { id: "Hutan Uji", en: "Test Forest" } },
  locale: "id",
  presets: [50_000, 100_000],
  colour: "#0b6e4f",
  show_meter: true,
  active: true,
  created_at: "2026-11-20T03:00:00Z",
  updated_at: "2026-11-20T03:00:00Z",
  gifts: { count: 3, paid_idr: 350_000 },
};

function renderAt(path: string) {
  return render(
    <TestProviders path={path}>
      <Routes>
        <Route path="/dashboard/embeds" element={<EmbedsScreen />} />
        <Route path="/dashboard/embeds/:id" element={<EmbedEditorScreen />} />
      </Routes>
    </TestProviders>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(listEmbeds).mockResolvedValue([stored]);
  vi.mocked(listStaffCampaigns).mockResolvedValue([
    {
      slug: "hutan-uji",
      kind: "campaign",
      status: "published",
      title: { id: "Hutan Uji", en: "Test Forest" },
      target: 25_000_000,
      raised: 1_250_000,
      donor_count: 7,
      starts_on: "2026-11-01",
      ends_on: null,
      sort_order: 0,
      update_count: 0,
      updated_at: "2026-11-02T00:00:00Z",
    },
    {
      slug: "program-sekolah",
      kind: "programme",
      status: "published",
      title: { id: "Program Sekolah", en: "School Programme" },
      target: 1,
      raised: 0,
      donor_count: 0,
      starts_on: null,
      ends_on: null,
      sort_order: 1,
      update_count: 0,
      updated_at: "2026-11-02T00:00:00Z",
    },
  ]);
  vi.mocked(listStaffFundraiserPages).mockResolvedValue([]);
});

afterEach(() => vi.unstubAllGlobals());

describe("embed codes list", () => {
  it("lists each code with its partner, target, language, state and paid gifts", async () => {
    vi.mocked(listEmbeds).mockResolvedValue([
      stored,
      { ...stored, id: "ZX23CD45EF", active: false, locale: "en" },
    ]);
    renderAt("/dashboard/embeds");
    const table = await screen.findByRole("table", { name: "Embed codes" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: "Kabar Borneo" }).getAttribute("href")).toBe(
      "/dashboard/embeds/AB23CD45EF",
    );
    expect(first.textContent).toContain("Test Forest");
    expect(first.textContent).toContain("Indonesian");
    expect(first.textContent).toContain("Active");
    expect(first.textContent).toContain("Rp\u00a0350,000");
    expect((rows[1] as HTMLElement).textContent).toContain("Deactivated");
  });
});

describe("making an embed code", () => {
  it("checks the form, says each problem under its field and focuses the first", async () => {
    renderAt("/dashboard/embeds/new");
    const form = await screen.findByRole("form", { name: "New embed code" });
    fireEvent.change(within(form).getByLabelText(/Button colour/), { target: { value: "#9be0c3" } });
    expect(within(form).getByText(/White words on this colour have a contrast of 1\.[0-9]:1/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/The partner's sites/), {
      target: { value: "https://ok.example\nhttps://bad.example/page" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Create embed code" }));
    const partner = within(form).getByLabelText(/^Partner/);
    await waitFor(() => expect(document.activeElement).toBe(partner));
    expect(partner.getAttribute("aria-invalid")).toBe("true");
    const describedBy = partner.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy.split(" ").at(-1) ?? "")?.textContent).toBe(
      "Enter the partner's name, 1 to 80 characters, on one line.",
    );
    const sites = within(form).getByLabelText(/The partner's sites/);
    const sitesError = document.getElementById(`${sites.id}-error`);
    expect(sites.getAttribute("aria-describedby")).toContain(`${sites.id}-error`);
    expect(sitesError?.textContent).toBe(
      'Line 2 ("https://bad.example/page"): Enter a site address like https://example.org: no path, spaces or wildcards.',
    );
    expect(createEmbed).not.toHaveBeenCalled();
  });

  it("sends the code with the reason, the preview following the form, then opens the new code", async () => {
    // From the list, as a staffer comes: the list is in the cache before the code exists.
    renderAt("/dashboard/embeds");
    fireEvent.click(await screen.findByRole("link", { name: "New embed code" }));
    const form = await screen.findByRole("form", { name: "New embed code" });
    fireEvent.change(within(form).getByLabelText(/^Partner/), { target: { value: "Kabar Borneo" } });
    fireEvent.change(within(form).getByLabelText("Search by title or address"), {
      target: { value: "hutan" },
    });
    const target = within(form).getByRole("combobox", { name: /^Campaign/ });
    // Programmes take no gifts: only the campaign is offered.
    expect(
      within(target)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose one", "Test Forest (hutan-uji)"]);
    fireEvent.change(target, { target: { value: "hutan-uji" } });
    fireEvent.change(within(form).getByLabelText("Amount 3 (Rp)"), { target: { value: "250000" } });
    fireEvent.blur(within(form).getByLabelText("Amount 3 (Rp)"));
    expect((within(form).getByLabelText("Amount 3 (Rp)") as HTMLInputElement).value).toBe("250,000");
    fireEvent.change(within(form).getByLabelText(/The partner's sites/), {
      target: { value: "https://KabarBorneo.example/" },
    });
    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: "Media partner" } });
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(preview.textContent).toContain("Test Forest");
    expect(preview.textContent).toContain("Rp\u00a0250,000");
    expect(preview.textContent).toContain("7 donors");
    const made = { ...stored, id: "NEW2345678", partner_name: "Kabar Borneo Baru" };
    vi.mocked(createEmbed).mockResolvedValue(made);
    // The list's refresh is slow to come back: the new code's page must not wait for it, nor say "not found".
    vi.mocked(listEmbeds).mockReturnValue(new Promise(() => {}));
    fireEvent.click(within(form).getByRole("button", { name: "Create embed code" }));
    await waitFor(() => expect(createEmbed).toHaveBeenCalled());
    // The new code's page opens with its snippet to copy.
    const snippets = await screen.findByRole("region", { name: "Code for the partner's site" });
    expect((within(snippets).getByLabelText(/^Script/) as HTMLTextAreaElement).value).toContain(
      'data-rimbun-embed="NEW2345678"',
    );
    expect(vi.mocked(createEmbed).mock.calls[0]?.[0]).toEqual({
      partner_name: "Kabar Borneo",
      allowed_origins: ["https://kabarborneo.example"],
      target: { kind: "campaign", slug: "hutan-uji" },
      locale: "en",
      presets: [50_000, 100_000, 250_000],
      colour: "#0b6e4f",
      show_meter: true,
      reason: "Media partner",
    });
  });
});

describe("a saved embed code", () => {
  it("copies the snippet and says so to screen readers", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderAt("/dashboard/embeds/AB23CD45EF");
    const snippets = await screen.findByRole("region", { name: "Code for the partner's site" });
    fireEvent.click(within(snippets).getByRole("button", { name: "Copy code: Script (recommended)" }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText.mock.calls[0]?.[0]).toContain('data-rimbun-embed="AB23CD45EF"');
    const said = await within(snippets).findByText("Copied. Paste it into the partner's page.");
    expect(said.getAttribute("role")).toBe("status");
  });

  it("selects the code to copy by hand when the browser refuses the clipboard", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error("no")) },
    });
    renderAt("/dashboard/embeds/AB23CD45EF");
    const snippets = await screen.findByRole("region", { name: "Code for the partner's site" });
    fireEvent.click(within(snippets).getByRole("button", { name: /Copy code: Frame/ }));
    expect(await within(snippets).findByText(/the code is selected, press Ctrl\+C/)).toBeTruthy();
    expect(document.activeElement).toBe(within(snippets).getByLabelText(/^Frame/));
  });

  it("deactivates with a reason, and not without one", async () => {
    vi.mocked(updateEmbed).mockResolvedValue({ ...stored, active: false });
    renderAt("/dashboard/embeds/AB23CD45EF");
    fireEvent.click(await screen.findByRole("button", { name: "Deactivate" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate the embed code" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    expect(await within(dialog).findByText("Please write the reason.")).toBeTruthy();
    expect(updateEmbed).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Partnership ended" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() =>
      expect(updateEmbed).toHaveBeenCalledWith("AB23CD45EF", { active: false, reason: "Partnership ended" }),
    );
  });

  it("previews the button in the code's language, whatever the console's", async () => {
    renderAt("/dashboard/embeds/AB23CD45EF");
    const preview = await screen.findByRole("region", { name: "Preview" });
    // The stored code is Indonesian; the console reads English.
    await waitFor(() => expect(within(preview).getByText("Donasi")).toBeTruthy());
    expect(preview.textContent).toContain("Rp\u00a050.000");
    expect(preview.textContent).toContain("Rp\u00a01.250.000 terkumpul dari Rp\u00a025.000.000");
    expect(preview.querySelector("[lang='id']")).not.toBeNull();
    // Switched to English in the form, the preview follows.
    fireEvent.change(screen.getByLabelText("Language of the button"), { target: { value: "en" } });
    await waitFor(() => expect(within(preview).getByText("Donate")).toBeTruthy());
    expect(preview.textContent).toContain("Rp\u00a050,000");
  });

  it("keeps a target that no longer takes gifts in the form", async () => {
    vi.mocked(listEmbeds).mockResolvedValue([
      { ...stored, target: { kind: "campaign", slug: "hutan-tutup", title: { id: "Tutup", en: "Closed" } } },
    ]);
    renderAt("/dashboard/embeds/AB23CD45EF");
    const form = await screen.findByRole("form", { name: "Edit embed code" });
    expect((within(form).getByRole("combobox", { name: /^Campaign/ }) as HTMLSelectElement).value).toBe(
      "hutan-tutup",
    );
  });
});
