import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  getLeaderboard,
  type Leaderboard,
  type LeaderboardRow,
  listTeamLeaderboard,
  type TeamLeaderboardRow,
} from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { LeaderboardScreen } from "./leaderboard-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getLeaderboard: vi.fn(),
  listTeamLeaderboard: vi.fn(),
}));

const row = (rank: number, fullname: string, isMe = false): LeaderboardRow => ({
  rank,
  // The API masks every e-mail: two volunteers may look alike here.
  email: "v****@example.test",
  fullname,
  avatar: null,
  total_donor: 1,
  total_donations: 100_000,
  avg_gift: 100_000,
  point: "100.00",
  is_me: isMe,
});

describe("leaderboard screen", () => {
  it("marks the caller by the API's is_me flag, not by e-mail", async () => {
    const board: Leaderboard = {
      label: "leaderboard.allTime",
      period: null,
      top: [row(1, "Vera Volunteer"), row(2, "Vino Volunteer", true)],
      own: row(2, "Vino Volunteer", true),
    };
    vi.mocked(getLeaderboard).mockResolvedValue(board);
    renderScreen(<LeaderboardScreen now={new Date("2026-11-20T00:00:00Z")} />);
    const top = await screen.findByRole("list");
    const marked = within(top)
      .getAllByRole("article")
      .filter((card) => card.className.includes("rb-leaderboard-card--me"));
    expect(marked.map((card) => card.getAttribute("aria-label"))).toEqual(["Vino Volunteer"]);
    const own = screen.getByRole("region", { name: "Your rank" });
    expect(within(own).getByLabelText("Vino Volunteer")).toBeTruthy();
  });

  it("shows no own rank when the API names none", async () => {
    vi.mocked(getLeaderboard).mockResolvedValue({
      label: "leaderboard.allTime",
      period: null,
      top: [row(1, "Vera Volunteer")],
      own: null,
    });
    renderScreen(<LeaderboardScreen now={new Date("2026-11-20T00:00:00Z")} />);
    expect(await screen.findByText(/No points in this period yet/)).toBeTruthy();
  });

  it("shows the teams by amount raised only once the Teams view is opened", async () => {
    vi.mocked(getLeaderboard).mockResolvedValue({
      label: "leaderboard.allTime",
      period: null,
      top: [row(1, "Vera Volunteer")],
      own: null,
    });
    const team = (rank: number, slug: string, name: string, raised: number): TeamLeaderboardRow => ({
      rank,
      slug,
      name,
      photo: null,
      member_count: rank === 1 ? 2 : 1,
      goal: 10_000_000,
      raised,
      donor_count: 3,
      progress: Math.floor((raised / 10_000_000) * 100),
    });
    vi.mocked(listTeamLeaderboard).mockResolvedValue([
      team(1, "komunitas-situ-gede", "Komunitas Situ Gede", 2_500_000),
      team(2, "kantor-hijau", "<b>Kantor</b> Hijau", 500_000),
    ]);
    renderScreen(<LeaderboardScreen now={new Date("2026-11-20T00:00:00Z")} />);
    await screen.findByText("Top 10 volunteers");
    expect(listTeamLeaderboard).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("tab", { name: "Teams" }));
    const teams = await screen.findByRole("list");
    const cards = within(teams).getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("link").textContent)).toEqual([
      "Komunitas Situ Gede",
      // A team's name is text, never markup.
      "<b>Kantor</b> Hijau",
    ]);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toMatch(/\/en\/team\/komunitas-situ-gede$/);
    expect(within(cards[0] as HTMLElement).getByText("2 members")).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText("1 member")).toBeTruthy();
    expect(
      within(cards[0] as HTMLElement)
        .getByRole("progressbar")
        .getAttribute("aria-valuetext"),
    ).toMatch(/^Rp\s2,500,000 of Rp\s10,000,000$/);
    expect(screen.queryByText("Top 10 volunteers")).toBeNull();
  });
});
