import { badgeState } from "@rimbun/domain/badges";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { BadgeCard } from "./badge-card.tsx";

describe("BadgeCard", () => {
  it("says locked or unlocked in words, not only in colour", async () => {
    const [seed, , tree] = badgeState({ points: 120, passwordSet: true }).badges;
    if (!seed || !tree) throw new Error("five badges expected");
    await renderWithI18n(
      <>
        <BadgeCard badge={seed} />
        <BadgeCard badge={tree} />
      </>,
    );
    const [seedCard, treeCard] = screen.getAllByRole("article");
    expect(seedCard?.textContent).toContain("Unlocked");
    expect(treeCard?.textContent).toContain("Locked");
    expect(treeCard?.textContent).toContain("500 points");
  });

  it("the first badge asks for a password until one is set, then says it is set", async () => {
    const asking = badgeState({ points: 0, passwordSet: false }).badges[0];
    const done = badgeState({ points: 0, passwordSet: true }).badges[0];
    if (!asking || !done) throw new Error("a first badge expected");
    await renderWithI18n(
      <>
        <BadgeCard badge={asking} />
        <BadgeCard badge={done} />
      </>,
      "id",
    );
    const [askingCard, doneCard] = screen.getAllByRole("article");
    expect(askingCard?.textContent).toContain("Atur kata sandi kamu");
    expect(doneCard?.textContent).toContain("Kata sandi sudah diatur");
    expect(doneCard?.textContent).not.toContain("Atur kata sandi kamu");
  });

  it("a first badge won by a sign-in link says so, never that a password was set", async () => {
    const byLink = badgeState({ points: 0, passwordSet: false, signedInByLink: true }).badges[0];
    if (!byLink) throw new Error("a first badge expected");
    expect(byLink).toMatchObject({ isOpen: true, unlockedBy: "link" });
    await renderWithI18n(<BadgeCard badge={byLink} />, "en");
    const card = screen.getByRole("article");
    expect(card.textContent).toContain("Signed in by e-mail link");
    expect(card.textContent).toContain("You signed in with a link from your e-mail");
    expect(card.textContent).not.toMatch(/password/i);
  });

  it.each([
    ["en", "2,000 points"],
    ["id", "2.000 poin"],
  ] as const)("groups the points needed in the page's language (%s)", async (locale, text) => {
    const tree = badgeState({ points: 0, passwordSet: true }).badges.find((badge) => badge.pointMin === 2000);
    if (!tree) throw new Error("a 2000-point badge expected");
    await renderWithI18n(<BadgeCard badge={tree} />, locale);
    expect(screen.getByRole("article").textContent).toContain(text);
  });
});
