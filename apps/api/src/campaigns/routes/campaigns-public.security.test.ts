import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignTotals } from "../../platform/db/schema/index.ts";
import { cachePublicly, httpCaching, ifNoneMatchNames } from "../../platform/http/http-cache.ts";
import { campaignInput } from "../../test/campaigns.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, deliverWebhook, donationForm } from "../../test/payments.ts";

/*
 * The public campaign calls: cacheable by anyone, so they must answer everyone the same, never
 * a draft, never a personal answer in a shared cache, and hold up to odd requests.
 */

let h: Harness;
let staff: string;
let donor: string;
const published = "bantu-hara-jaga-situ-gede";
const publicPaths = [
  "/v1/campaigns",
  `/v1/campaigns/${published}`,
  "/v1/site/campaigns",
  `/v1/site/campaigns/${published}`,
];

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "officer@example.test", role: "staff" });
  await h.createUser({ email: "giver@example.test" });
  staff = await h.login("officer@example.test");
  donor = await h.login("giver@example.test");
});
afterAll(() => h.close());

function isPublic(response: Response): boolean {
  return /\bpublic\b/.test(response.headers.get("cache-control") ?? "");
}

describe("anonymous readers", () => {
  it("get a short public cache, stale-while-revalidate, an ETag and no cookie", async () => {
    for (const path of publicPaths) {
      const response = await h.request("GET", path, { origin: null });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toMatch(
        /^public, max-age=\d+, stale-while-revalidate=\d+$/,
      );
      expect(response.headers.get("etag"), path).toMatch(/^"[\w-]+"$/);
      expect(response.headers.get("vary"), path).toMatch(/accept-encoding/i);
      expect(response.headers.get("set-cookie"), path).toBeNull();
    }
  });

  it("a signed-in reader gets the same bytes and ETag as anyone (nothing personal in a shared answer)", async () => {
    for (const path of publicPaths) {
      const anonymous = await h.request("GET", path, { origin: null });
      for (const cookie of [donor, staff]) {
        const signedIn = await h.request("GET", path, { cookie });
        expect(signedIn.headers.get("etag"), path).toBe(anonymous.headers.get("etag"));
        expect(await signedIn.text()).toBe(await anonymous.clone().text());
      }
    }
  });

  it("wrong methods: 404 and never cacheable", async () => {
    for (const path of publicPaths) {
      for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
        const response = await h.request(method, path, { json: {} });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.headers.get("cache-control"), `${method} ${path}`).toBe("private, no-store");
        expect(response.headers.get("etag")).toBeNull();
      }
    }
  });

  it("huge or malformed slugs: 400 or 404, never a 500, never cacheable", async () => {
    const slugs = [
      "a".repeat(101),
      "a".repeat(20_000),
      "..%2F..%2Fetc%2Fpasswd",
      "%00",
      "%E2%80%AE",
      "bantu-hara-jaga-situ-gede%20",
      "BANTU-HARA-JAGA-SITU-GEDE",
      "'%20or%201=1--",
      "%F0%9F%8C%B3",
    ];
    for (const slug of slugs) {
      for (const base of ["/v1/campaigns/", "/v1/site/campaigns/"]) {
        const response = await h.request("GET", `${base}${slug}`);
        expect([400, 404], `${base}${slug.slice(0, 40)}`).toContain(response.status);
        expect(isPublic(response)).toBe(false);
        expect(response.headers.get("etag")).toBeNull();
      }
    }
    // The staff calls take the same slugs from their address: a NUL byte is "not found", not a 500.
    expect((await h.request("GET", "/v1/admin/campaigns/%00", { cookie: staff })).status).toBe(404);
    const status = await h.request("POST", "/v1/admin/campaigns/%00/status", {
      cookie: staff,
      json: { status: "closed", reason: "x" },
    });
    expect(status.status).toBe(404);
  });
});

