import { DAY_MS } from "@rimbun/domain/dates";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations } from "../../platform/db/schema/index.ts";
import { signLink } from "../../platform/http/signed-links.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { paidMonthlyPlan, planOf } from "../../test/monthly-plans.ts";
import { payOnSandbox } from "../../test/payments.ts";
import { PAYMENT_FIX_PURPOSE } from "../payment-fix.ts";

/*
 * The failed-payment mail's signed one-click link (no password) pays this month's invoice
 * or changes the method, for that plan and cycle only, until the next cycle is due. GETs change nothing.
 */

let h: Harness;
const path = "/v1/donations/recurring/fix";

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function liveCycleDonations(planId: string) {
  return h.db
    .select()
    .from(donations)
    .where(and(eq(donations.recurringPlanId, planId), eq(donations.status, "pending")));
}

/** VA plans whose second month's invoice expired unpaid: each failure notice carries the link. */
async function missedMonths(...emails: string[]) {
  const pgIds: string[] = [];
  for (const email of emails) {
    const created = await paidMonthlyPlan(h, { email, payment_methods: "BNI" });
    pgIds.push(created.pg_id);
  }
  await h.advanceTo(new Date(h.clock.current.getTime() + 40 * DAY_MS));
  return Promise.all(
    emails.map(async (email, index) => {
      const failure = (await h.outbox(email)).find((mail) => mail.kind === "payment-failed");
      const text = failure?.text.match(/http\S+\/v1\/donations\/recurring\/fix\?\S+/)?.[0] ?? "http://x";
      const url = new URL(text);
      return { pgId: pgIds[index] ?? "", token: url.searchParams.get("token") ?? "", url };
    }),
  );
}

async function missedMonth(email: string) {
  const [link] = await missedMonths(email);
  if (!link) throw new Error("no link");
  return link;
}

const act = (which: "pay" | "method", token: string, form: Record<string, string> = {}, origin?: string) =>
  h.request("POST", `${path}/${which}?token=${encodeURIComponent(token)}`, {
    form,
    origin: origin ?? h.env.API_PUBLIC_URL,
  });

describe("the failed-payment link", () => {
  it("is in the failure mail, and its GET shows two choices without changing anything", async () => {
    const link = await missedMonth("missed.once@example.test");
    expect(link.url.origin + link.url.pathname).toBe(`${h.env.API_PUBLIC_URL}${path}`);
    const plan = await planOf(h, link.pgId);
    const before = await liveCycleDonations(plan.id);
    for (const method of ["GET", "HEAD"]) {
      const page = await h.request(method, `${path}?token=${encodeURIComponent(link.token)}`, { origin: "" });
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
    }
    const html = await (await h.request("GET", `${path}?token=${encodeURIComponent(link.token)}`)).text();
    expect(html).toContain(`${path}/pay?`);
    expect(html).toContain(`${path}/method?`);
    expect(await liveCycleDonations(plan.id)).toHaveLength(before.length);
    expect((await planOf(h, link.pgId)).channel).toBe("BNI");
  });

  it("refuses forged, other-purpose and expired tokens (400 page), and a foreign origin's POST", async () => {
    const link = await missedMonth("missed.forged@example.test");
    const plan = await planOf(h, link.pgId);
    const soon = new Date(h.clock.current.getTime() + DAY_MS);
    const bad = [
      `${link.token.slice(0, -3)}abc`,
      signLink(h.env.LINK_SECRET, "stop", `${link.pgId}|${plan.billingState ? "x" : "y"}`, soon),
      signLink(h.env.LINK_SECRET, "stop", link.pgId, soon),
      signLink("another-secret-another-secret-xx", PAYMENT_FIX_PURPOSE, `${link.pgId}|2026-01-01`, soon),
      "",
      "x".repeat(900),
    ];
    for (const token of bad) {
      expect((await h.request("GET", `${path}?token=${encodeURIComponent(token)}`)).status).toBe(400);
      expect((await act("pay", token)).status).toBe(400);
      expect((await act("method", token, { payment_methods: "OVO" })).status).toBe(400);
    }
    const foreign = await act("method", link.token, { payment_methods: "OVO" }, "https://evil.example");
    expect(foreign.status).toBe(403);
    const start = h.clock.current;
    h.clock.current = new Date(start.getTime() + 31 * DAY_MS);
    expect((await h.request("GET", `${path}?token=${encodeURIComponent(link.token)}`)).status).toBe(400);
    expect((await act("method", link.token, { payment_methods: "OVO" })).status).toBe(400);
    h.clock.current = start;
    expect((await planOf(h, link.pgId)).channel).toBe("BNI");
  });

  it("acts on its own plan only: a pg_id in the form or query is ignored, the other plan is untouched", async () => {
    const [mine, theirs] = await missedMonths("missed.mine@example.test", "missed.theirs@example.test");
    if (!mine || !theirs) throw new Error("no links");
    const response = await h.request(
      "POST",
      `${path}/method?token=${encodeURIComponent(mine.token)}&pg_id=${encodeURIComponent(theirs.pgId)}`,
      {
        form: { payment_methods: "OVO", pg_id: theirs.pgId, pgid: theirs.pgId },
        origin: h.env.API_PUBLIC_URL,
      },
    );
    expect(response.status).toBe(200);
    expect((await planOf(h, mine.pgId)).channel).toBe("OVO");
    expect((await planOf(h, theirs.pgId)).channel).toBe("BNI");
  });

  it("refuses a channel not offered monthly, and keeps the method", async () => {
    const link = await missedMonth("missed.channel@example.test");
    for (const payment_methods of ["GOPAY", "", "VISA".repeat(100), "<script>"]) {
      expect((await act("method", link.token, { payment_methods })).status).toBe(400);
    }
    expect((await planOf(h, link.pgId)).channel).toBe("BNI");
  });

  it("pays the missed month on one payment page (reused), then a replay after paying changes nothing", async () => {
    const link = await missedMonth("missed.paid@example.test");
    const first = await act("pay", link.token);
    expect(first.status).toBe(303);
    const again = await act("pay", link.token);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    const plan = await planOf(h, link.pgId);
    const [pending] = await liveCycleDonations(plan.id);
    expect(pending?.invoiceUrl).toBe(first.headers.get("location"));
    await payOnSandbox(h, pending?.pgId ?? "");
    expect((await planOf(h, link.pgId)).failedCount).toBe(0);

    const replayPay = await act("pay", link.token);
    expect(replayPay.status).toBe(200);
    const replayMethod = await act("method", link.token, { payment_methods: "OVO" });
    expect(replayMethod.status).toBe(200);
    expect((await planOf(h, link.pgId)).channel).toBe("BNI");
    expect(await liveCycleDonations(plan.id)).toHaveLength(0);
  });
});
