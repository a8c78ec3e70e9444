import { describe, expect, it, vi } from "vitest";
import { embedReturnAddress } from "./embed-return.ts";

const allowlist = async () => ["https://partner.example", "http://localhost:3000"];

describe("embedReturnAddress", () => {
  it("gives the partner's site when the code still allows the origin", async () => {
    const search = "?channel=GOPAY&pgid=x&embed=ABCDEFGHJK&return_to=https%3A%2F%2Fpartner.example";
    expect(await embedReturnAddress(search, allowlist)).toBe("https://partner.example/");
  });

  it("gives nothing for an origin the code does not allow, an address edited by hand, or no code", async () => {
    expect(
      await embedReturnAddress("?embed=ABCDEFGHJK&return_to=https://evil.example", allowlist),
    ).toBeNull();
    expect(await embedReturnAddress("?embed=ABCDEFGHJK&return_to=javascript:alert(1)", allowlist)).toBeNull();
    expect(await embedReturnAddress("?return_to=https://partner.example", allowlist)).toBeNull();
    expect(await embedReturnAddress("?embed=abc&return_to=https://partner.example", allowlist)).toBeNull();
  });

  it("gives nothing when the allowlist cannot be read (the thank-you page still follows)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const failing = async () => {
      throw new Error("offline");
    };
    expect(
      await embedReturnAddress("?embed=ABCDEFGHJK&return_to=https://partner.example", failing),
    ).toBeNull();
  });
});
