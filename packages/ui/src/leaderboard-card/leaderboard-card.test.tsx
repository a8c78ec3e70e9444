import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { LeaderboardCard } from "./leaderboard-card.tsx";

const figures = { totalDonors: 3, totalDonations: 1_500_000, avgGift: 500_000, points: "1500.00" };

describe("LeaderboardCard", () => {
  it("names the medal for the top three and just the rank after", async () => {
    await renderWithI18n(
      <>
        <LeaderboardCard rank={1} fullname="Sari" {...figures} />
        <LeaderboardCard rank={4} fullname="Andi" {...figures} />
      </>,
    );
    expect(screen.getByRole("img", { name: "Rank 1, gold medal" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Rank 4" })).toBeTruthy();
    // The reader's grouping: English here (docs/decisions/words.md#rupiah).
    expect(screen.getAllByText("Rp 1,500,000")).toHaveLength(2);
  });
});
