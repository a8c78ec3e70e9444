import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../test/render.tsx";
import { type LeaderboardChoice, LeaderboardFilter } from "./leaderboard-filter.tsx";

// 20 November 2026 in Jakarta.
const now = new Date("2026-11-20T05:00:00Z");

function Harness() {
  const [choice, setChoice] = useState<LeaderboardChoice>({});
  return <LeaderboardFilter value={choice} onChange={setChoice} now={now} />;
}

const select = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;
const optionValues = (name: string) =>
  [...select(name).options].map((option) => option.value).filter(Boolean);

describe("leaderboard filter", () => {
  it("offers the years 2022 to now", () => {
    renderScreen(<Harness />);
    expect(optionValues("Year")).toEqual(["2022", "2023", "2024", "2025", "2026"]);
  });

  it("offers only the months so far in the current year, all twelve in an earlier one", () => {
    renderScreen(<Harness />);
    fireEvent.change(select("Year"), { target: { value: "2026" } });
    expect(optionValues("Month")).toHaveLength(11);
    fireEvent.change(select("Year"), { target: { value: "2025" } });
    expect(optionValues("Month")).toHaveLength(12);
  });

  it('says "All Time", then the chosen month and year (never a bare "Selected")', () => {
    renderScreen(<Harness />);
    expect(screen.getByText("All Time")).toBeTruthy();
    fireEvent.change(select("Year"), { target: { value: "2025" } });
    // A year alone shows all time, and says how to narrow it.
    expect(screen.getByText("All Time")).toBeTruthy();
    expect(screen.getByText("Choose a month to see one month of 2025.")).toBeTruthy();
    fireEvent.change(select("Month"), { target: { value: "12" } });
    expect(screen.getByText("December 2025")).toBeTruthy();
    expect(screen.queryByText("Selected")).toBeNull();
    // December is not offered in 2026 yet: the month is cleared and the period is all time again.
    fireEvent.change(select("Year"), { target: { value: "2026" } });
    expect(select("Month").value).toBe("");
    expect(screen.getByText("All Time")).toBeTruthy();
  });

  it("a month picked with no year comes with the latest year that has it", () => {
    renderScreen(<Harness />);
    fireEvent.change(select("Month"), { target: { value: "3" } });
    expect(select("Year").value).toBe("2026");
    expect(screen.getByText("March 2026")).toBeTruthy();
    fireEvent.change(select("Month"), { target: { value: "" } });
    fireEvent.change(select("Year"), { target: { value: "" } });
    // December 2026 is still ahead: December 2025.
    fireEvent.change(select("Month"), { target: { value: "12" } });
    expect(select("Year").value).toBe("2025");
    expect(screen.getByText("December 2025")).toBeTruthy();
  });
});
