import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxBodyBytes } from "../../app.ts";
import { wallMessages, wallReports } from "../../platform/db/schema/index.ts";
import { giveWithMessage, makeCampaign, makePage, messageOf } from "../../test/donor-wall.ts";
import { createHarness, type Harness, json, nextCookieHeader, siteOrigin } from "../../test/harness.ts";
import { createPayment, donationForm } from "../../test/payments.ts";

/*
 * What a visitor may do on a wall without an account: Aamiin once per browser (a random httpOnly cookie,
 * stored hashed), report once per browser and item, both throttled per address and Origin-checked; only
 * on what is shown. And what a donor may send with a gift: plain text within its limits.
 */

let h: Harness;
let staff: string;
const slug = "wall-visits";
let visible = "";
let visibleDonation = "";
let held = "";
let hidden = "";
let awaiting = "";

function aamiin(id: string, options: { cookie?: string; address?: string; origin?: string | null } = {}) {
  return h.request("POST", `/v1/wall/messages/${id}/aamiin`, { origin: siteOrigin, ...options });
}

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "officer@example.test", role: "staff" });
  staff = await h.login("officer@example.test");
  await makeCampaign(h, staff, slug);
  const gift = (message: string) => ({ campaign: slug, wall_message: message });
  visibleDonation = (await giveWithMessage(h, gift("Semoga berkah"))).donationId;
  visible = (await messageOf(h, visibleDonation)).id;
  held = (await messageOf(h, (await giveWithMessage(h, gift("dasar bangsat"))).donationId)).id;
  const toHide = await giveWithMessage(h, gift("akan disembunyikan"));
  hidden = (await messageOf(h, toHide.donationId)).id;
  await h.db
    .update(wallMessages)
    .set({ status: "hidden", moderationReason: "x" })
    .where(eq(wallMessages.id, hidden));
  awaiting = (await messageOf(h, (await giveWithMessage(h, gift("menunggu"), { pay: false })).donationId)).id;
}, 120_000);
afterAll(() => h.close());

describe("Aamiin", () => {
  let browser = "";

  it("counts once and gives the browser a random httpOnly, SameSite=Lax cookie for the wall's calls only", async () => {
    const first = await aamiin(visible, { address: "10.0.0.1" });
    expect(first.status).toBe(200);
    expect((await json(first.clone())).result).toEqual({ message_id: visible, aamiin_count: 1 });
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith("rimbun.wall="));
    expect(cookie).toMatch(
      /^rimbun\.wall=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/v1\/wall; HttpOnly; SameSite=Lax$/,
    );
    browser = nextCookieHeader("", first);
    // Only the hash is stored: the cookie's value is nowhere in the database.
    const value = browser.split("=")[1] ?? "";
    const stored = JSON.stringify(await h.db.execute("select * from wall_aamiins"));
    expect(stored).not.toContain(value);
  });

  it("a replay from the same browser changes nothing and answers the same count", async () => {
    for (let round = 0; round < 3; round += 1) {
      const again = await aamiin(visible, { cookie: browser, address: "10.0.0.1" });
      expect(again.status).toBe(200);
      expect((await json(again)).result).toEqual({ message_id: visible, aamiin_count: 1 });
      expect(again.headers.get("set-cookie")).toBeNull();
    }
    const racing = await Promise.all([1, 2, 3].map(() => aamiin(visible, { cookie: browser })));
    for (const response of racing) expect((await json(response)).result).toMatchObject({ aamiin_count: 1 });
    const other = await aamiin(visible, { address: "10.0.0.2" });
    expect((await json(other)).result).toMatchObject({ aamiin_count: 2 });
    expect((await messageOf(h, visibleDonation)).aamiinCount).toBe(2);
  });

  it("a forged or damaged cookie is a new browser, never an error", async () => {
    for (const cookie of [
      "rimbun.wall=short",
      "rimbun.wall=' or 1=1 --",
      `rimbun.wall=${"x".repeat(5000)}`,
    ]) {
      const response = await aamiin(visible, { cookie, address: "10.0.0.3" });
      expect(response.status, cookie.slice(0, 30)).toBe(200);
      expect(response.headers.get("set-cookie")).toMatch(/^rimbun\.wall=/);
    }
  });

  it("is refused on a message that is held, hidden, awaiting payment or unknown: 404, nothing counted", async () => {
    for (const id of [held, hidden, awaiting, "no-such-message", "x".repeat(64)]) {
      const response = await aamiin(id, { address: "10.0.0.4" });
      expect(response.status, id).toBe(404);
    }
    const rows = await h.db.select().from(wallMessages);
    for (const row of rows.filter((message) => message.id !== visible)) expect(row.aamiinCount).toBe(0);
    expect((await aamiin("x".repeat(65))).status).toBe(400);
  });

  it("from a foreign site: 403, nothing counted", async () => {
    const before = (await messageOf(h, visibleDonation)).aamiinCount;
    const response = await aamiin(visible, { origin: "https://evil.example", address: "10.0.0.5" });
    expect(response.status).toBe(403);
    expect((await json(response)).code).toBe("CSRF");
    expect((await messageOf(h, visibleDonation)).aamiinCount).toBe(before);
  });

  it("a flood from one address: 429 once its window is full", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 125; index += 1)
      statuses.push((await aamiin(visible, { address: "10.9.9.9" })).status);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    // Another address is not held back.
    expect((await aamiin(visible, { address: "10.9.9.10" })).status).toBe(200);
  });
});

