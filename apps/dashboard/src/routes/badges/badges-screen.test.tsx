import type { Locale } from "@rimbun/i18n";
import { describe, expect, it } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import { renderInLocale } from "../../test/render.tsx";
import { BadgesScreen } from "./badges-screen.tsx";

/** The badges page in the real compiled catalogs of one language, as the app shows it. */
async function showBadges(locale: Locale, points: number) {
  useSessionStore.getState().setUser({
    email: "sari@mail.test",
    role: "donor",
    first: true,
    two_factor: true,
    profile: { fullname: "Sari Wulandari", badge_points: points },
  });
  return renderInLocale(<BadgesScreen />, locale);
}

describe("badges page numbers", () => {
  it.each([
    ["en", ["2,400 points", "5,000 points", "2,000 points"], /\b\d\.\d{3}\b/],
    ["id", ["2.400 poin", "5.000 poin", "2.000 poin"], /\b\d,\d{3}\b/],
  ] as const)(
    "formats every number for %s, on the header and on the cards alike",
    async (locale, shown, foreign) => {
      const { container } = await showBadges(locale, 2400);
      const text = container.textContent ?? "";
      // A figure is followed by the end of its word: "2.400 poin" must not pass inside "2.400 points".
      for (const figure of shown) expect(text).toMatch(new RegExp(`${figure.replace(".", "\\.")}(?![a-z])`));
      expect(text).not.toMatch(foreign);
    },
  );
});
