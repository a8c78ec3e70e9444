import { describe, expect, it } from "vitest";
import { areas, createI18nForAllLocales, loadMessages } from "./catalogs.ts";
import { locales } from "./locales.ts";

describe("compiled catalogs", () => {
  it("exist for every locale and area", async () => {
    for (const locale of locales) {
      for (const area of areas) {
        await expect(loadMessages(locale, [area])).resolves.toBeTypeOf("object");
      }
    }
  });

  it("translate a domain message id differently per locale", async () => {
    const i18n = await createI18nForAllLocales(["domain"]);
    const ids = Object.keys(await loadMessages("en", ["domain"]));
    // Before the domain declares messages there is nothing to compare.
    if (ids.length === 0) return;
    const differing = ids.filter((id) => i18n.id._(id) !== i18n.en._(id));
    expect(differing.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(i18n.id._(id)).not.toBe(id);
      expect(i18n.en._(id)).not.toBe(id);
    }
  });
});
