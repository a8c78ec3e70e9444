import { describe, expect, it } from "vitest";
import { localizedPath, splitLocalePath, toLocale } from "./locales.ts";

describe("locales", () => {
  it.each([
    ["en", "en"],
    ["EN-us", "en"],
    ["id", "id"],
    ["fr", "id"],
    [undefined, "id"],
  ])("toLocale(%s) is %s, Indonesian by default", (input, expected) => {
    expect(toLocale(input)).toBe(expected);
  });

  it.each([
    ["id", "/", "/"],
    ["en", "/", "/en/"],
    ["id", "/donation/monthly", "/donation/monthly"],
    ["en", "/donation/monthly", "/en/donation/monthly"],
    ["en", "terms-and-conditions", "/en/terms-and-conditions"],
  ] as const)("localizedPath(%s, %s) is %s", (locale, path, expected) => {
    expect(localizedPath(locale, path)).toBe(expected);
  });

  it.each([
    ["/", "id", "/"],
    ["/en", "en", "/"],
    ["/en/", "en", "/"],
    ["/en/donation/monthly", "en", "/donation/monthly"],
    ["/english-tea", "id", "/english-tea"],
  ])("splitLocalePath(%s) reads locale %s and path %s", (input, locale, path) => {
    expect(splitLocalePath(input)).toEqual({ locale, path });
  });
});
