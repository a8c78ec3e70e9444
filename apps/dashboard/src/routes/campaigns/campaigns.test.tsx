import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createCampaign,
  getStaffCampaign,
  listStaffCampaigns,
  postCampaignUpdate,
  type StaffCampaign,
  type StaffCampaignUpdate,
  uploadImage,
} from "../../lib/api.ts";
import { renderScreen, TestProviders } from "../../test/render.tsx";
import { CampaignEditorScreen } from "./campaign-editor-screen.tsx";
import { CampaignsScreen } from "./campaigns-screen.tsx";
import { RichTextPreview } from "./rich-text-preview.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  listStaffCampaigns: vi.fn(),
  getStaffCampaign: vi.fn(),
  createCampaign: vi.fn(),
  postCampaignUpdate: vi.fn(),
  uploadImage: vi.fn(),
}));

const localized = (id: string, en: string) => ({ id, en });

const stored: StaffCampaign = {
  slug: "hutan-uji",
  kind: "campaign",
  status: "published",
  title: localized("Hutan Uji", "Test Forest"),
  summary: localized("Ringkas", "Short"),
  place: localized("Kapuas Hulu", "Kapuas Hulu"),
  story: localized("Cerita", "Story"),
  uses: localized("Bibit", "Seedlings"),
  target: 25_000_000,
  raised: 50_000,
  donor_count: 1,
  starts_on: "2026-11-01",
  ends_on: "2027-12-31",
  cover: null,
  scene: "forest",
  funds_used: 0,
  matched: 0,
  matching: null,
  sort_order: 10,
  raised_offline: 0,
  slug_locked: true,
  first_published_at: "2026-11-01T00:00:00Z",
  updated_at: "2026-11-02T00:00:00Z",
  updates: [],
};

function renderEditor(slug: string) {
  return render(
    <TestProviders path={`/dashboard/campaigns/${slug}`}>
      <Routes>
        <Route path="/dashboard/campaigns/:slug" element={<CampaignEditorScreen />} />
      </Routes>
    </TestProviders>,
  );
}

/** The update the API answers after a post (the screen only reloads the campaign). */
const postedUpdate = (overrides: Partial<StaffCampaignUpdate> = {}): StaffCampaignUpdate => ({
  id: "u1",
  posted_at: "2026-11-03T00:00:00Z",
  body: localized("Kabar", "News"),
  photo: null,
  funds_used: null,
  hidden_at: null,
  ...overrides,
});

/** Opens the stored campaign's editor and writes an update in both languages; answers the update's form. */
async function writeUpdate(id: string, en: string) {
  renderEditor("hutan-uji");
  const form = await screen.findByRole("form", { name: "Post an update" });
  fireEvent.change(within(form).getByLabelText(/Update \(Indonesian\)/), { target: { value: id } });
  fireEvent.change(within(form).getByLabelText(/Update \(English\)/), { target: { value: en } });
  return form;
}

beforeEach(() => vi.clearAllMocks());

describe("rich-text preview", () => {
  it("shows the formatting as elements and any markup as text", () => {
    const { container } = render(
      <RichTextPreview source={"A **bold** and *soft* <b>start</b>.\n\n- one\n- [two](https://a.test)"} />,
    );
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect(container.querySelector("em")?.textContent).toBe("soft");
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toContain("<b>start</b>");
    expect(container.querySelectorAll("li")).toHaveLength(2);
    expect(container.querySelector("a")?.getAttribute("href")).toBe("https://a.test");
  });
});

describe("campaign list", () => {
  it("lists each campaign with its status, figures and a link to its editor", async () => {
    vi.mocked(listStaffCampaigns).mockResolvedValue([
      {
        slug: "hutan-uji",
        kind: "campaign",
        status: "draft",
        title: localized("Hutan Uji", "Test Forest"),
        target: 25_000_000,
        raised: 50_000,
        donor_count: 1,
        starts_on: "2026-11-01",
        ends_on: null,
        sort_order: 0,
        update_count: 2,
        updated_at: "2026-11-02T00:00:00Z",
      },
    ]);
    renderScreen(<CampaignsScreen />);
    const link = await screen.findByRole("link", { name: "Test Forest" }, { timeout: 5000 });
    expect(link.getAttribute("href")).toBe("/dashboard/campaigns/hutan-uji");
    const row = link.closest("li") as HTMLElement;
    expect(within(row).getByText("Draft")).toBeTruthy();
    expect(within(row).getByText("Rp 50,000 of Rp 25,000,000")).toBeTruthy();
    expect(row.textContent).toContain("1 donor");
    expect(row.textContent).toContain("2 updates");
  });
});

