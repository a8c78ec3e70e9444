import { describe, expect, it, vi } from "vitest";

// The domain's two parts (docs/decisions/domain-split.md): everything reachable from `src/index.ts`
// is plain rules that a page can load without zod; zod lives under `src/schemas/` only. This file
// counts loads of zod, so a plain module that imports it at run time (directly or through another
// module) makes the first test fail; `import type` is erased and does not count.
const zod = vi.hoisted(() => ({ loads: 0 }));
vi.mock("zod", async (importOriginal) => {
  zod.loads += 1;
  return importOriginal();
});

describe("plain domain modules", () => {
  it("load without zod", async () => {
    const plain = await import("./index.ts");
    expect(plain.formatRupiah(10_000, "en")).toBe("Rp\u00a010,000");
    expect(plain.isIsoDay("2026-02-29")).toBe(false);
    expect(zod.loads).toBe(0);
  });

  it("leave the schemas to src/schemas, which do need zod (so the check above can fail)", async () => {
    const schemas = await import("./schemas/index.ts");
    expect(schemas.amountSchemaFor("monthly").parse("Rp 10.000")).toBe(10_000);
    expect(zod.loads).toBe(1);
  });
});
