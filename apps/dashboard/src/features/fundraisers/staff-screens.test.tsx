import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  approveFundraiserPage,
  getWallQueue,
  hideTeam,
  hideWallMessage,
  listFundraiserPageDonations,
  listStaffFundraiserPages,
  listStaffTeams,
  type StaffFundraiserPage,
  type StaffTeam,
  type StaffWallMessage,
  unhideTeam,
} from "../../lib/api.ts";
import { renderInLocale, renderScreen } from "../../test/render.tsx";
import { StaffPagesScreen } from "./staff-pages-screen.tsx";
import { WallModerationScreen } from "./wall-moderation-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  listStaffFundraiserPages: vi.fn(),
  approveFundraiserPage: vi.fn(),
  listFundraiserPageDonations: vi.fn(),
  getWallQueue: vi.fn(),
  hideWallMessage: vi.fn(),
  listStaffTeams: vi.fn(),
  hideTeam: vi.fn(),
  unhideTeam: vi.fn(),
}));

const breakOut = `</script><img src=x onerror=alert(1)>"'&`;
const staffTeam = (overrides: Partial<StaffTeam> = {}): StaffTeam => ({
  id: "tm_1",
  slug: "kantor-hijau",
  name: "Kantor <b>Hijau</b>",
  hidden_at: null,
  hidden_reason: null,
  captain: { name: "Kapten", email: "kapten@example.test" },
  member_count: 3,
  created_at: "2026-11-01T03:00:00Z",
  goal: 5_000_000,
  raised: 250_000,
  donor_count: 4,
  progress: 5,
  ...overrides,
});

const staffPage = (overrides: Partial<StaffFundraiserPage> = {}): StaffFundraiserPage => ({
  id: "fp_1",
  slug: "lari-untuk-hutan",
  status: "pending_review",
  hidden_at: null,
  hidden_reason: null,
  title: "Lari untuk Hutan",
  story: "Saya **berlari**.",
  campaign_slug: "hutan-uji",
  team_slug: null,
  owner: { name: "Putri", email: "putri@example.test", role: "donor" },
  approved_at: null,
  created_at: "2026-11-01T03:00:00Z",
  goal: 1_000_000,
  raised: 0,
  donor_count: 0,
  progress: 0,
  ...overrides,
});

const noReports = { spam: 0, abuse: 0, personal_data: 0, other: 0 };
const wallMessage = (overrides: Partial<StaffWallMessage> = {}): StaffWallMessage => ({
  id: "wm_1",
  status: "visible",
  body: 'Lihat <a href="https://x.test">ini</a>',
  display: "full",
  display_name: "Budi <i>Santoso</i>",
  amount: 50_000,
  campaign_slug: "hutan-uji",
  fundraiser_page_slug: "lari-untuk-hutan",
  moderation_reason: null,
  moderated_at: null,
  aamiin_count: 1,
  open_reports: { ...noReports, spam: 2 },
  created_at: "2026-11-02T03:00:00Z",
  published_at: "2026-11-02T03:01:00Z",
  ...overrides,
});

beforeEach(() => vi.clearAllMocks());

describe("staff: fundraiser pages", () => {
  it("lists pages waiting for approval and approves one with a reason", async () => {
    vi.mocked(listStaffFundraiserPages).mockResolvedValue([staffPage()]);
    vi.mocked(approveFundraiserPage).mockResolvedValue(staffPage({ status: "live" }));
    renderScreen(<StaffPagesScreen />);
    const approve = await screen.findByRole("button", { name: "Approve Lari untuk Hutan" });
    expect(listStaffFundraiserPages).toHaveBeenCalledWith({ status: "pending_review" }, expect.anything());
    const row = approve.closest("tr") as HTMLElement;
    expect(row.textContent).toContain("putri@example.test");
    expect(row.querySelector("strong")?.textContent).toBe("berlari");
    fireEvent.click(approve);
    const dialog = await screen.findByRole("dialog", { name: 'Approve "Lari untuk Hutan"' });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await within(dialog).findByText("Please write the reason.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Checked the story" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(approveFundraiserPage).toHaveBeenCalledWith("fp_1", { reason: "Checked the story" }),
    );
  });

  it("asks for hidden pages and shows a page's donations", async () => {
    vi.mocked(listStaffFundraiserPages).mockResolvedValue([
      staffPage({ status: "live", hidden_at: "2026-11-03T00:00:00Z", hidden_reason: "Spam" }),
    ]);
    vi.mocked(listFundraiserPageDonations).mockResolvedValue([
      {
        local_id: "RL-1",
        created_at: "2026-11-02T03:00:00Z",
        amount: 75_000,
        type: "single",
        status: "done",
        donor_name: "Budi",
        donor_email: "budi@example.test",
      },
    ]);
    renderScreen(<StaffPagesScreen />);
    await screen.findByRole("button", { name: "Unhide Lari untuk Hutan" });
    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "hidden" } });
    await waitFor(() =>
      expect(listStaffFundraiserPages).toHaveBeenCalledWith({ status: "hidden" }, expect.anything()),
    );
    expect(await screen.findByRole("button", { name: "Unhide Lari untuk Hutan" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Donations of Lari untuk Hutan" }));
    const dialog = await screen.findByRole("dialog", { name: 'Donations through "Lari untuk Hutan"' });
    expect(await within(dialog).findByText("Rp 75,000")).toBeTruthy();
    expect(within(dialog).getByText("Paid")).toBeTruthy();
  });
});