describe("ETag and If-None-Match", () => {
  it("round trip: the ETag (strong or weak form) gives 304 without a body; a change gives a new one", async () => {
    const path = `/v1/campaigns/${published}`;
    const first = await h.request("GET", path);
    const etag = first.headers.get("etag") ?? "";
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await h.request("GET", path, { headers: { "if-none-match": tag } });
      expect(again.status, tag).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
      expect(again.headers.get("content-type")).toBeNull();
    }
    const payment = await createPayment(h, "single", donationForm({ campaign: published }));
    await deliverWebhook(h, { event_id: "evt-etag-1", pg_id: payment.pg_id, outcome: "paid" });
    const changed = await h.request("GET", path, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("garbage in If-None-Match is ignored: a full 200", async () => {
    const path = "/v1/site/campaigns";
    const etag = (await h.request("GET", path)).headers.get("etag") ?? "";
    const garbage = [
      "garbage",
      "W/",
      '"',
      etag.slice(1, -1),
      `${etag}x`,
      `"${"a".repeat(4_000)}"`,
      "\u00ff\u00fe",
      ",,,,",
      `W/W/${etag}`,
    ];
    for (const value of garbage) {
      const response = await h.request("GET", path, { headers: { "if-none-match": value } });
      expect(response.status, value.slice(0, 20)).toBe(200);
      expect((await json(response)).error).toBe(false);
    }
  });

  it("`*` matches any current answer, as RFC 9110 says; a 404 is never a 304", async () => {
    const any = await h.request("GET", "/v1/campaigns", { headers: { "if-none-match": "*" } });
    expect(any.status).toBe(304);
    const missing = await h.request("GET", "/v1/campaigns/no-such-campaign", {
      headers: { "if-none-match": "*" },
    });
    expect(missing.status).toBe(404);
  });

  it("matching follows RFC 9110's weak comparison and well-formed tags only", () => {
    expect(ifNoneMatchNames('"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchNames('W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchNames('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchNames('"x", "abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchNames("abc", '"abc"')).toBe(false);
    expect(ifNoneMatchNames('"abc"x', '"abc"')).toBe(false);
    expect(ifNoneMatchNames('x"abc"', '"abc"')).toBe(false);
    expect(ifNoneMatchNames(' "x" ,, "abc" ,', '"abc"')).toBe(true);
    expect(ifNoneMatchNames('"a,b"', '"a,b"')).toBe(true);
    expect(ifNoneMatchNames('"ab c"', '"abc"')).toBe(false);
    expect(ifNoneMatchNames(undefined, '"abc"')).toBe(false);
  });
});

describe("drafts never leak through the figures or their ETags", () => {
  it("a campaign taken back to draft drops out, and its later gifts move no public ETag", async () => {
    const slug = "leaky-draft";
    expect(
      (await h.request("POST", "/v1/admin/campaigns", { cookie: staff, json: campaignInput({ slug }) }))
        .status,
    ).toBe(200);
    const publish = await h.request("POST", `/v1/admin/campaigns/${slug}/status`, {
      cookie: staff,
      json: { status: "published", reason: "go" },
    });
    expect(publish.status).toBe(200);
    const pending = await createPayment(h, "single", donationForm({ campaign: slug, amount: "90000" }));
    const unpublish = await h.request("POST", `/v1/admin/campaigns/${slug}/status`, {
      cookie: staff,
      json: { status: "draft", reason: "not yet" },
    });
    expect(unpublish.status).toBe(200);
    const before = await Promise.all(
      ["/v1/campaigns", "/v1/site/campaigns"].map(async (path) =>
        (await h.request("GET", path)).headers.get("etag"),
      ),
    );
    // Paid after it went back to draft: the aggregate moves, the public answers do not.
    await deliverWebhook(h, { event_id: "evt-draft-1", pg_id: pending.pg_id, outcome: "paid" });
    const [row] = await h.db.select().from(campaignTotals).where(eq(campaignTotals.campaignSlug, slug));
    expect(row?.raised).toBe(90_000);
    for (const [index, path] of ["/v1/campaigns", "/v1/site/campaigns"].entries()) {
      const response = await h.request("GET", path, { headers: { "if-none-match": before[index] ?? "" } });
      expect(response.status, path).toBe(304);
      const full = await h.request("GET", path);
      expect(await full.text()).not.toContain(slug);
    }
    for (const path of [`/v1/campaigns/${slug}`, `/v1/site/campaigns/${slug}`]) {
      const response = await h.request("GET", path, { headers: { "if-none-match": "*" } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get("etag")).toBeNull();
    }
  });

  it("a preview answer is private, without an ETag", async () => {
    const preview = await json<{ result: { url: string } }>(
      await h.request("POST", "/v1/admin/campaigns/leaky-draft/preview", { cookie: staff, json: {} }),
    );
    const token = new URL(preview.result.url).searchParams.get("preview") ?? "";
    const response = await h.request("GET", `/v1/site/campaigns/leaky-draft?preview=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
    const onPublished = await h.request("GET", `/v1/site/campaigns/${published}?preview=nonsense`);
    expect(onPublished.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("personal answers are never cacheable by a shared cache", () => {
  it("signed-in calls and errors are private, no-store, without ETag, whatever If-None-Match says", async () => {
    const calls: [string, string | undefined][] = [
      ["/v1/oauth/session", donor],
      ["/v1/donations", donor],
      ["/v1/admin/campaigns", staff],
      [`/v1/admin/campaigns/${published}`, staff],
      ["/v1/oauth/session", undefined],
      ["/v1/admin/campaigns", undefined],
    ];
    for (const [path, cookie] of calls) {
      const response = await h.request("GET", path, {
        ...(cookie ? { cookie } : {}),
        headers: { "if-none-match": "*" },
      });
      expect(response.status, path).not.toBe(304);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(response.headers.get("etag"), path).toBeNull();
    }
  });

  it("a public answer that sets a cookie, or fails, is made private", async () => {
    const app = new Hono();
    app.use("*", httpCaching);
    app.get("/cookie", (c) => {
      cachePublicly(c, 60, 60);
      c.header("set-cookie", "session=abc; HttpOnly");
      return c.json({ mine: true });
    });
    app.get("/fails", (c) => {
      cachePublicly(c, 60, 60);
      return c.json({ error: true }, 500);
    });
    const cookie = await app.request("/cookie", { headers: { "if-none-match": "*" } });
    expect(cookie.status).toBe(200);
    expect(cookie.headers.get("cache-control")).toBe("private, no-store");
    expect(cookie.headers.get("etag")).toBeNull();
    const fails = await app.request("/fails");
    expect(fails.headers.get("cache-control")).toBe("private, no-store");
  });
});
