import { describe, expect, it, vi } from "vitest";

// The embed rules load nothing at run time (docs/decisions/embeds.md#origins): the site's loader has a size
// budget, and the message catalogue and the money module would take most of it. This file counts their
// loads, so a run-time import added to embeds.ts makes the first test fail; `import type` is erased.
const loads = vi.hoisted(() => ({ messages: 0, money: 0 }));
vi.mock("./messages.ts", async (importOriginal) => {
  loads.messages += 1;
  return importOriginal();
});
vi.mock("./money.ts", async (importOriginal) => {
  loads.money += 1;
  return importOriginal();
});

describe("the embed rules", () => {
  it("load without the message catalogue or the money module", async () => {
    const embeds = await import("./embeds.ts");
    expect(embeds.isEmbedCode("ABCDEFGHJK")).toBe(true);
    expect(embeds.embedReturnOrigin("https://a.org/", ["https://a.org"])).toBe("https://a.org");
    expect(loads).toEqual({ messages: 0, money: 0 });
  });

  it("counts loads (so the check above can fail)", async () => {
    await import("./money.ts");
    expect(loads.money).toBe(1);
  });
});
