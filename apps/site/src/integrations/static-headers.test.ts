import { describe, expect, it } from "vitest";
import { type HeaderRule, withTrailingSlashRules } from "./static-headers.ts";

const policy = (value: string) => [{ key: "Content-Security-Policy", value }];

describe("withTrailingSlashRules", () => {
  it("adds each page's rule under its address with a trailing slash", () => {
    const rules: HeaderRule[] = [
      { pathname: "/privacy", headers: policy("a") },
      { pathname: "/en/privacy", headers: policy("b") },
    ];
    expect(withTrailingSlashRules(rules)).toEqual([
      ...rules,
      { pathname: "/privacy/", headers: policy("a") },
      { pathname: "/en/privacy/", headers: policy("b") },
    ]);
  });

  it("keeps rules that already end with a slash, and adds no duplicates", () => {
    const rules: HeaderRule[] = [
      { pathname: "/", headers: policy("root") },
      { pathname: "/terms", headers: policy("a") },
      { pathname: "/terms/", headers: policy("own") },
    ];
    expect(withTrailingSlashRules(rules)).toEqual(rules);
  });
});
