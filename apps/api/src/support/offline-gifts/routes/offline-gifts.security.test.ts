import { addDays, jakartaDay } from "@rimbun/domain/dates";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, campaignTotals, donations, offlineGifts } from "../../../platform/db/schema/index.ts";
import { runDueJobs } from "../../../platform/jobs/runner.ts";
import { seededCampaign } from "../../../test/fundraisers.ts";
import { createHarness, type Harness, json } from "../../../test/harness.ts";
import { file, pngBytes, truncatedPngBytes } from "../../../test/images.ts";
import { offlineGiftForm, pdfBytes, recordGift } from "../../../test/offline-gifts.ts";
import { newKey } from "../../../test/payments.ts";

/*
 * Recording gifts that arrived outside the site (docs/product/staff-console.md#gifts-outside-the-site): who
 * may record and download proofs, replays and races under one Idempotency-Key, wrong bodies, bad amounts,
 * days, campaigns and proofs, script text where it is shown, and the refund of a mistaken entry.
 */

let h: Harness;
let staffCookie: string;
let adminCookie: string;
let donorCookie: string;
let volunteerCookie: string;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "sari.staff@example.test", role: "staff", name: "Sari Staff" });
  await h.createUser({ email: "ana.admin@example.test", role: "admin", name: "Ana Admin" });
  await h.createUser({ email: "dodi.donor@example.test", role: "donor" });
  await h.createUser({ email: "vina.volunteer@example.test", role: "volunteer" });
  staffCookie = await h.login("sari.staff@example.test");
  adminCookie = await h.login("ana.admin@example.test");
  donorCookie = await h.login("dodi.donor@example.test");
  volunteerCookie = await h.login("vina.volunteer@example.test");
});
afterAll(() => h.close());

async function giftsOf(email: string) {
  return h.db
    .select()
    .from(donations)
    .where(eq(sql`lower(${donations.email})`, email));
}

async function recorded(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<{ result: { donation_id: string; local_id: string; donor_id: string } }>(response))
    .result;
}

