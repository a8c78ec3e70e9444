import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = join(dirname(fileURLToPath(import.meta.url)), "../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("routes are written one way (docs/decisions/route-factories.md)", () => {
  it("no file but platform/http/route.ts documents a path by hand", () => {
    const byHand = sources(src)
      .filter((file) => readFileSync(file, "utf8").includes("registerPath("))
      .map((file) => relative(src, file));
    expect(byHand).toEqual(["platform/http/route.ts"]);
  });
});
