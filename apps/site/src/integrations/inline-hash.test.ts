import { describe, expect, it } from "vitest";
import { inlineHash } from "./inline-hash.ts";

describe("inlineHash", () => {
  it("is the CSP source of the element's exact text (SHA-256, base64)", () => {
    // Known digests: the empty text, and the example of the CSP specification's hash sources.
    expect(inlineHash("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
    expect(inlineHash("alert('Hello, world.');")).toBe("sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=");
  });

  it("hashes UTF-8 bytes, and any change of a character (even whitespace) changes it", () => {
    expect(inlineHash("a\u2028b")).not.toBe(inlineHash("a b"));
    expect(inlineHash("x ")).not.toBe(inlineHash("x"));
  });
});
