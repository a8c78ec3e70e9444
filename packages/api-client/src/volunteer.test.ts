import { describe, expect, it } from "vitest";
import { checked, fakeFetch, ok } from "./test-fetch.ts";
import { redeemPoints } from "./volunteer.ts";

describe("point spending (calls 22-24)", () => {
  it("redeem sends item-amount", async () => {
    const { fetch, seen } = fakeFetch(
      200,
      ok("redeemPoints", {
        entry: {
          id: "t1",
          amount: "300.00",
          rupiah: null,
          created_at: "2026-11-05T03:00:00.000Z",
          description: "tumbler",
          type: "redeem",
          status: "pending",
          notes_action: null,
        },
        point: "500.00",
        active: "200.00",
        on_hold: "300.00",
      }),
    );
    await redeemPoints(checked(fetch), { email: "v@x.id", item: "tumbler" });
    expect(String(seen[0]?.init.body)).toBe("email=v%40x.id&item=tumbler-300&amount=300.00");
  });
});
