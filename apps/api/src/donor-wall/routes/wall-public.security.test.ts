import type { Wall } from "@rimbun/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveWithMessage, makeCampaign, makePage, messageOf, payEvent } from "../../test/donor-wall.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/*
 * The public walls: the same answer to everyone, only what the donor chose to show (never an e-mail, a
 * phone or an id of theirs), typed text returned as data, nothing of a gift that is unpaid, held or
 * refunded, and a 404 for a wall that is not shown (a draft campaign, a page that is not live).
 */

let h: Harness;
let staff: string;
const slug = "wall-forest";
const path = `/v1/campaigns/${slug}/wall`;
const breakOut = `</script><script>alert(1)</script><img src=x onerror="alert('x')"> "' & {{7*7}}`;
let held = "";
let refunded = "";
let unpaid = "";

async function wall(url: string): Promise<Wall> {
  const response = await h.request("GET", url, { origin: null });
  expect(response.status, url).toBe(200);
  return (await json<{ result: Wall }>(response)).result;
}

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "officer@example.test", role: "staff" });
  staff = await h.login("officer@example.test");
  await makeCampaign(h, staff, slug);
  await makeCampaign(h, staff, "wall-draft", true);
  const person = (n: number) => ({
    campaign: slug,
    fullname: `Secret Name${n} Family`,
    email: `secret-${n}@example.test`,
    phone: "81299990000",
  });
  await giveWithMessage(h, {
    ...person(1),
    wall_message: breakOut,
    wall_display: "full",
    wall_show_amount: "on",
  });
  await giveWithMessage(h, { ...person(2), wall_display: "first" });
  await giveWithMessage(h, { ...person(3), wall_message: "Semoga hutannya lestari" });
  held = (
    await giveWithMessage(h, { ...person(4), wall_message: "mampir ke slotku.com", wall_display: "full" })
  ).donationId;
  unpaid = (await giveWithMessage(h, { ...person(5), wall_message: "belum dibayar" }, { pay: false }))
    .donationId;
  const refund = await giveWithMessage(h, { ...person(6), wall_message: "nanti dikembalikan" });
  await payEvent(h, refund.pgId, "refunded");
  refunded = refund.donationId;
  // A draft's gifts cannot be made through the form; one more gift on a second published campaign.
  await makeCampaign(h, staff, "wall-other");
  await giveWithMessage(h, { ...person(7), campaign: "wall-other", wall_message: "kampanye lain" });
}, 120_000);
afterAll(() => h.close());

