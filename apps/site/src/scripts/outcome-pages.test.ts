import { ApiError } from "@rimbun/api-client/http";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { backToTopVisible, coversControls, floatingDonateVisible } from "./floating-buttons.ts";
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

describe("floating buttons", () => {
  it("step aside while a slider's controls are in their strip at the bottom of the screen", () => {
    // An 800 px screen: the strip is 712-800.
    expect(coversControls([{ top: 700, bottom: 744 }], 800)).toBe(true);
    expect(coversControls([{ top: 780, bottom: 824 }], 800)).toBe(true);
    expect(coversControls([{ top: 400, bottom: 444 }], 800)).toBe(false);
    expect(coversControls([{ top: 820, bottom: 864 }], 800)).toBe(false);
    expect(coversControls([], 800)).toBe(false);
  });

  it("shows back-to-top after more than 100 px of scroll", () => {
    expect(backToTopVisible(100)).toBe(false);
    expect(backToTopVisible(101)).toBe(true);
  });

  it("shows the floating donate button only to anonymous visitors at 992 px or less", () => {
    expect(floatingDonateVisible({ scrollY: 150, width: 992, loggedIn: false })).toBe(true);
    expect(floatingDonateVisible({ scrollY: 150, width: 993, loggedIn: false })).toBe(false);
    expect(floatingDonateVisible({ scrollY: 150, width: 375, loggedIn: true })).toBe(false);
    expect(floatingDonateVisible({ scrollY: 100, width: 375, loggedIn: false })).toBe(false);
    expect(floatingDonateVisible({ scrollY: 150, width: 375, loggedIn: false, typing: true })).toBe(false);
  });
});

describe("campaign progress", () => {
  it("is the whole percent of the target, capped at 100, and 0 without a target", async () => {
    const { campaignProgress } = await import("./campaign-figures.ts");
    expect(campaignProgress(121_300_000, 150_000_000)).toBe(80);
    expect(campaignProgress(200, 100)).toBe(100);
    expect(campaignProgress(5, 0)).toBe(0);
  });
});

describe("campaign days left (Jakarta days, the last day included)", () => {
  it("counts whole days to the end, 0 on the last day, null after it or without an end", async () => {
    const { daysLeft } = await import("./campaign-figures.ts");
    // 20:00 UTC on 1 March is already 2 March in Jakarta.
    const now = new Date("2026-03-01T20:00:00Z");
    expect(daysLeft("2026-03-12", now)).toBe(10);
    expect(daysLeft("2026-03-02", now)).toBe(0);
    expect(daysLeft("2026-03-01", now)).toBeNull();
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft("soon", now)).toBeNull();
  });
});

describe("campaign donor count words", () => {
  it("says 1 donor and 2 donors, in the page's grouping", async () => {
    const { donorText } = await import("./campaign-figures.ts");
    const templates = { templateOne: "__COUNT__ donor", templateOther: "__COUNT__ donors" };
    expect(donorText(1, "en", templates)).toBe("1 donor");
    expect(donorText(1_250, "en", templates)).toBe("1,250 donors");
    expect(
      donorText(1_250, "id", { templateOne: "__COUNT__ donatur", templateOther: "__COUNT__ donatur" }),
    ).toBe("1.250 donatur");
  });
});
