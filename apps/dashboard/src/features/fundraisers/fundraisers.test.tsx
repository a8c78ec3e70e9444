import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  createFundraiserPage,
  getMyFundraiserPage,
  listMyFundraiserPages,
  listMyTeams,
  listSiteCampaigns,
  type OwnFundraiserPage,
  postFundraiserUpdate,
  setFundraiserPageStatus,
  uploadFundraiserPhoto,
} from "../../lib/api.ts";
import { renderInLocale, renderScreen, TestProviders } from "../../test/render.tsx";
import { FundraiserEditorScreen } from "./fundraiser-editor-screen.tsx";
import { endsOnInRange } from "./fundraiser-form-values.ts";
import { MyFundraisersScreen } from "./my-fundraisers-screen.tsx";
import { teamSlugOf } from "./page-team.tsx";
import { PageUpdate } from "./page-update.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  listMyFundraiserPages: vi.fn(),
  getMyFundraiserPage: vi.fn(),
  createFundraiserPage: vi.fn(),
  setFundraiserPageStatus: vi.fn(),
  uploadFundraiserPhoto: vi.fn(),
  listMyTeams: vi.fn(),
  listSiteCampaigns: vi.fn(),
  postFundraiserUpdate: vi.fn(),
  getFundraiserWall: vi.fn().mockResolvedValue({ messages: [], next_before: null }),
  getFundraiserPageDays: vi
    .fn()
    .mockResolvedValue({ from: "2026-11-01", to: "2026-11-01", raised_before: 0, days: [] }),
}));

export const ownPage = (overrides: Partial<OwnFundraiserPage> = {}): OwnFundraiserPage => ({
  slug: "lari-untuk-hutan",
  status: "live",
  hidden: false,
  hidden_reason: null,
  locale: "id",
  title: "Lari untuk Hutan",
  story: "Cerita",
  title_alt: null,
  story_alt: null,
  photo: null,
  ends_on: null,
  campaign: { slug: "hutan-uji", title: { id: "Hutan Uji", en: "Test Forest" } },
  team: null,
  gifts: 3,
  created_at: "2026-11-01T00:00:00Z",
  updated_at: "2026-11-02T00:00:00Z",
  goal: 1_000_000,
  raised: 250_000,
  donor_count: 2,
  progress: 25,
  ...overrides,
});

const image = {
  id: "img_1",
  width: 960,
  height: 640,
  alt: { id: "", en: "" },
  urls: { avif: "/i/1.avif", webp: "/i/1.webp" },
  srcset: { avif: "/i/1.avif 960w", webp: "/i/1.webp 960w" },
};

function renderEditor(slug: string) {
  return render(
    <TestProviders path={`/dashboard/fundraisers/${slug}`}>
      <Routes>
        <Route path="/dashboard/fundraisers/:slug" element={<FundraiserEditorScreen />} />
        <Route path="/oops/:code" element={<p>oops</p>} />
      </Routes>
    </TestProviders>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(listMyTeams).mockResolvedValue([]);
  vi.mocked(listSiteCampaigns).mockResolvedValue([]);
});

