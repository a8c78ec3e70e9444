import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseWithoutEval } from "./without-eval.ts";

/** Counts code compiled from strings (`new Function`, `Function(...)`) while an object schema is made and used. */
function compiledWhileParsing(): number {
  let compiled = 0;
  const original = globalThis.Function;
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      compiled += 1;
      return Reflect.construct(target, args);
    },
    apply(target, self, args) {
      compiled += 1;
      return Reflect.apply(target, self, args);
    },
  });
  try {
    const schema = z.object({ name: z.string(), amount: z.number() });
    expect(schema.parse({ name: "Rina", amount: 10_000 })).toEqual({ name: "Rina", amount: 10_000 });
  } finally {
    globalThis.Function = original;
  }
  return compiled;
}

describe("parseWithoutEval", () => {
  afterEach(() => {
    z.config({ jitless: false });
  });

  it("is needed: by default zod compiles code from strings for an object schema (so the next test can fail)", () => {
    expect(compiledWhileParsing()).toBeGreaterThan(0);
  });

  it("afterwards zod makes and parses object schemas without compiling any code", () => {
    parseWithoutEval();
    expect(z.config().jitless).toBe(true);
    expect(compiledWhileParsing()).toBe(0);
  });
});
