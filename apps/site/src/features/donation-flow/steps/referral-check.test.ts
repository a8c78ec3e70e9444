import { describe, expect, it, vi } from "vitest";
import { checkReferralCode } from "./referral-check.ts";

describe("the referral code check of step 4", () => {
  it("says not_found for a code nobody owns, found for a known one (trimmed, as typed)", async () => {
    const lookup = vi.fn(async (code: string) =>
      code === "BUDDY01" ? { code, type: "volunteer" as const } : null,
    );
    expect(await checkReferralCode(" NOSUCHCODE ", lookup)).toBe("not_found");
    expect(lookup).toHaveBeenLastCalledWith("NOSUCHCODE");
    expect(await checkReferralCode("BUDDY01", lookup)).toBe("found");
  });

  it("stays silent (unchecked) for a blank code or a failed lookup: the gift goes ahead either way", async () => {
    const lookup = vi.fn(async () => {
      throw new Error("offline");
    });
    expect(await checkReferralCode("   ", lookup)).toBe("unchecked");
    expect(lookup).not.toHaveBeenCalled();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await checkReferralCode("BUDDY01", lookup)).toBe("unchecked");
  });
});