describe("who may record and download", () => {
  it("anonymous 401, donor and volunteer 403 (nothing stored), staff and admin record", async () => {
    const form = offlineGiftForm(h, { email: "who@example.test" });
    expect((await h.request("POST", "/v1/admin/offline-gifts", { multipart: form })).status).toBe(401);
    for (const cookie of [donorCookie, volunteerCookie]) {
      expect((await recordGift(h, cookie, form)).status).toBe(403);
    }
    expect(await giftsOf("who@example.test")).toHaveLength(0);
    const byStaff = await recorded(await recordGift(h, staffCookie, form));
    await recorded(await recordGift(h, adminCookie, form));
    expect(await giftsOf("who@example.test")).toHaveLength(2);

    const proofPath = `/v1/admin/offline-gifts/${byStaff.donation_id}/proof`;
    expect((await h.request("GET", proofPath)).status).toBe(401);
    for (const cookie of [donorCookie, volunteerCookie]) {
      expect((await h.request("GET", proofPath, { cookie })).status).toBe(403);
    }
    const download = await h.request("GET", proofPath, { cookie: adminCookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/webp");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="proof-RL-\d{6}-[2-9A-HJKMNP-Z]{6}\.webp"$/,
    );
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-security-policy")).toContain("sandbox");
    // Never under a public path.
    for (const path of [
      `/public/avatars/${byStaff.donation_id}.webp`,
      `/public/offline-proofs/${byStaff.donation_id}.webp`,
      `/v1/images/${byStaff.donation_id}/480.webp`,
    ]) {
      expect((await h.request("GET", path)).status, path).toBe(404);
    }
    expect(
      (await h.request("GET", "/v1/admin/offline-gifts/nothing/proof", { cookie: staffCookie })).status,
    ).toBe(404);
  });

  it("nobody outside can mark anything paid or refunded through the offline provider's webhook", async () => {
    const gift = await recorded(
      await recordGift(h, staffCookie, offlineGiftForm(h, { email: "hook@example.test" })),
    );
    const [row] = await h.db.select().from(donations).where(eq(donations.id, gift.donation_id));
    for (const body of [
      { event_id: "x1", pg_id: row?.pgId, outcome: "refunded" },
      { event_id: "x2", pg_id: row?.pgId, outcome: "paid" },
    ]) {
      const response = await h.app.request("/v1/webhooks/offline", {
        method: "POST",
        headers: { "content-type": "application/json", "x-offline-signature": "0".repeat(64) },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(401);
    }
    const [after] = await h.db.select().from(donations).where(eq(donations.id, gift.donation_id));
    expect(after?.status).toBe("done");
  });
});

describe("replays and races", () => {
  it("the same key and form answer the first recording again; another form under it is 409", async () => {
    const key = newKey();
    const form = offlineGiftForm(h, { email: "replay@example.test" });
    const first = await recorded(await recordGift(h, staffCookie, form, { key }));
    const again = await recorded(await recordGift(h, staffCookie, form, { key }));
    expect(again.local_id).toBe(first.local_id);
    const other = await recordGift(h, staffCookie, { ...form, amount: "999000" }, { key });
    expect(other.status).toBe(409);
    const otherFile = await recordGift(h, staffCookie, form, {
      key,
      proof: file(pdfBytes, "p.pdf", "application/pdf"),
    });
    expect(otherFile.status).toBe(409);
    expect(await giftsOf("replay@example.test")).toHaveLength(1);
    expect(await h.outbox("replay@example.test")).toHaveLength(1);
  });

  it("a double click (two at once under one key) records one gift and one receipt", async () => {
    const key = newKey();
    const form = offlineGiftForm(h, { email: "race@example.test", campaign: seededCampaign });
    const [totalBefore] = await h.db
      .select()
      .from(campaignTotals)
      .where(eq(campaignTotals.campaignSlug, seededCampaign));
    const answers = await Promise.all([1, 2, 3].map(() => recordGift(h, staffCookie, form, { key })));
    const ids = new Set<string>();
    for (const answer of answers) ids.add((await recorded(answer)).local_id);
    expect(ids.size).toBe(1);
    expect(await giftsOf("race@example.test")).toHaveLength(1);
    const [totalAfter] = await h.db
      .select()
      .from(campaignTotals)
      .where(eq(campaignTotals.campaignSlug, seededCampaign));
    expect((totalAfter?.raised ?? 0) - (totalBefore?.raised ?? 0)).toBe(250_000);
    expect((await h.outbox("race@example.test")).filter((mail) => mail.kind === "receipt")).toHaveLength(1);
  });

  it("the key is required and must look like one", async () => {
    const form = offlineGiftForm(h, { email: "nokey@example.test" });
    const missing = await h.request("POST", "/v1/admin/offline-gifts", {
      cookie: staffCookie,
      multipart: { ...form, proof: file(pngBytes, "p.png", "image/png") },
    });
    expect(missing.status).toBe(400);
    expect((await recordGift(h, staffCookie, form, { key: "short" })).status).toBe(400);
    expect(await giftsOf("nokey@example.test")).toHaveLength(0);
  });
});

describe("bodies", () => {
  it("JSON and urlencoded bodies are 415; a broken multipart body is 400", async () => {
    const form = offlineGiftForm(h, { email: "types@example.test" });
    const headers = { "Idempotency-Key": newKey() };
    expect(
      (await h.request("POST", "/v1/admin/offline-gifts", { cookie: staffCookie, json: form, headers }))
        .status,
    ).toBe(415);
    expect(
      (await h.request("POST", "/v1/admin/offline-gifts", { cookie: staffCookie, form, headers })).status,
    ).toBe(415);
    const broken = await h.request("POST", "/v1/admin/offline-gifts", {
      cookie: staffCookie,
      headers: { ...headers, "content-type": "multipart/form-data; boundary=xyz" },
      multipart: undefined,
    });
    expect([400, 415]).toContain(broken.status);
    expect(await giftsOf("types@example.test")).toHaveLength(0);
  });

  it("refuses bad amounts, days, methods, campaigns, donors and reasons with the field named", async () => {
    const today = jakartaDay(h.services.now());
    const cases: [Record<string, string>, string][] = [
      [{ amount: "-50000" }, "amount"],
      [{ amount: "0" }, "amount"],
      [{ amount: "999" }, "amount"],
      [{ amount: "1000000001" }, "amount"],
      [{ amount: "9".repeat(40) }, "amount"],
      [{ amount: "1.5" }, "amount"],
      [{ amount: "Rp 50.000" }, "amount"],
      [{ amount: "" }, "amount"],
      [{ date: addDays(today, 1) }, "date"],
      [{ date: addDays(today, -400) }, "date"],
      [{ date: "2026-02-30" }, "date"],
      [{ date: "yesterday" }, "date"],
      [{ method: "cheque" }, "method"],
      [{ campaign: "no-such-campaign" }, "campaign"],
      [{ campaign: "<script>" }, "campaign"],
      [{ email: "not-an-email" }, "email"],
      [{ email: "" }, "email"],
      [{ fullname: "" }, "fullname"],
      [{ fullname: "x".repeat(5000) }, "fullname"],
      [{ fullname: "Line\nbreak" }, "fullname"],
      [{ phone: "12" }, "phone"],
      [{ reason: "" }, "reason"],
      [{ reason: "r".repeat(501) }, "reason"],
      [{ donor_id: "nobody-here" }, "donor_id"],
      [{ donor_id: "guest-nothing" }, "donor_id"],
      [{ email: "sari.staff@example.test" }, "email"],
    ];
    for (const [change, field] of cases) {
      const response = await recordGift(
        h,
        staffCookie,
        offlineGiftForm(h, { email: "bad@example.test", ...change }),
      );
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await json(response)).fields, JSON.stringify(change)).toHaveProperty(field);
    }
    expect(await giftsOf("bad@example.test")).toHaveLength(0);
  });

  it("judges the proof by its bytes and size; a bank transfer needs one, cash may go without", async () => {
    const form = offlineGiftForm(h, { email: "proof@example.test" });
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const big = new Uint8Array(2_600_000);
    big.set(pdfBytes.subarray(0, 5));
    const refusals: [Blob | null, number][] = [
      [file(html, "proof.png", "image/png"), 415],
      [file(svg, "proof.svg", "image/svg+xml"), 415],
      [file(truncatedPngBytes, "proof.png", "image/png"), 415],
      [file(new TextEncoder().encode("%PDF-1.4 but never ends"), "p.pdf", "application/pdf"), 415],
      [file(big, "big.pdf", "application/pdf"), 413],
      [null, 400],
    ];
    for (const [proof, status] of refusals) {
      const response = await recordGift(h, staffCookie, form, { proof });
      expect(response.status, String(proof?.size)).toBe(status);
      expect((await json(response)).fields).toHaveProperty("proof");
    }
    expect(await giftsOf("proof@example.test")).toHaveLength(0);
    const pdf = await recorded(
      await recordGift(h, staffCookie, form, { proof: file(pdfBytes, "p.pdf", "application/pdf") }),
    );
    const cash = await recorded(
      await recordGift(h, staffCookie, { ...form, method: "cash" }, { proof: null }),
    );
    const download = await h.request("GET", `/v1/admin/offline-gifts/${pdf.donation_id}/proof`, {
      cookie: staffCookie,
    });
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdfBytes);
    expect(
      (await h.request("GET", `/v1/admin/offline-gifts/${cash.donation_id}/proof`, { cookie: staffCookie }))
        .status,
    ).toBe(404);
  });

  it("a proof picture loses its metadata (re-encoded as WebP)", async () => {
    const form = offlineGiftForm(h, { email: "meta@example.test" });
    const gift = await recorded(await recordGift(h, staffCookie, form));
    const [row] = await h.db.select().from(offlineGifts).where(eq(offlineGifts.donationId, gift.donation_id));
    expect(row?.proofType).toBe("image/webp");
    const stored = await h.services.storage.get(row?.proofKey ?? "");
    expect(new TextDecoder("latin1").decode(stored?.bytes.subarray(8, 12))).toBe("WEBP");
  });
});