describe("staff: teams", () => {
  it("lists shown teams from the same menu and hides one with a reason", async () => {
    vi.mocked(listStaffFundraiserPages).mockResolvedValue([]);
    vi.mocked(listStaffTeams).mockResolvedValue([staffTeam()]);
    vi.mocked(hideTeam).mockResolvedValue(
      staffTeam({ hidden_at: "2026-11-03T00:00:00Z", hidden_reason: "Spam" }),
    );
    const { container } = renderScreen(<StaffPagesScreen />);
    fireEvent.change(await screen.findByLabelText("Show"), { target: { value: "teams" } });
    const hide = await screen.findByRole("button", { name: "Hide team Kantor <b>Hijau</b>" });
    expect(listStaffTeams).toHaveBeenCalledWith({ status: "shown" }, expect.anything());
    expect(container.querySelector("td b")).toBeNull();
    expect((hide.closest("tr") as HTMLElement).textContent).toContain("kapten@example.test");
    fireEvent.click(hide);
    const dialog = await screen.findByRole("dialog", { name: 'Hide team "Kantor <b>Hijau</b>"' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Spam" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Hide team" }));
    await waitFor(() => expect(hideTeam).toHaveBeenCalledWith("tm_1", { reason: "Spam" }));
  });

  it("shows a hidden team's reason as text, in Indonesian too, and unhides it", async () => {
    vi.mocked(listStaffFundraiserPages).mockResolvedValue([]);
    vi.mocked(listStaffTeams).mockResolvedValue([
      staffTeam({ hidden_at: "2026-11-03T00:00:00Z", hidden_reason: breakOut }),
    ]);
    vi.mocked(unhideTeam).mockResolvedValue(staffTeam());
    const { container } = await renderInLocale(<StaffPagesScreen />, "id");
    fireEvent.change(await screen.findByLabelText("Tampilkan"), { target: { value: "teams_hidden" } });
    await waitFor(() => expect(listStaffTeams).toHaveBeenCalledWith({ status: "hidden" }, expect.anything()));
    expect(await screen.findByText(`Alasan: ${breakOut}`)).toBeTruthy();
    expect(container.querySelector("td img, td script")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Tampilkan lagi tim Kantor <b>Hijau</b>" }));
    const dialog = await screen.findByRole("dialog", { name: 'Tampilkan lagi tim "Kantor <b>Hijau</b>"' });
    fireEvent.change(within(dialog).getByLabelText(/Alasan/), { target: { value: "Sudah dicek" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Tampilkan lagi tim" }));
    await waitFor(() => expect(unhideTeam).toHaveBeenCalledWith("tm_1", { reason: "Sudah dicek" }));
  });
});

describe("staff: wall moderation", () => {
  it("shows a reported message as text with its reports and hides it with a reason", async () => {
    vi.mocked(getWallQueue).mockResolvedValue({ messages: [wallMessage()], pages: [] });
    vi.mocked(hideWallMessage).mockResolvedValue(wallMessage({ status: "hidden" }));
    const { container } = renderScreen(<WallModerationScreen />);
    const hide = await screen.findByRole("button", { name: "Hide", description: "Budi <i>Santoso</i>" });
    expect(container.querySelector(".wall-item a, .wall-item i")).toBeNull();
    expect(screen.getByText('Lihat <a href="https://x.test">ini</a>')).toBeTruthy();
    expect(screen.getByText("Reports: 2 × spam")).toBeTruthy();
    expect(screen.getByText("No page is reported.")).toBeTruthy();
    fireEvent.click(hide);
    const dialog = await screen.findByRole("dialog", { name: "Hide this message" });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Spam link" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Hide" }));
    await waitFor(() => expect(hideWallMessage).toHaveBeenCalledWith("wm_1", { reason: "Spam link" }));
  });

  it("says why a message is held, in Indonesian too", async () => {
    vi.mocked(getWallQueue).mockResolvedValue({
      messages: [wallMessage({ status: "held", moderation_reason: "link", open_reports: noReports })],
      pages: [],
    });
    await renderInLocale(<WallModerationScreen />, "id");
    expect(await screen.findByText("Ditahan: berisi tautan.")).toBeTruthy();
    const approve = screen.getByRole("button", { name: "Loloskan" });
    expect(approve.getAttribute("aria-describedby")).toBe("wall-wm_1-who");
    expect(document.getElementById("wall-wm_1-who")?.textContent).toBe("Budi <i>Santoso</i>");
    expect(screen.getByText(/Rp 50\.000/)).toBeTruthy();
  });
});