describe("reports", () => {
  const report = (path: string, body: unknown, options: { cookie?: string; address?: string } = {}) =>
    h.request("POST", path, { origin: siteOrigin, json: body, ...options });

  it("a message: once per browser; the message stays shown and waits in the queue", async () => {
    const first = await report(
      `/v1/wall/messages/${visible}/report`,
      { reason: "spam" },
      { address: "10.1.0.1" },
    );
    expect(first.status).toBe(200);
    expect((await json(first.clone())).result).toEqual({ reported: true });
    const browser = nextCookieHeader("", first);
    const again = await report(
      `/v1/wall/messages/${visible}/report`,
      { reason: "abuse" },
      { cookie: browser },
    );
    expect((await json(again)).result).toEqual({ reported: true });
    const row = await messageOf(h, visibleDonation);
    expect(row).toMatchObject({ status: "visible", reportCount: 1 });
    expect(await h.db.select().from(wallReports).where(eq(wallReports.messageId, visible))).toHaveLength(1);
  });

  it("a page the site shows: once per browser; a page it does not show: 404", async () => {
    await makePage(h, { slug: "reported-page", campaignSlug: slug });
    await makePage(h, { slug: "hidden-reported", campaignSlug: slug, hidden: true });
    const first = await report(
      "/v1/wall/pages/reported-page/report",
      { reason: "personal_data" },
      { address: "10.1.0.2" },
    );
    expect(first.status).toBe(200);
    const browser = nextCookieHeader("", first);
    await report("/v1/wall/pages/reported-page/report", { reason: "other" }, { cookie: browser });
    const rows = await h.db.select().from(wallReports);
    expect(rows.filter((row) => row.fundraiserPageId !== null)).toHaveLength(1);
    for (const path of ["/v1/wall/pages/hidden-reported/report", "/v1/wall/pages/nobody/report"])
      expect((await report(path, { reason: "spam" }, { address: "10.1.0.2" })).status, path).toBe(404);
  });

  it("of a message not shown: 404", async () => {
    for (const id of [held, hidden, awaiting, "nothing"])
      expect(
        (await report(`/v1/wall/messages/${id}/report`, { reason: "spam" }, { address: "10.1.0.3" })).status,
      ).toBe(404);
  });

  it("wrong types, unknown reasons, malformed, huge or foreign bodies: 4xx, nothing stored", async () => {
    const before = (await h.db.select().from(wallReports)).length;
    const path = `/v1/wall/messages/${visible}/report`;
    for (const body of [
      {},
      { reason: "hate" },
      { reason: 5 },
      { reason: ["spam"] },
      { reason: null },
      [],
      "spam",
    ])
      expect((await report(path, body, { address: "10.1.0.4" })).status, JSON.stringify(body)).toBe(400);
    const broken = await h.request("POST", path, {
      origin: siteOrigin,
      headers: { "content-type": "application/json" },
      form: undefined,
      json: undefined,
    });
    expect([400]).toContain(broken.status);
    const text = await h.request("POST", path, { origin: siteOrigin, form: { reason: "spam" } });
    expect(text.status).toBe(415);
    const huge = await report(path, { reason: "spam", padding: "x".repeat(maxBodyBytes) });
    expect(huge.status).toBe(413);
    const foreign = await h.request("POST", path, {
      origin: "https://evil.example",
      json: { reason: "spam" },
    });
    expect(foreign.status).toBe(403);
    expect((await h.db.select().from(wallReports)).length).toBe(before);
  });

  it("a flood from one address: 429 once its window is full", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 22; index += 1)
      statuses.push(
        (await report(`/v1/wall/messages/${visible}/report`, { reason: "spam" }, { address: "10.8.8.8" }))
          .status,
      );
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe("a donor's message sent with a gift", () => {
  const form = (fields: Record<string, string>) => donationForm({ campaign: slug, ...fields });
  const send = (fields: Record<string, string>, address = "10.2.0.1") =>
    h.request("POST", "/v1/payments/single", {
      multipart: form(fields),
      headers: { "Idempotency-Key": `wall-key-${Math.random().toString(36).slice(2)}-0000` },
      origin: siteOrigin,
      address,
    });

  it("over 280 characters, an unknown display, a huge body: 400, no donation", async () => {
    const cases: Record<string, string>[] = [
      { wall_message: "a".repeat(281) },
      { wall_message: "x".repeat(200_000) },
      { wall_display: "everyone" },
      { wall_display: "<script>" },
    ];
    for (const fields of cases) {
      const response = await send(fields);
      expect([400, 413], JSON.stringify(fields).slice(0, 40)).toContain(response.status);
    }
    // Call 3 takes forms (docs/decisions/route-factories.md): JSON is another type, refused before anything is stored.
    const json = await h.request("POST", "/v1/payments/single", {
      json: { ...form({}), wall_message: 5, idempotency_key: "wall-json-key-000000" },
      origin: siteOrigin,
    });
    expect(json.status).toBe(415);
    expect(
      await h.db
        .select()
        .from(wallMessages)
        .where(eq(wallMessages.body, "a".repeat(281))),
    ).toEqual([]);
  });

  it("a checkbox value that is not a tick leaves the amount hidden", async () => {
    const response = await send({ wall_message: "jumlah rahasia", wall_show_amount: "maybe" }, "10.2.0.2");
    expect(response.status).toBe(200);
    const [row] = await h.db.select().from(wallMessages).where(eq(wallMessages.body, "jumlah rahasia"));
    expect(row).toMatchObject({ shownAmount: null, display: "anonymous", displayName: null });
  });

  it("is stored as plain text: controls and direction marks dropped, markup kept as text", async () => {
    const created = await createPayment(h, "single", form({ wall_message: "  <b>hai</b>\u202E\u0007 ok  " }));
    const rows = await h.db.select().from(wallMessages);
    expect(rows.map((row) => row.body)).toContain("<b>hai</b> ok");
    expect(created.status).toBe("pending");
  });

  it("a flood of gifts with messages from one address and e-mail: 429", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1)
      statuses.push(
        (await send({ wall_message: `banjir ${index}`, email: "flood@example.test" }, "10.7.7.7")).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
