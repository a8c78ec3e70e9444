import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthlyOfferMonths } from "../../platform/db/schema/index.ts";
import { signLink } from "../../platform/http/signed-links.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { offerShownLimit, offerTakenLimit } from "../monthly-offer.ts";

/*
 * "Monthly instead" counts (docs/product/donation-flow.md#monthly-instead): anonymous and cheap to
 * call, so counts must not be cheap to inflate: a take needs a showing's token and counts once, and
 * both are throttled per client address. Staff read the counts in the reports; nobody else does.
 */

let h: Harness;
const path = "/v1/donations/monthly-offer";
const site = () => h.env.PUBLIC_SITE_URL;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Answer = { result: { counted: boolean; token: string | null } };
const post = (body: unknown, address: string, options: { origin?: string; cookie?: string } = {}) =>
  h.request("POST", path, { json: body, origin: site(), address, ...options });

async function counts() {
  const rows = await h.db.select().from(monthlyOfferMonths);
  return {
    shown: rows.reduce((sum, row) => sum + row.shown, 0),
    taken: rows.reduce((sum, row) => sum + row.taken, 0),
  };
}

describe("counting monthly instead", () => {
  it("a showing answers a token; its take counts once, a replay or a forged token counts nothing", async () => {
    const before = await counts();
    const shown = await post({ event: "shown" }, "10.0.0.1");
    expect(shown.status).toBe(200);
    const { token } = (await json<Answer>(shown)).result;
    expect(token).toBeTruthy();
    const taken = await post({ event: "taken", token }, "10.0.0.1");
    expect((await json<Answer>(taken)).result.counted).toBe(true);
    const replay = await post({ event: "taken", token }, "10.0.0.2");
    expect((await json<Answer>(replay)).result.counted).toBe(false);
    const soon = new Date(h.clock.current.getTime() + 3600_000);
    for (const forged of [
      `${token?.slice(0, -3)}abc`,
      signLink(h.env.LINK_SECRET, "stop", crypto.randomUUID(), soon),
      signLink("another-secret-another-secret-xx", "monthly-offer", crypto.randomUUID(), soon),
      "x",
    ]) {
      const answer = await post({ event: "taken", token: forged }, "10.0.0.3");
      expect(answer.status).toBe(200);
      expect((await json<Answer>(answer)).result.counted).toBe(false);
    }
    expect(await counts()).toEqual({ shown: before.shown + 1, taken: before.taken + 1 });
  });

  it("an expired token counts nothing (24 hours)", async () => {
    const shown = await post({ event: "shown" }, "10.0.1.1");
    const { token } = (await json<Answer>(shown)).result;
    const start = h.clock.current;
    h.clock.current = new Date(start.getTime() + 25 * 3600_000);
    const late = await post({ event: "taken", token }, "10.0.1.1");
    h.clock.current = start;
    expect((await json<Answer>(late)).result.counted).toBe(false);
  });

  it("throttles showings and takes per client address (429), whoever is signed in", async () => {
    for (let i = 0; i < offerShownLimit.limit; i += 1) {
      expect((await post({ event: "shown" }, "10.0.2.1")).status).toBe(200);
    }
    const before = await counts();
    expect((await post({ event: "shown" }, "10.0.2.1")).status).toBe(429);
    expect((await post({ event: "shown" }, "10.0.2.2")).status).toBe(200);
    for (let i = 0; i < offerTakenLimit.limit; i += 1) {
      expect((await post({ event: "taken", token: "x" }, "10.0.2.3")).status).toBe(200);
    }
    expect((await post({ event: "taken", token: "x" }, "10.0.2.3")).status).toBe(429);
    expect((await counts()).shown).toBe(before.shown + 1);
    await h.createUser({ email: "offer.admin@example.test", role: "admin" });
    const cookie = await h.login("offer.admin@example.test");
    expect((await post({ event: "shown" }, "10.0.2.1", { cookie })).status).toBe(429);
  });

  it("refuses malformed, huge, unknown and wrongly typed bodies (400/415) and a foreign origin (403)", async () => {
    const before = await counts();
    for (const body of [
      {},
      { event: "clicked" },
      { event: "taken" },
      { event: "taken", token: "x".repeat(10_000) },
      { event: "shown", extra: "<script>alert(1)</script>" },
      { event: ["shown"] },
      "shown",
      null,
    ]) {
      expect((await post(body, "10.0.3.1")).status).toBe(400);
    }
    const form = await h.request("POST", path, {
      form: { event: "shown" },
      origin: site(),
      address: "10.0.3.1",
    });
    expect(form.status).toBe(415);
    const broken = await h.request("POST", path, {
      headers: { "content-type": "application/json" },
      origin: site(),
      address: "10.0.3.1",
    });
    expect(broken.status).toBe(400);
    expect((await post({ event: "shown" }, "10.0.3.1", { origin: "https://evil.example" })).status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe("the report figure", () => {
  it("staff read shown and taken per month; donors and strangers do not", async () => {
    const shown = await post({ event: "shown" }, "10.0.4.1");
    await post({ event: "taken", token: (await json<Answer>(shown)).result.token }, "10.0.4.1");
    await h.createUser({ email: "offer.staff@example.test", role: "staff" });
    await h.createUser({ email: "offer.donor@example.test" });
    const staff = await h.login("offer.staff@example.test");
    const donor = await h.login("offer.donor@example.test");
    expect((await h.request("GET", "/v1/admin/reports")).status).toBe(401);
    expect((await h.request("GET", "/v1/admin/reports", { cookie: donor })).status).toBe(403);
    const answer = await h.request("GET", "/v1/admin/reports", { cookie: staff });
    expect(answer.status).toBe(200);
    const { result } = await json<{
      result: { monthly_offers: { month: string; shown: number; taken: number }[] };
    }>(answer);
    const total = await counts();
    const last = result.monthly_offers.at(-1);
    expect(result.monthly_offers).toHaveLength(12);
    expect(last).toMatchObject({ shown: total.shown, taken: total.taken });
  });
});
