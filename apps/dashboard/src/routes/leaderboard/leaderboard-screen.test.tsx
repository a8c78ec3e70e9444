import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { getLeaderboard, type Leaderboard, type LeaderboardRow } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { LeaderboardScreen } from "./leaderboard-screen.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  getLeaderboard: vi.fn(),
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
});
