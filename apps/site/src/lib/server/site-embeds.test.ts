import { describe, expect, it, vi } from "vitest";
import { createEmbedSource, type PublicEmbed } from "./site-embeds.ts";

const embed: PublicEmbed = {
  id: "ABCDEFGHJK",
  locale: "id",
  presets: [50_000],
  colour: "#0b6e4f",
  show_meter: true,
  allowed_origins: ["https://partner.example"],
  target: { kind: "campaign", slug: "jaga-alam", title: { id: "Jaga Alam", en: "Protect Nature" } },
  meter: { raised_idr: 0, goal_idr: null, donors: 0 },
};

describe("embedSource", () => {
  it("asks the API nothing for an address that cannot be a code", async () => {
    const load = vi.fn(async () => embed);
    const source = createEmbedSource({ load, cacheMs: 30_000 });
    expect(await source.embed("../../v1/staff")).toEqual({ state: "not-found" });
    expect(await source.embed("abcdefghjk")).toEqual({ state: "not-found" });
    expect(load).not.toHaveBeenCalled();
  });

  it("asks once per code while the copy is fresh, whatever the visitors", async () => {
    const load = vi.fn(async () => embed);
    const source = createEmbedSource({ load, cacheMs: 30_000 });
    for (let i = 0; i < 5; i += 1)
      expect(await source.embed("ABCDEFGHJK")).toEqual({ state: "found", embed });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says not-found for a 404 and unavailable when the API fails with no copy", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const missing = createEmbedSource({ load: async () => null, cacheMs: 30_000 });
    expect(await missing.embed("ABCDEFGHJK")).toEqual({ state: "not-found" });
    const failing = createEmbedSource({
      load: async () => {
        throw new Error("down");
      },
      cacheMs: 30_000,
      log: () => {},
    });
    expect(await failing.embed("ABCDEFGHJK")).toEqual({ state: "unavailable" });
  });
});