describe("campaign editor", () => {
  it("checks a new campaign with the contract's rules before anything is sent", async () => {
    renderEditor("new");
    fireEvent.click(await screen.findByRole("button", { name: "Create draft" }));
    await waitFor(() => expect(screen.getAllByText("This field is required.").length).toBeGreaterThan(0));
    expect(screen.getByText("Enter the target in whole rupiah, more than 0.")).toBeTruthy();
    expect(createCampaign).not.toHaveBeenCalled();
  });

  it("posts an update without funds used when none were typed", async () => {
    vi.mocked(getStaffCampaign).mockResolvedValue(stored);
    vi.mocked(postCampaignUpdate).mockResolvedValue(postedUpdate());
    const form = await writeUpdate("Kabar **baru**", "Fresh news");
    // The live preview beside the field.
    expect(
      within(form).getAllByRole("region", { name: "Preview" })[0]?.querySelector("strong")?.textContent,
    ).toBe("baru");
    fireEvent.click(within(form).getByRole("button", { name: "Post update" }));
    // The update goes public: the reason is asked first, and nothing is sent without it.
    const dialog = await screen.findByRole("dialog", { name: "Post this update" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Post update" }));
    expect(await within(dialog).findByText("Please write the reason.")).toBeTruthy();
    expect(postCampaignUpdate).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Monthly news" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Post update" }));
    await waitFor(() => expect(postCampaignUpdate).toHaveBeenCalled());
    expect(vi.mocked(postCampaignUpdate).mock.calls[0]).toEqual([
      "hutan-uji",
      {
        body: { id: "Kabar **baru**", en: "Fresh news" },
        photo: null,
        funds_used: null,
        reason: "Monthly news",
      },
    ]);
  });

  it("warns when funds used pass what was raised, and posts only confirmed with a reason", async () => {
    // Raised Rp 50,000, Rp 20,000 already used: Rp 40,000 more is over.
    vi.mocked(getStaffCampaign).mockResolvedValue({ ...stored, funds_used: 20_000 });
    vi.mocked(postCampaignUpdate).mockResolvedValue(
      postedUpdate({ funds_used: { amount: 40_000, description: localized("Bibit", "Seedlings") } }),
    );
    const form = await writeUpdate("Kabar", "News");
    fireEvent.change(within(form).getByLabelText(/Spent on \(Indonesian\)/), { target: { value: "Bibit" } });
    fireEvent.change(within(form).getByLabelText(/Spent on \(English\)/), { target: { value: "Seedlings" } });
    fireEvent.change(within(form).getByLabelText(/Funds used/), { target: { value: "30000" } });
    expect(within(form).queryByText(/more than the Rp 50,000 this campaign raised/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Funds used/), { target: { value: "40000" } });
    expect(
      await within(form).findByText(
        /Funds used would come to Rp 60,000, more than the Rp 50,000 this campaign raised/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Post update" }));
    const dialog = await screen.findByRole("dialog", { name: "Funds used are more than raised" });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Reserve from 2025" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm and post" }));
    await waitFor(() => expect(postCampaignUpdate).toHaveBeenCalled());
    expect(vi.mocked(postCampaignUpdate).mock.calls[0]?.[1]).toMatchObject({
      funds_used: { amount: 40_000 },
      confirmOverRaised: true,
      reason: "Reserve from 2025",
    });
  });

  it("asks what the funds bought once an amount is typed", async () => {
    vi.mocked(getStaffCampaign).mockResolvedValue(stored);
    const form = await writeUpdate("Kabar", "News");
    fireEvent.change(within(form).getByLabelText(/Funds used/), { target: { value: "150000" } });
    fireEvent.click(within(form).getByRole("button", { name: "Post update" }));
    await waitFor(() => expect(within(form).getAllByText("This field is required.")).toHaveLength(2));
    expect(postCampaignUpdate).not.toHaveBeenCalled();
  });

  it("posts an update with its uploaded photo and descriptions, then clears the photo", async () => {
    vi.mocked(getStaffCampaign).mockResolvedValue(stored);
    vi.mocked(uploadImage).mockResolvedValue({
      id: "img-1",
      width: 1200,
      height: 800,
      alt: localized("", ""),
      urls: { avif: "/v1/images/img-1.avif", webp: "/v1/images/img-1.webp" },
      srcset: { avif: "", webp: "" },
    });
    vi.mocked(postCampaignUpdate).mockResolvedValue(postedUpdate());
    const form = await writeUpdate("Kabar", "News");
    const file = new File(["x"], "bibit.webp", { type: "image/webp" });
    fireEvent.change(within(form).getByLabelText("Upload image"), { target: { files: [file] } });
    await within(form).findByRole("button", { name: "Remove image" });
    fireEvent.change(within(form).getByLabelText(/Photo description \(Indonesian\)/), {
      target: { value: "Bibit di persemaian" },
    });
    fireEvent.change(within(form).getByLabelText(/Photo description \(English\)/), {
      target: { value: "Seedlings in the nursery" },
    });
    expect(within(form).getByRole("img", { name: "Seedlings in the nursery" }).getAttribute("src")).toBe(
      "/v1/images/img-1.webp",
    );
    fireEvent.click(within(form).getByRole("button", { name: "Post update" }));
    const dialog = await screen.findByRole("dialog", { name: "Post this update" });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Nursery news" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Post update" }));
    await waitFor(() => expect(postCampaignUpdate).toHaveBeenCalled());
    expect(vi.mocked(postCampaignUpdate).mock.calls[0]?.[1]).toMatchObject({
      photo: { id: "img-1", alt: { id: "Bibit di persemaian", en: "Seedlings in the nursery" } },
    });
    await waitFor(() => expect(within(form).queryByRole("button", { name: "Remove image" })).toBeNull());
  });
});
