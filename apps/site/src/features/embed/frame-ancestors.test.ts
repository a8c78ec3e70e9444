import { describe, expect, it } from "vitest";
import { withFrameAncestors } from "./frame-ancestors.ts";

const sitePolicy =
  "default-src 'self'; object-src 'none'; frame-ancestors 'none'; script-src 'self' 'sha256-abc='";

describe("withFrameAncestors", () => {
  it("names the code's origins instead of 'none', once, keeping every other directive", () => {
    const policy = withFrameAncestors(sitePolicy, ["https://partner.example", "http://localhost:3000"]);
    expect(policy).toContain("frame-ancestors https://partner.example http://localhost:3000");
    expect(policy.match(/frame-ancestors/g)).toHaveLength(1);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("object-src 'none'");
  });

  it("keeps 'none' for an empty list", () => {
    expect(withFrameAncestors(sitePolicy, [])).toContain("frame-ancestors 'none'");
  });

  it("lets nothing but an origin into the header: text built to add a directive or a wildcard is dropped", () => {
    const policy = withFrameAncestors(sitePolicy, [
      "https://ok.example",
      "https://evil.example; script-src *",
      "*",
      "https://a.example/path",
      "javascript:alert(1)",
    ]);
    expect(policy).toContain("frame-ancestors https://ok.example");
    expect(policy).not.toContain("evil");
    expect(policy).not.toContain("script-src *");
    expect(policy).not.toMatch(/frame-ancestors[^;]*\*/);
    expect(policy).not.toContain("/path");
  });

  it("keeps 'none' when every origin given is unusable", () => {
    expect(withFrameAncestors(sitePolicy, ["*", "data:"])).toContain("frame-ancestors 'none'");
  });
});