describe("script text", () => {
  it("a name with markup is kept as text: escaped in the receipt, a formula cell in the CSV is defused", async () => {
    const name = `=HYPERLINK("http://evil.test")<script>alert(1)</script>`;
    const form = offlineGiftForm(h, {
      email: "script@example.test",
      fullname: name,
      reason: "<img src=x onerror=alert(1)>",
    });
    await recorded(await recordGift(h, staffCookie, form));
    const [receipt] = (await h.outbox("script@example.test")).filter((mail) => mail.kind === "receipt");
    expect(receipt?.html).not.toContain("<script>alert(1)");
    expect(receipt?.html).toContain("&lt;script&gt;");
    const csv = await h.request("GET", "/v1/admin/reports/export?dataset=donations&format=csv", {
      cookie: staffCookie,
    });
    const text = await csv.text();
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "support.offline-gift"))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1);
    expect((entry?.data as { reason?: string } | undefined)?.reason).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("refunding a mistaken entry", () => {
  it("goes through donor support's refund: once, the campaign total taken back, the refund mailed", async () => {
    const form = offlineGiftForm(h, {
      email: "mistake@example.test",
      campaign: seededCampaign,
      amount: "75000",
    });
    const [before] = await h.db
      .select()
      .from(campaignTotals)
      .where(eq(campaignTotals.campaignSlug, seededCampaign));
    const gift = await recorded(await recordGift(h, staffCookie, form));
    const reason = { reason: "Recorded twice by mistake" };
    const path = `/v1/admin/donations/${gift.donation_id}/refund`;
    expect((await h.request("POST", path, { cookie: donorCookie, json: reason })).status).toBe(403);
    expect((await h.request("POST", path, { cookie: staffCookie, json: reason })).status).toBe(200);
    expect((await h.request("POST", path, { cookie: adminCookie, json: reason })).status).toBe(409);
    await runDueJobs(h.services);
    const [row] = await h.db.select().from(donations).where(eq(donations.id, gift.donation_id));
    expect(row?.status).toBe("refunded");
    const [after] = await h.db
      .select()
      .from(campaignTotals)
      .where(eq(campaignTotals.campaignSlug, seededCampaign));
    expect(after?.raised).toBe(before?.raised ?? 0);
    expect((await h.outbox("mistake@example.test")).map((mail) => mail.kind).sort()).toEqual([
      "receipt",
      "refund",
    ]);
  });
});