describe("my fundraisers", () => {
  it("lists each page with its state, figures and a link to manage it", async () => {
    vi.mocked(listMyFundraiserPages).mockResolvedValue([ownPage()]);
    renderScreen(<MyFundraisersScreen />);
    const link = await screen.findByRole("link", { name: "Lari untuk Hutan" });
    expect(link.getAttribute("href")).toBe("/dashboard/fundraisers/lari-untuk-hutan");
    const row = link.closest("li") as HTMLElement;
    expect(within(row).getByText("Live")).toBeTruthy();
    expect(within(row).getByText("Rp 250,000 of Rp 1,000,000")).toBeTruthy();
    expect(row.textContent).toContain("25% of the goal");
    expect(row.textContent).toContain("2 donors");
    expect(row.textContent).toContain("Test Forest");
    expect(screen.getByRole("link", { name: "New fundraiser page" })).toBeTruthy();
  });

  it("offers no new page once five are open", async () => {
    vi.mocked(listMyFundraiserPages).mockResolvedValue(
      [1, 2, 3, 4, 5].map((n) => ownPage({ slug: `p-${n}`, title: `Page ${n}` })),
    );
    renderScreen(<MyFundraisersScreen />);
    expect(await screen.findByText("You have 5 open pages: close one to start another.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "New fundraiser page" })).toBeNull();
  });

  it("shows an Indonesian reader the figures in Indonesian", async () => {
    vi.mocked(listMyFundraiserPages).mockResolvedValue([
      ownPage({ status: "pending_review", campaign: null }),
    ]);
    await renderInLocale(<MyFundraisersScreen />, "id");
    const link = await screen.findByRole("link", { name: "Lari untuk Hutan" });
    const row = link.closest("li") as HTMLElement;
    expect(within(row).getByText("Rp 250.000 dari Rp 1.000.000")).toBeTruthy();
    expect(within(row).getByText("Menunggu persetujuan")).toBeTruthy();
    expect(row.textContent).toContain("Dana umum");
  });
});

describe("new fundraiser page", () => {
  it("checks the fields with the contract's rules before anything is sent", async () => {
    renderEditor("new");
    fireEvent.click(await screen.findByRole("button", { name: "Create page" }));
    expect(await screen.findByText("Set a goal from Rp 100,000 to Rp 10,000,000,000.")).toBeTruthy();
    expect(screen.getAllByText("This field is required.").length).toBeGreaterThan(0);
    expect(createFundraiserPage).not.toHaveBeenCalled();
  });

  it("sends the page with its uploaded photo, for the chosen campaign, and opens it", async () => {
    vi.mocked(listSiteCampaigns).mockResolvedValue([
      {
        slug: "hutan-uji",
        kind: "campaign",
        status: "published",
        title: { id: "Hutan Uji", en: "Test Forest" },
      },
    ] as never);
    vi.mocked(uploadFundraiserPhoto).mockResolvedValue(image);
    vi.mocked(createFundraiserPage).mockResolvedValue(ownPage());
    vi.mocked(getMyFundraiserPage).mockResolvedValue(ownPage());
    renderEditor("new");
    await screen.findByRole("option", { name: "Test Forest" });
    fireEvent.change(screen.getByLabelText("Raise money for"), { target: { value: "hutan-uji" } });
    fireEvent.change(screen.getByLabelText(/Goal \(Rp\)/), { target: { value: "2000000" } });
    fireEvent.change(screen.getAllByLabelText(/^Title/)[0] as HTMLElement, {
      target: { value: "Lari untuk Hutan" },
    });
    const file = new File(["x"], "run.jpg", { type: "image/jpeg" });
    fireEvent.change(document.querySelector("input[type=file]") as HTMLInputElement, {
      target: { files: [file] },
    });
    await waitFor(() => expect(uploadFundraiserPhoto).toHaveBeenCalledWith(file));
    await screen.findByRole("img", { name: "The page's photo" });
    fireEvent.click(screen.getByRole("button", { name: "Create page" }));
    await waitFor(() =>
      expect(createFundraiserPage).toHaveBeenCalledWith({
        title: "Lari untuk Hutan",
        story: "",
        title_alt: null,
        story_alt: null,
        goal: 2_000_000,
        ends_on: null,
        locale: "en",
        photo: "img_1",
        campaign: "hutan-uji",
      }),
    );
    expect(await screen.findByRole("heading", { name: "Lari untuk Hutan" })).toBeTruthy();
  });

  it("refuses an end date past a year ahead", () => {
    const now = new Date("2026-11-28T10:00:00Z");
    expect(endsOnInRange("", now)).toBe(true);
    expect(endsOnInRange("2026-11-28", now)).toBe(true);
    expect(endsOnInRange("2026-11-27", now)).toBe(false);
    expect(endsOnInRange("2027-11-28", now)).toBe(true);
    expect(endsOnInRange("2028-01-01", now)).toBe(false);
  });
});

describe("a page of mine", () => {
  it("shows its share link in the page's language and pauses it", async () => {
    vi.mocked(getMyFundraiserPage).mockResolvedValue(ownPage());
    vi.mocked(setFundraiserPageStatus).mockResolvedValue(ownPage({ status: "paused" }));
    renderEditor("lari-untuk-hutan");
    const link = (await screen.findByLabelText("Your page's link")) as HTMLInputElement;
    expect(link.value).toMatch(/\/galang\/lari-untuk-hutan$/);
    fireEvent.click(screen.getByRole("button", { name: "Pause the page" }));
    await waitFor(() =>
      expect(setFundraiserPageStatus).toHaveBeenCalledWith("lari-untuk-hutan", { status: "paused" }),
    );
  });

  it("closes only after the confirmation", async () => {
    vi.mocked(getMyFundraiserPage).mockResolvedValue(ownPage({ locale: "en" }));
    vi.mocked(setFundraiserPageStatus).mockResolvedValue(ownPage({ status: "closed" }));
    renderEditor("lari-untuk-hutan");
    const link = (await screen.findByLabelText("Your page's link")) as HTMLInputElement;
    expect(link.value).toMatch(/\/en\/fundraise\/lari-untuk-hutan$/);
    fireEvent.click(screen.getByRole("button", { name: "Close the page" }));
    expect(setFundraiserPageStatus).not.toHaveBeenCalled();
    const dialog = await screen.findByRole("dialog", { name: "Close this page for good?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close the page" }));
    await waitFor(() =>
      expect(setFundraiserPageStatus).toHaveBeenCalledWith("lari-untuk-hutan", { status: "closed" }),
    );
  });

  it("tells the owner why staff hid it", async () => {
    vi.mocked(getMyFundraiserPage).mockResolvedValue(ownPage({ hidden: true, hidden_reason: "<b>spam</b>" }));
    renderEditor("lari-untuk-hutan");
    const note = await screen.findByRole("note");
    expect(note.textContent).toBe("Staff hid this page from the site. Their reason: <b>spam</b>");
    expect(note.querySelector("b")).toBeNull();
    expect(screen.getByText("The link shows the page once it is live and not hidden.")).toBeTruthy();
  });

  it("reads a team's address from its slug or its link", () => {
    expect(teamSlugOf(" sahabat-hutan ")).toBe("sahabat-hutan");
    expect(teamSlugOf("https://rimbun.test/en/team/Sahabat-Hutan/")).toBe("sahabat-hutan");
  });
});

describe("the thank-you update's limits", () => {
  it("says the daily and the page's limit in the reader's language", async () => {
    vi.mocked(postFundraiserUpdate)
      .mockRejectedValueOnce(new ApiError(429, "RATE_LIMITED", "fundraiser.updateDaily"))
      .mockRejectedValueOnce(new ApiError(409, "CONFLICT", "fundraiser.updateLimit"));
    await renderInLocale(<PageUpdate page={ownPage()} />, "id");
    expect(screen.getByText(/satu kabar sehari, paling banyak 10 untuk halaman ini/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Kabar yang dikirim ke donatur Anda"), {
      target: { value: "Terima kasih!" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Kirim kabar" }));
    expect(
      await screen.findByText(
        "Kamu sudah mengirim kabar ke donatur hari ini. Kabar berikutnya bisa dikirim besok.",
      ),
    ).toBeTruthy();
    cleanup();
    renderScreen(<PageUpdate page={ownPage()} />);
    fireEvent.change(screen.getByLabelText("Update mailed to your donors"), { target: { value: "Thanks!" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the update" }));
    expect(
      await screen.findByText("This page has sent its donors 10 updates, the most a page may send."),
    ).toBeTruthy();
  });
});

describe("my teams", () => {
  it("marks a team hidden by staff with the reason as text, and links it nowhere", async () => {
    const reason = `</script><img src=x onerror=alert(1)>"'&`;
    vi.mocked(listMyFundraiserPages).mockResolvedValue([]);
    vi.mocked(listMyTeams).mockResolvedValue([
      {
        slug: "kantor-hijau",
        name: "Kantor Hijau",
        story: "",
        locale: "id",
        photo: null,
        captain: null,
        goal: 5_000_000,
        raised: 0,
        donor_count: 0,
        progress: 0,
        hidden: true,
        hidden_reason: reason,
        created_at: "2026-11-01T00:00:00Z",
        updated_at: "2026-11-02T00:00:00Z",
      },
    ]);
    const { container } = await renderInLocale(<MyFundraisersScreen />, "en");
    const team = (await screen.findByRole("heading", { name: "Kantor Hijau" })).closest("li") as HTMLElement;
    expect(within(team).getByText("Hidden by staff")).toBeTruthy();
    expect(
      within(team).getByText(`Its page is not shown on the site and no page can join it. Reason: ${reason}`),
    ).toBeTruthy();
    expect(within(team).queryByRole("link")).toBeNull();
    expect(container.querySelector("li img")).toBeNull();
  });
});
