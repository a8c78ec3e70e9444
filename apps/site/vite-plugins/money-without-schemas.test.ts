import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { withoutAmountSchema } from "./money-without-schemas.mjs";

const require = createRequire(import.meta.url);

describe("the browser's money module without the amount schema", () => {
  it("drops amountSchemaFor and the zod import, keeping the plain money rules", () => {
    const source = readFileSync(require.resolve("@rimbun/domain/money"), "utf8");
    const stripped = withoutAmountSchema(source);
    expect(stripped).not.toMatch(/from "zod"/);
    expect(stripped).not.toContain("amountSchemaFor");
    for (const name of ["formatRupiah", "nominalOptions", "presetDisabled", "co2ForAmount", "amountLimits"]) {
      expect(stripped).toContain(name);
    }
  });

  it("leaves a file without the schema untouched", () => {
    const plain = "export const a = 1;\nexport function b() {\n  return 2;\n}\n";
    expect(withoutAmountSchema(plain)).toBe(plain);
  });
});
