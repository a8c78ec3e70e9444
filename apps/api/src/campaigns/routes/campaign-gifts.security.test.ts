import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignInput } from "../../test/campaigns.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, deliverWebhook, donationForm } from "../../test/payments.ts";
import { LATEST_GIFTS } from "./campaign-gifts.ts";

/*
 * A campaign page's latest gifts: public and shared by every reader, so it must say the same to
 * everyone, name nobody (amount and time only), never show a draft, a pending or a failed gift, and
 * hold up to odd requests.
 */

let h: Harness;
let staff: string;
let donor: string;
const slug = "gifts-on-a-phone";
const path = `/v1/campaigns/${slug}/gifts`;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "officer@example.test", role: "staff" });
  await h.createUser({ email: "giver@example.test" });
  staff = await h.login("officer@example.test");
  donor = await h.login("giver@example.test");
  expect(
    (await h.request("POST", "/v1/admin/campaigns", { cookie: staff, json: campaignInput({ slug }) })).status,
  ).toBe(200);
  const publish = await h.request("POST", `/v1/admin/campaigns/${slug}/status`, {
    cookie: staff,
    json: { status: "published", reason: "go" },
  });
  expect(publish.status).toBe(200);
  // Seven paid gifts (more than the list holds), one that failed and one still pending.
  for (let index = 1; index <= 7; index += 1) {
    const paid = await createPayment(
      h,
      "single",
      donationForm({
        campaign: slug,
        amount: String(50_000 + index * 1_000),
        fullname: `Secret Name ${index}`,
        email: `secret-${index}@example.test`,
      }),
    );
    await deliverWebhook(h, { event_id: `evt-gift-${index}`, pg_id: paid.pg_id, outcome: "paid" });
  }
  const failed = await createPayment(h, "single", donationForm({ campaign: slug, amount: "99000" }));
  await deliverWebhook(h, { event_id: "evt-gift-failed", pg_id: failed.pg_id, outcome: "failed" });
  await createPayment(h, "single", donationForm({ campaign: slug, amount: "98000" }));
}, 120_000);
afterAll(() => h.close());

describe("anonymous readers", () => {
  it("get the latest paid gifts, newest first, amount and time only, at most the list's length", async () => {
    const response = await h.request("GET", path, { origin: null });
    expect(response.status).toBe(200);
    const body = await json(response);
    const gifts = (body.result as { gifts: { amount: number; paid_at: string }[] }).gifts;
    expect(gifts).toHaveLength(LATEST_GIFTS);
    for (const gift of gifts) expect(Object.keys(gift).sort()).toEqual(["amount", "paid_at"]);
    expect(gifts.map((gift) => gift.amount)).not.toContain(99_000);
    expect(gifts.map((gift) => gift.amount)).not.toContain(98_000);
    const times = gifts.map((gift) => Date.parse(gift.paid_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Nobody's name, address or ids in the answer.
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/Secret Name|secret-\d@|example\.test|pg_|fullname|email|phone/i);
  });

  it("get a short public cache with an ETag and no cookie, and the same bytes as a signed-in reader", async () => {
    const anonymous = await h.request("GET", path, { origin: null });
    expect(anonymous.headers.get("cache-control")).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+$/,
    );
    expect(anonymous.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(anonymous.headers.get("set-cookie")).toBeNull();
    for (const cookie of [donor, staff]) {
      const signedIn = await h.request("GET", path, { cookie });
      expect(signedIn.headers.get("etag")).toBe(anonymous.headers.get("etag"));
      expect(await signedIn.text()).toBe(await anonymous.clone().text());
    }
  });

  it("a draft, a programme's or an unknown campaign: 404, never cacheable", async () => {
    const draft = "gifts-draft";
    await h.request("POST", "/v1/admin/campaigns", { cookie: staff, json: campaignInput({ slug: draft }) });
    for (const name of [draft, "no-such-campaign"]) {
      const response = await h.request("GET", `/v1/campaigns/${name}/gifts`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("cache-control") ?? "").not.toMatch(/\bpublic\b/);
    }
  });

  it("wrong methods, huge or malformed slugs: 400 or 404, never a 500 and never cacheable", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await h.request(method, path, { json: {} });
      expect(response.status, method).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    for (const odd of [
      "a".repeat(101),
      "a".repeat(20_000),
      "%00",
      "..%2F..%2Fetc",
      "'%20or%201=1--",
      "%F0%9F%8C%B3",
    ]) {
      const response = await h.request("GET", `/v1/campaigns/${odd}/gifts`);
      expect([400, 404], odd.slice(0, 20)).toContain(response.status);
      expect(response.headers.get("etag")).toBeNull();
    }
  });
});

describe("its cost does not grow with the number of gifts", () => {
  it("reads from the campaign and paid-time index with a LIMIT", async () => {
    const plan = await h.db.execute(
      sql`explain select amount, paid_at from donations where campaign_slug = ${slug} and status = 'done' and paid_at is not null order by paid_at desc limit ${LATEST_GIFTS}`,
    );
    const text = JSON.stringify(plan);
    expect(text).toMatch(/Limit/);
    // A tiny table may be read whole; the index must at least exist for the planner to use.
    const index = await h.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'donations_campaign_paid_idx'`,
    );
    expect(JSON.stringify(index)).toMatch(/campaign_slug.*paid_at.*status.*done/);
  });
});
