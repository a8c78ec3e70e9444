import { describe, expect, it } from "vitest";
import { dashboardPolicy } from "./content-security-policy.ts";

const directives = (policy: string) =>
  new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe("dashboardPolicy", () => {
  it("allows scripts and styles from the dashboard's own files only, and no plugins or framing", () => {
    const header = directives(dashboardPolicy("https://api.rimbun.example").header);
    expect(header.get("script-src")).toEqual(["'self'"]);
    expect(header.get("style-src")).toEqual(["'self'"]);
    expect(header.get("object-src")).toEqual(["'none'"]);
    expect(header.get("base-uri")).toEqual(["'self'"]);
    expect(header.get("form-action")).toEqual(["'self'"]);
    expect(header.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("reaches the API by its origin and shows pictures from its image and avatar routes only", () => {
    const header = directives(dashboardPolicy("https://rimbun.example/api/").header);
    expect(header.get("connect-src")).toEqual(["'self'", "https://rimbun.example"]);
    // A path source must end with "/" to match what is below it.
    expect(header.get("img-src")).toEqual([
      "'self'",
      "blob:",
      "https://rimbun.example/api/v1/images/",
      "https://rimbun.example/api/public/avatars/",
    ]);
  });

  it("leaves frame-ancestors out of the <meta> copy (browsers ignore it there and report an error)", () => {
    const { header, meta } = dashboardPolicy("http://localhost:8787");
    expect(directives(meta).has("frame-ancestors")).toBe(false);
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
  });
});
