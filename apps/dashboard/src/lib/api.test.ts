import { describe, expect, it } from "vitest";
import { avatarUrl } from "./api.ts";

describe("avatar address (API host, public path, avatar path)", () => {
  it("puts the stored path under the API's public folder", () => {
    expect(avatarUrl("/avatars/a.png")).toBe("http://localhost:8787/public/avatars/a.png");
    expect(avatarUrl("avatars/a.png")).toBe("http://localhost:8787/public/avatars/a.png");
    expect(avatarUrl("/public/avatars/a.png")).toBe("http://localhost:8787/public/avatars/a.png");
  });

  it("has no picture without a path", () => {
    expect(avatarUrl("")).toBeUndefined();
    expect(avatarUrl(undefined)).toBeUndefined();
  });
});