describe("a campaign's wall, read anonymously", () => {
  it("lists paid messages newest first, with only what the donor chose to show", async () => {
    const { messages, next_before } = await wall(path);
    expect(next_before).toBeNull();
    expect(messages.map((message) => message.body)).toEqual(["Semoga hutannya lestari", "", breakOut]);
    const [anonymous, firstName, full] = messages;
    expect(anonymous).toMatchObject({ display_name: null, amount: null, aamiin_count: 0 });
    expect(firstName).toMatchObject({ display_name: "Secret", body: "", amount: null });
    expect(full).toMatchObject({ display_name: "Secret Name1 Family", amount: 100_000 });
    for (const message of messages)
      expect(Object.keys(message).sort()).toEqual([
        "aamiin_count",
        "amount",
        "body",
        "display_name",
        "id",
        "published_at",
      ]);
    const times = messages.map((message) => Date.parse(message.published_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("returns typed markup as JSON data, never as markup", async () => {
    const response = await h.request("GET", path);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const text = await response.text();
    expect(JSON.parse(text).result.messages.at(-1).body).toBe(breakOut);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("names no e-mail, phone, donation or page, and shows nothing unpaid, held or refunded", async () => {
    const text = JSON.stringify(await wall(path));
    expect(text).not.toMatch(/example\.test|8129999|secret-|RL-|pg_|sbx|donation|email|phone/i);
    expect(text).not.toMatch(/slotku|belum dibayar|dikembalikan|kampanye lain/);
    expect((await messageOf(h, held)).status).toBe("held");
    expect((await messageOf(h, held)).moderationReason).toBe("link");
    expect((await messageOf(h, unpaid)).status).toBe("awaiting_payment");
    expect(await messageOf(h, refunded)).toMatchObject({ status: "hidden", moderationReason: "refund" });
  });

  it("is the same bytes for everyone, cached briefly in public, without a cookie", async () => {
    const anonymous = await h.request("GET", path, { origin: null });
    expect(anonymous.headers.get("cache-control")).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+$/,
    );
    expect(anonymous.headers.get("set-cookie")).toBeNull();
    const signedIn = await h.request("GET", path, { cookie: staff });
    expect(await signedIn.text()).toBe(await anonymous.text());
  });

  it("pages backwards with a cursor, without repeats or gaps", async () => {
    const first = await wall(`${path}?limit=2`);
    expect(first.messages).toHaveLength(2);
    expect(first.next_before).toEqual(expect.any(String));
    const second = await wall(`${path}?limit=2&before=${first.next_before}`);
    expect(second.messages).toHaveLength(1);
    expect(second.next_before).toBeNull();
    const all = await wall(path);
    expect([...first.messages, ...second.messages].map((m) => m.id)).toEqual(all.messages.map((m) => m.id));
  });

  it("a draft, unknown or malformed campaign: 404, never cacheable", async () => {
    for (const name of ["wall-draft", "no-such-campaign", "UPPER", "a".repeat(101)]) {
      const response = await h.request("GET", `/v1/campaigns/${name}/wall`);
      expect([400, 404], name).toContain(response.status);
      expect(response.headers.get("cache-control") ?? "").not.toMatch(/\bpublic\b/);
    }
    expect((await h.request("GET", "/v1/campaigns/wall-draft/wall")).status).toBe(404);
  });

  it("odd queries: 400, never a 500", async () => {
    for (const query of [
      "limit=0",
      "limit=51",
      "limit=abc",
      "limit=1e9",
      "before=",
      "before=not-a-cursor",
      `before=${Buffer.from("1.a'; drop table wall_messages;--").toString("base64url")}`,
      `before=${"A".repeat(5000)}`,
    ]) {
      const response = await h.request("GET", `${path}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});

describe("a fundraiser page's wall", () => {
  it("shows the page's messages while it is live or paused, not hidden, for a published campaign", async () => {
    const live = await makePage(h, { slug: "budi-lari", campaignSlug: slug });
    await giveWithMessage(
      h,
      { campaign: slug, wall_message: "Untuk halaman Budi", fullname: "Ani" },
      { pageId: live },
    );
    const answer = await wall("/v1/fundraisers/budi-lari/wall");
    expect(answer.messages.map((message) => message.body)).toEqual(["Untuk halaman Budi"]);
    // A page's gift shows on its campaign's wall too.
    expect((await wall(path)).messages[0]?.body).toBe("Untuk halaman Budi");
    expect(JSON.stringify(answer)).not.toContain(live);
    await makePage(h, { slug: "paused-page", campaignSlug: null, status: "paused" });
    expect((await h.request("GET", "/v1/fundraisers/paused-page/wall")).status).toBe(200);
  });

  it("404 for a page under review, closed, hidden, of a draft campaign, or unknown", async () => {
    await makePage(h, { slug: "under-review", campaignSlug: slug, status: "pending_review" });
    await makePage(h, { slug: "closed-page", campaignSlug: slug, status: "closed" });
    await makePage(h, { slug: "hidden-page", campaignSlug: slug, hidden: true });
    await makePage(h, { slug: "draft-campaign-page", campaignSlug: "wall-draft" });
    for (const name of [
      "under-review",
      "closed-page",
      "hidden-page",
      "draft-campaign-page",
      "nobody",
      "%00",
    ]) {
      const response = await h.request("GET", `/v1/fundraisers/${name}/wall`);
      expect([400, 404], name).toContain(response.status);
      expect(response.headers.get("cache-control") ?? "").not.toMatch(/\bpublic\b/);
    }
  });
});

describe("its cost does not grow with the wall's length", () => {
  it("reads visible messages of one campaign from the partial index, newest first, with a LIMIT", async () => {
    // One connection: a tiny table is read whole unless the planner is told not to.
    const plan = await h.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return JSON.stringify(
        await tx.execute(
          sql`explain select id from wall_messages where campaign_slug = ${slug} and status = 'visible' order by published_at desc, id desc limit 21`,
        ),
      );
    });
    expect(plan).toMatch(/Limit/);
    expect(plan).toMatch(/wall_messages_campaign_idx/);
  });
});
