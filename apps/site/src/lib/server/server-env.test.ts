import { describe, expect, it } from "vitest";
import { publicEnv } from "../env.ts";
import { readServerEnv } from "./server-env.ts";

describe("the site server's API_URL", () => {
  it("defaults to the public API address", () => {
    expect(readServerEnv({}).apiUrl).toBe(publicEnv.apiUrl);
    expect(readServerEnv({ API_URL: "  " }).apiUrl).toBe(publicEnv.apiUrl);
  });

  it("takes an internal address, without its trailing slash", () => {
    expect(readServerEnv({ API_URL: "http://api.internal:8787/" }).apiUrl).toBe("http://api.internal:8787");
    expect(readServerEnv({ API_URL: "https://example.org/rimbun-api" }).apiUrl).toBe(
      "https://example.org/rimbun-api",
    );
  });

  it("refuses what is not an http(s) origin, naming the variable", () => {
    for (const value of [
      "api:8787",
      "ftp://api",
      "file:///etc/passwd",
      "http://user:pw@api",
      "http://api/?x=1",
    ]) {
      expect(() => readServerEnv({ API_URL: value })).toThrow(/^Invalid configuration: API_URL: /);
    }
  });

  it("caches 30 s unless SITE_CACHE_SECONDS says 0-30", () => {
    expect(readServerEnv({}).cacheSeconds).toBe(30);
    expect(readServerEnv({ SITE_CACHE_SECONDS: "0" }).cacheSeconds).toBe(0);
    for (const value of ["31", "-1", "1.5", "soon"]) {
      expect(() => readServerEnv({ SITE_CACHE_SECONDS: value })).toThrow(
        /^Invalid configuration: SITE_CACHE_SECONDS: /,
      );
    }
  });
});
