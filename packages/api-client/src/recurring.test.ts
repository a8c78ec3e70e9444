import { describe, expect, it, vi } from "vitest";
import { decideAdminItem } from "./admin.ts";
import { listDonations } from "./history.ts";
import { changeRecurringPaymentMethod, stopRecurringDonation } from "./recurring.ts";
import { redeemPoints } from "./volunteer.ts";

function fakeFetch(status: number, body: unknown) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const ok = (result: unknown) => ({ error: false, result, message: "ok" });

describe("api-client part 2", () => {
  it("history asks for the SPEC 7 query, newest first", async () => {
    const { fetch, seen } = fakeFetch(200, ok([]));
    await listDonations({ baseUrl: "http://api.test", fetch }, { startDate: "2026-11-01", limit: 0 });
    const url = new URL(seen[0]?.url ?? "");
    expect(url.pathname).toBe("/v1/donations");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      searchBy: "donations.email",
      order: "DESC",
      orderBy: "created_at",
      limit: "0",
      startDate: "2026-11-01",
    });
    expect(seen[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it("a stop that finds the plan already gone resolves empty", async () => {
    const { fetch } = fakeFetch(404, {
      error: true,
      result: null,
      message: "error.notFound",
      code: "NOT_FOUND",
    });
    await expect(
      stopRecurringDonation({ baseUrl: "http://api.test", fetch }, { pgid: "pg_1" }),
    ).resolves.toBe("empty");
  });

  it("call 12 posts a form with pg_id and payment_methods", async () => {
    const { fetch, seen } = fakeFetch(200, ok({ pg_id: "pg_1" }));
    await changeRecurringPaymentMethod(
      { baseUrl: "http://api.test", fetch },
      { pg_id: "pg_1", payment_methods: "BNI" },
    );
    expect(seen[0]?.url).toBe("http://api.test/v1/donations/changePaymentMethod");
    expect(String(seen[0]?.init.body)).toBe("pg_id=pg_1&payment_methods=BNI");
  });

  it("redeem sends item-amount as SPEC 3 says", async () => {
    const { fetch, seen } = fakeFetch(200, ok({}));
    await redeemPoints({ baseUrl: "http://api.test", fetch }, { email: "v@x.id", item: "tumbler" });
    expect(String(seen[0]?.init.body)).toBe("email=v%40x.id&item=tumbler-300&amount=300.00");
  });

  it("an admin decision posts JSON to the item's address", async () => {
    const { fetch, seen } = fakeFetch(200, ok({ id: "a1", kind: "application", status: "approved" }));
    await decideAdminItem(
      { baseUrl: "http://api.test", fetch },
      { kind: "application", id: "a1", decision: "approve", note: "" },
    );
    expect(seen[0]?.url).toBe("http://api.test/v1/admin/queue/application/a1");
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual({ decision: "approve", note: "" });
  });
});
