import type { SiteFundraiserList } from "@rimbun/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, fundraiserPages, teams } from "../../platform/db/schema/index.ts";
import { createPage, createTeam } from "../../test/fundraisers.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/*
 * GET /v1/site/fundraisers, what the sitemap lists (docs/product/fundraisers.md#pages): anyone may ask, only
 * shown pages and teams are named, and nothing about their owners.
 */

let h: Harness;
let buddy: string;
let donor: string;
let staff: string;
const made: Record<string, string> = {};

async function pageId(slug: string): Promise<string> {
  const [row] = await h.db.select().from(fundraiserPages).where(eq(fundraiserPages.slug, slug));
  return row?.id ?? "";
}

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "buddy@example.test", role: "volunteer", name: "Budi Buddy" });
  await h.createUser({ email: "second@example.test", role: "volunteer", name: "Sari Kedua" });
  await h.createUser({ email: "giver@example.test", name: "Dewi Donor" });
  await h.createUser({ email: "officer@example.test", role: "staff" });
  buddy = await h.login("buddy@example.test");
  const second = await h.login("second@example.test");
  donor = await h.login("giver@example.test");
  staff = await h.login("officer@example.test");
  made.live = (await createPage(h, buddy, { title: "Halaman tampil" })).slug;
  made.general = (await createPage(h, buddy, { title: "Dana umum", campaign: null })).slug;
  made.paused = (await createPage(h, buddy, { title: "Halaman jeda" })).slug;
  await h.request("POST", `/v1/fundraisers/pages/${made.paused}/status`, {
    cookie: buddy,
    json: { status: "paused" },
  });
  made.pending = (await createPage(h, donor, { title: "Menunggu review" })).slug;
  made.closed = (await createPage(h, buddy, { title: "Halaman ditutup" })).slug;
  await h.request("POST", `/v1/fundraisers/pages/${made.closed}/status`, {
    cookie: buddy,
    json: { status: "closed" },
  });
  made.hidden = (await createPage(h, second, { title: "Halaman disembunyikan" })).slug;
  const hide = await h.request("POST", `/v1/admin/fundraisers/pages/${await pageId(made.hidden)}/hide`, {
    cookie: staff,
    json: { reason: "Spam" },
  });
  expect(hide.status).toBe(200);
  for (const slug of ["draft-later", "closed-later"]) {
    await h.db.insert(campaigns).values({ slug, kind: "campaign", status: "published", target: 1 } as never);
  }
  made.ofDraft = (await createPage(h, second, { title: "Kampanye draf", campaign: "draft-later" })).slug;
  made.ofClosed = (await createPage(h, second, { title: "Kampanye tutup", campaign: "closed-later" })).slug;
  await h.db.update(campaigns).set({ status: "draft" }).where(eq(campaigns.slug, "draft-later"));
  await h.db.update(campaigns).set({ status: "closed" }).where(eq(campaigns.slug, "closed-later"));
  made.team = (await createTeam(h, buddy, { name: "Tim Tampil" })).slug;
  made.hiddenTeam = (await createTeam(h, second, { name: "Tim Tersembunyi" })).slug;
  await h.db.update(teams).set({ hiddenAt: new Date() }).where(eq(teams.slug, made.hiddenTeam));
});
afterAll(() => h.close());

describe("GET /v1/site/fundraisers", () => {
  it("anyone may ask, without a session; the answer is cached publicly", async () => {
    const response = await h.request("GET", "/v1/site/fundraisers");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("lists live and paused pages (a published campaign or the general fund) and shown teams", async () => {
    const { result } = await json<{ result: SiteFundraiserList }>(
      await h.request("GET", "/v1/site/fundraisers"),
    );
    const slugs = result.pages.map((page) => page.slug);
    expect(slugs).toEqual(expect.arrayContaining([made.live, made.general, made.paused]));
    expect(result.teams.map((team) => team.slug)).toContain(made.team);
    for (const entry of [...result.pages, ...result.teams])
      expect(new Date(entry.updated_at).toISOString()).toBe(entry.updated_at);
  });

  it("never names a hidden, pending, closed page, a page of a draft or closed campaign, or a hidden team", async () => {
    const { result } = await json<{ result: SiteFundraiserList }>(
      await h.request("GET", "/v1/site/fundraisers"),
    );
    const slugs = result.pages.map((page) => page.slug);
    for (const slug of [made.pending, made.closed, made.hidden, made.ofDraft, made.ofClosed])
      expect(slugs, slug).not.toContain(slug);
    expect(slugs).toHaveLength(3);
    expect(result.teams.map((team) => team.slug)).toEqual([made.team]);
  });

  it("says nothing about owners: no name, e-mail, phone or id", async () => {
    const text = await (await h.request("GET", "/v1/site/fundraisers")).text();
    for (const secret of ["@example.test", "81234567890", "Budi", "Sari", "Dewi", "owner", "captain"])
      expect(text, secret).not.toContain(secret);
    const { result } = JSON.parse(text) as { result: SiteFundraiserList };
    for (const entry of [...result.pages, ...result.teams])
      expect(Object.keys(entry).sort()).toEqual(["slug", "updated_at"]);
  });

  it("refuses any query parameter (400), so odd addresses cannot vary the answer", async () => {
    for (const query of ["?limit=10", "?limit=-1", "?status=hidden", `?x=${"a".repeat(5000)}`, "?slug[]=a"]) {
      const response = await h.request("GET", `/v1/site/fundraisers${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("cache-control") ?? "").not.toMatch(/public/);
    }
  });

  it("a write method is not a route (404/405), and a session changes nothing", async () => {
    const post = await h.request("POST", "/v1/site/fundraisers", { cookie: buddy, json: {} });
    expect([404, 405]).toContain(post.status);
    const signedIn = await json<{ result: SiteFundraiserList }>(
      await h.request("GET", "/v1/site/fundraisers", { cookie: buddy }),
    );
    expect(signedIn.result.pages.map((page) => page.slug)).not.toContain(made.closed);
  });
});
