import { describe, expect, it } from "vitest";
import { textsFor } from "./fundraiser-texts.ts";

const page = {
  locale: "id" as const,
  title: "Tanam 100 pohon",
  story: "Cerita",
  title_alt: "Plant 100 trees",
  story_alt: "Story",
};

describe("textsFor", () => {
  it("gives the reader's language first and offers the other", () => {
    expect(textsFor(page, "en")).toEqual({
      main: { title: "Plant 100 trees", story: "Story", lang: "en" },
      other: { title: "Tanam 100 pohon", story: "Cerita", lang: "id" },
    });
    expect(textsFor(page, "id").main.lang).toBe("id");
    expect(textsFor(page, "id").other?.lang).toBe("en");
  });

  it("shows the owner's text in both languages when there is no second language", () => {
    const single = { ...page, title_alt: null, story_alt: "  " };
    expect(textsFor(single, "en")).toEqual({
      main: { title: "Tanam 100 pohon", story: "Cerita", lang: "id" },
      other: null,
    });
  });
});
