import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * Indonesian words the catalogs agree on (docs/decisions/words.md): "kata sandi", never the English
 * "password" beside it, and natural phrasing ("Masuk sekarang", not the calque "Masukkan saya").
 * The dashboard's catalog is checked by its own test.
 */
const areas = ["api", "domain", "site", "ui"];

function translations(area: string): string[] {
  const po = readFileSync(new URL(`../locales/id/${area}.po`, import.meta.url), "utf8");
  return [...po.matchAll(/^msgstr "(.*)"$/gm)].map((match) => match[1] ?? "");
}

describe("Indonesian word choice", () => {
  for (const area of areas) {
    it(`${area}: says "kata sandi", never "password", and no "Masukkan saya"`, () => {
      const found = translations(area).filter((text) => /password|masukkan saya/i.test(text));
      expect(found).toEqual([]);
    });
  }
});
