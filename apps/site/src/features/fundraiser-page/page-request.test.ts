import { describe, expect, it, vi } from "vitest";
import { pageRequest } from "./page-request.ts";

function astro() {
  return { response: { status: 200, headers: new Headers() }, cache: { set: vi.fn() } };
}

describe("pageRequest", () => {
  it("answers the API's 404 with an empty 404 (Astro renders the not-found page), never cached", async () => {
    const a = astro();
    const answer = await pageRequest(a as never, async () => ({ state: "not-found" }));
    expect(answer.state).toBe("not-found");
    if (answer.state !== "not-found") throw new Error("expected a 404");
    expect(answer.response.status).toBe(404);
    expect(a.cache.set).not.toHaveBeenCalled();
  });

  it("answers 503 with Retry-After when the API is down and no copy exists", async () => {
    const a = astro();
    expect((await pageRequest(a as never, async () => ({ state: "unavailable" }))).state).toBe("unavailable");
    expect(a.response.status).toBe(503);
    expect(a.response.headers.get("Retry-After")).toBe("30");
    expect(a.response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("shares a found page briefly, like campaign pages", async () => {
    vi.stubEnv("SITE_CACHE_SECONDS", "30");
    const a = astro();
    const answer = await pageRequest(a as never, async () => ({ state: "found", value: { slug: "x" } }));
    expect(answer).toEqual({ state: "found", value: { slug: "x" } });
    expect(a.response.headers.get("Cache-Control")).toBe("public, max-age=15");
    expect(a.cache.set).toHaveBeenCalledWith({ maxAge: 10 });
    vi.unstubAllEnvs();
  });
});
