import { ApiError } from "@rimbun/api-client/http";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pendingRecheck, resolvePaymentResult, settlePaymentResult } from "./payment-result.ts";
import { readStopLink, runStopDonation } from "./stop-donation.ts";

beforeEach(() => {
  // The pages log failures on purpose; the tests check what the visitor sees instead.
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("payment result states", () => {
  it("is INVALID without channel or pgid, and never calls the API then", async () => {
    const check = vi.fn();
    expect(await resolvePaymentResult("?channel=BNI", check)).toBe("INVALID");
    expect(await resolvePaymentResult("?pgid=pg_1", check)).toBe("INVALID");
    expect(check).not.toHaveBeenCalled();
  });

  it("is SUCCESS only for PAID, FAILED otherwise, ERROR when the check fails", async () => {
    expect(await resolvePaymentResult("?channel=BNI&pgid=pg_1", async () => ({ status: "PAID" }))).toBe(
      "SUCCESS",
    );
    expect(await resolvePaymentResult("?channel=BNI&pgid=pg_1", async () => ({ status: "EXPIRED" }))).toBe(
      "FAILED",
    );
    const failing = async () => {
      throw new Error("down");
    };
    expect(await resolvePaymentResult("?channel=BNI&pgid=pg_1", failing)).toBe("ERROR");
  });

  it("is PENDING while the provider has not confirmed, asks again and shows the settled answer", async () => {
    const answers = ["PENDING", "PENDING", "PAID"];
    const check = vi.fn(async () => ({ status: answers.shift() ?? "PAID" }));
    const shown: string[] = [];
    const waits: number[] = [];
    const state = await settlePaymentResult(
      "?channel=BCA&pgid=pg_1",
      check,
      (each) => shown.push(each),
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(state).toBe("SUCCESS");
    expect(shown).toEqual(["PENDING", "PENDING", "SUCCESS"]);
    expect(waits).toEqual([pendingRecheck.delayMs, pendingRecheck.delayMs]);
  });

  it("stops asking after a minute and leaves PENDING on the page, never FAILED", async () => {
    const check = vi.fn(async () => ({ status: "PENDING" }));
    const shown: string[] = [];
    const state = await settlePaymentResult(
      "?channel=BCA&pgid=pg_1",
      check,
      (each) => shown.push(each),
      async () => {},
      {
        delayMs: 1,
        times: 3,
      },
    );
    expect(state).toBe("PENDING");
    expect(check).toHaveBeenCalledTimes(4);
    expect(shown).not.toContain("FAILED");
  });

  it("is NOT_FOUND when the API knows no such payment (never 'failed' for a link it cannot find)", async () => {
    const unknown = async () => {
      throw Object.assign(new Error("not found"), { status: 404 });
    };
    expect(await resolvePaymentResult("?channel=BNI&pgid=pg_nobody", unknown)).toBe("NOT_FOUND");
  });
});

describe("stop donation", () => {
  it("counts success and empty (already gone) as stopped", async () => {
    expect(await runStopDonation("?pgid=pg_1&token=t", async () => "success")).toBe("stopped");
    expect(await runStopDonation("?pgid=pg_1&token=t", async () => "empty")).toBe("stopped");
  });

  it("reports other failures (the page then goes to /oops/500) and incomplete links", async () => {
    const failing = async (): Promise<"success"> => {
      throw new Error("500");
    };
    expect(await runStopDonation("?pgid=pg_1&token=t", failing)).toBe("failed");
    expect(await runStopDonation("?pgid=pg_1", failing)).toBe("missing");
  });

  it("tells a tampered, truncated or expired link (the API's 400 or 403) apart from a failure of ours", async () => {
    for (const [status, code] of [
      [403, "FORBIDDEN"],
      [400, "VALIDATION"],
    ] as const) {
      const refused = async (): Promise<"success"> => {
        throw new ApiError(status, code, "error.forbidden");
      };
      expect(await runStopDonation("?pgid=pg_1&token=tampered", refused)).toBe("invalid");
    }
    const ours = async (): Promise<"success"> => {
      throw new ApiError(500, "INTERNAL", "error.internal");
    };
    expect(await runStopDonation("?pgid=pg_1&token=t", ours)).toBe("failed");
    const offline = async (): Promise<"success"> => {
      throw new ApiError(0, "NETWORK", "error.network");
    };
    expect(await runStopDonation("?pgid=pg_1&token=t", offline)).toBe("failed");
  });

  it("reads the link without acting on it: the stop waits for the page's button", () => {
    expect(readStopLink("?pgid=pg_1&token=t")).toEqual({ pgid: "pg_1", token: "t" });
    expect(readStopLink("?pgid=pg_1&token=%20")).toBeNull();
    expect(readStopLink("")).toBeNull();
  });
});
