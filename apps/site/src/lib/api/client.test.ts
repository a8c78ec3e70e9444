import { afterEach, expect, it, vi } from "vitest";
import { apiConfig } from "./client.ts";
import { getCampaignFigures } from "./public.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

it("in development every answer is checked against the contract (production builds drop the check)", async () => {
  expect(import.meta.env.DEV).toBe(true);
  expect(apiConfig.validate).toBeTypeOf("function");
  vi.stubGlobal(
    "fetch",
    async () => new Response(JSON.stringify({ error: false, result: { slug: "hutan" }, message: "ok" })),
  );
  await expect(getCampaignFigures("hutan")).rejects.toThrow(/^getCampaignFigures: .*target/);
});
