import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";

/**
 * `/openapi.json` as the app serves it passes Redocly's `recommended` rules with no errors
 * (docs/decisions/openapi-lint.md). The rules turned off here, each with its reason, are the only
 * exceptions; warnings are printed, not failed on.
 */
/** Rules of `recommended` turned off or down, each with the reason: none so far. */
const rules = {};

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("the OpenAPI document", () => {
  it("has no errors under Redocly's recommended rules", async () => {
    const response = await h.request("GET", "/openapi.json");
    expect(response.status).toBe(200);
    const config = await createConfig({ extends: ["recommended"], rules });
    const problems = await lintFromString({
      source: await response.text(),
      absoluteRef: "openapi.json",
      config,
    });
    const describe = (problem: (typeof problems)[number]) =>
      `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ""}`;
    const errors = problems.filter((problem) => problem.severity === "error");
    const warnings = problems.filter((problem) => problem.severity === "warn");
    console.info(`openapi lint: ${errors.length} errors, ${warnings.length} warnings`);
    for (const warning of warnings) console.info(describe(warning));
    expect(errors.map(describe)).toEqual([]);
  });
});
