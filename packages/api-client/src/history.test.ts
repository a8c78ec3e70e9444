import type { ResponseOf } from "@rimbun/contract";
import { describe, expect, it } from "vitest";
import { getInvoiceByLink, listDonations } from "./history.ts";
import { checked, fakeFetch, ok } from "./test-fetch.ts";

describe("donation history (call 18)", () => {
  it("asks for the documented query, newest first", async () => {
    const { fetch, seen } = fakeFetch(200, ok("listDonations", []));
    await listDonations(checked(fetch), { startDate: "2026-11-01", limit: 0 });
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
});

describe("a receipt by its mailed link", () => {
  it("sends the token in its header only, with no cookies, and checks the answer", async () => {
    const answer: ResponseOf<"getInvoiceByLink"> = {
      local_id: "RL-261123-4F2A9C",
      fullname: "Sari",
      donation_type: "single",
      type_shown: "single",
      date: "2026-11-23T03:00:00.000Z",
      created_at: "2026-11-23T03:00:00.000Z",
      description: "",
      amount: 50000,
      note: null,
      co2_kg: "18.1",
      status: "done",
      payment_method: "GOPAY",
      campaign: null,
    };
    const { fetch, seen } = fakeFetch(200, ok("getInvoiceByLink", answer));
    expect(await getInvoiceByLink(checked(fetch), "t0k.en.sig")).toEqual(answer);
    const url = new URL(seen[0]?.url ?? "");
    expect(url.pathname).toBe("/v1/donations/by-link");
    expect(url.search).toBe("");
    expect(new Headers(seen[0]?.init.headers).get("x-link-token")).toBe("t0k.en.sig");
    expect(seen[0]?.init.credentials).toBe("omit");
  });
});
