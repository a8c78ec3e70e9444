import type { Image, StaffCampaignUpdate } from "@rimbun/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, campaigns, campaignUpdates, images, jobs } from "../../platform/db/schema/index.ts";
import { signLink } from "../../platform/http/signed-links.ts";
import { campaignInput, pictureBytes, pngClaiming } from "../../test/campaigns.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { file, truncatedPngBytes } from "../../test/images.ts";

/* Campaigns: who may change them, what the public may see, and what an upload may be. */

let h: Harness;
let donor: string;
let volunteer: string;
let staff: string;
let admin: string;
let updateId: string;

const seeded = "bersama-jaga-alam-kita";

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "giver@example.test" });
  await h.createUser({ email: "buddy@example.test", role: "volunteer" });
  await h.createUser({ email: "officer@example.test", role: "staff" });
  await h.createUser({ email: "chief@example.test", role: "admin" });
  donor = await h.login("giver@example.test");
  volunteer = await h.login("buddy@example.test");
  staff = await h.login("officer@example.test");
  admin = await h.login("chief@example.test");
  const posted = await h.request("POST", `/v1/admin/campaigns/${seeded}/updates`, {
    cookie: staff,
    json: { body: { id: "Kabar", en: "News" }, reason: "First news" },
  });
  updateId = (await json<{ result: StaffCampaignUpdate }>(posted)).result.id;
});
afterAll(() => h.close());

/** Every staff call with a valid body: the role decides, not the form. */
function staffCalls(): { method: string; path: string; json?: unknown }[] {
  return [
    { method: "GET", path: "/v1/admin/campaigns" },
    { method: "GET", path: `/v1/admin/campaigns/${seeded}` },
    { method: "POST", path: "/v1/admin/campaigns", json: campaignInput({ slug: "sneaky-draft" }) },
    { method: "PUT", path: `/v1/admin/campaigns/${seeded}`, json: campaignInput({ slug: seeded }) },
    { method: "POST", path: `/v1/admin/campaigns/${seeded}/status`, json: { status: "closed", reason: "x" } },
    { method: "POST", path: `/v1/admin/campaigns/${seeded}/preview`, json: {} },
    {
      method: "POST",
      path: `/v1/admin/campaigns/${seeded}/updates`,
      json: { body: { id: "x", en: "x" }, reason: "x" },
    },
    {
      method: "POST",
      path: `/v1/admin/campaigns/${seeded}/updates`,
      json: {
        body: { id: "x", en: "x" },
        funds_used: { amount: 5_000_000, description: { id: "x", en: "x" } },
        confirmOverRaised: true,
        reason: "x",
      },
    },
    { method: "DELETE", path: `/v1/admin/campaigns/${seeded}/updates/${updateId}`, json: { reason: "x" } },
  ];
}

async function seededRow() {
  const [row] = await h.db.select().from(campaigns).where(eq(campaigns.slug, seeded));
  return row;
}

describe("who may change campaigns", () => {
  it("anonymous: 401 on every staff call and the upload, nothing changes", async () => {
    const before = await seededRow();
    for (const call of staffCalls()) {
      const response = await h.request(
        call.method,
        call.path,
        call.json === undefined ? {} : { json: call.json },
      );
      expect(response.status, `${call.method} ${call.path}`).toBe(401);
    }
    const upload = await h.request("POST", "/v1/admin/images", {
      multipart: { file: file(await pictureBytes(10, 10), "a.png", "image/png") },
    });
    expect(upload.status).toBe(401);
    expect(await seededRow()).toEqual(before);
    expect(await h.db.select().from(images)).toHaveLength(0);
  });

  it("donors and volunteers: 403 on every call, with valid or broken bodies alike", async () => {
    const before = await seededRow();
    for (const cookie of [donor, volunteer]) {
      for (const call of staffCalls()) {
        const valid = await h.request(call.method, call.path, {
          cookie,
          ...(call.json === undefined ? {} : { json: call.json }),
        });
        expect(valid.status, `${call.method} ${call.path}`).toBe(403);
        if (call.method !== "GET") {
          const broken = await h.request(call.method, call.path, { cookie, json: { status: 7, body: [] } });
          expect(broken.status, `${call.method} ${call.path} broken`).toBe(403);
        }
      }
      const upload = await h.request("POST", "/v1/admin/images", {
        cookie,
        multipart: { file: file(await pictureBytes(10, 10), "a.png", "image/png") },
      });
      expect(upload.status).toBe(403);
    }
    expect(await seededRow()).toEqual(before);
    const [update] = await h.db.select().from(campaignUpdates).where(eq(campaignUpdates.id, updateId));
    expect(update?.hiddenAt).toBeNull();
    expect(await h.db.select().from(campaigns).where(eq(campaigns.slug, "sneaky-draft"))).toHaveLength(0);
  });

  it("staff and administrators may (same rights for campaigns)", async () => {
    for (const cookie of [staff, admin]) {
      expect((await h.request("GET", "/v1/admin/campaigns", { cookie })).status).toBe(200);
      const preview = await h.request("POST", `/v1/admin/campaigns/${seeded}/preview`, { cookie, json: {} });
      expect(preview.status).toBe(200);
    }
  });
});

describe("what the public sees", () => {
  beforeAll(async () => {
    const created = await h.request("POST", "/v1/admin/campaigns", {
      cookie: staff,
      json: campaignInput({ slug: "secret-draft" }),
    });
    expect(created.status).toBe(200);
  });

  it("a draft is 404 everywhere public, the same answer as an unknown slug", async () => {
    for (const path of ["/v1/site/campaigns/secret-draft", "/v1/campaigns/secret-draft"]) {
      const draft = await h.request("GET", path);
      const unknown = await h.request("GET", path.replace("secret-draft", "no-such-campaign"));
      expect(draft.status).toBe(404);
      expect(await draft.json()).toEqual(await unknown.json());
    }
    const list = await json<{ result: { slug: string }[] }>(await h.request("GET", "/v1/site/campaigns"));
    expect(list.result.map((card) => card.slug)).not.toContain("secret-draft");
    const figures = await json<{ result: { slug: string }[] }>(await h.request("GET", "/v1/campaigns"));
    expect(figures.result.map((card) => card.slug)).not.toContain("secret-draft");
  });

  it("a draft takes no gifts", async () => {
    const response = await h.request("POST", "/v1/payments/single", {
      multipart: {
        amount: "100000",
        email: "giver@example.test",
        fullname: "Gita",
        payment_methods: "BNI",
        phone: "81234567890",
        campaign: "secret-draft",
      },
      headers: { "Idempotency-Key": "draft-gift-key-0001" },
      origin: "http://site.test",
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ fields: { campaign: "campaign.unknown" } });
  });

  it("a preview token works only for its slug, only until it expires, only unaltered", async () => {
    const preview = await json<{ result: { url: string } }>(
      await h.request("POST", "/v1/admin/campaigns/secret-draft/preview", { cookie: staff, json: {} }),
    );
    const token = new URL(preview.result.url).searchParams.get("preview") ?? "";
    const other = await h.request("POST", `/v1/admin/campaigns/${seeded}/preview`, {
      cookie: staff,
      json: {},
    });
    const otherToken =
      new URL((await json<{ result: { url: string } }>(other)).result.url).searchParams.get("preview") ?? "";
    expect((await h.request("GET", `/v1/site/campaigns/secret-draft?preview=${otherToken}`)).status).toBe(
      404,
    );
    expect((await h.request("GET", `/v1/site/campaigns/secret-draft?preview=${token}x`)).status).toBe(404);
    expect((await h.request("GET", "/v1/site/campaigns/secret-draft?preview=")).status).toBe(404);
    expect(
      (await h.request("GET", `/v1/site/campaigns/secret-draft?preview=${"a".repeat(600)}`)).status,
    ).toBe(400);
    const forged = signLink(
      "not-the-secret-of-this-api",
      "campaign-preview",
      "secret-draft",
      new Date(Date.now() + 60_000),
    );
    expect((await h.request("GET", `/v1/site/campaigns/secret-draft?preview=${forged}`)).status).toBe(404);
    const stop = signLink(h.env.LINK_SECRET, "stop-donation", "secret-draft", new Date(Date.now() + 60_000));
    expect((await h.request("GET", `/v1/site/campaigns/secret-draft?preview=${stop}`)).status).toBe(404);
    expect((await h.request("GET", `/v1/site/campaigns/secret-draft?preview=${token}`)).status).toBe(200);
    h.clock.current = new Date(h.clock.current.getTime() + 16 * 60_000);
    expect((await h.request("GET", `/v1/site/campaigns/secret-draft?preview=${token}`)).status).toBe(404);
  });

  it("texts come back exactly as typed (markup is text; renderers escape it)", async () => {
    const evil = "<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>";
    const saved = await h.request("PUT", "/v1/admin/campaigns/secret-draft", {
      cookie: staff,
      json: campaignInput({
        slug: "secret-draft",
        story: { id: evil, en: evil },
        title: { id: evil, en: "t" },
      }),
    });
    expect(saved.status).toBe(200);
    expect(
      (await json<{ result: { story: { id: string }; title: { id: string } } }>(saved)).result,
    ).toMatchObject({
      story: { id: evil },
      title: { id: evil.slice(0, 120).trim() === evil ? evil : evil },
    });
    expect(saved.headers.get("content-type")).toContain("application/json");
  });
});

describe("refused input", () => {
  it("a body of another type: 415; broken JSON: 400", async () => {
    const text = await h.request("POST", "/v1/admin/campaigns", {
      cookie: staff,
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
    const form = await h.request("POST", `/v1/admin/campaigns/${seeded}/status`, {
      cookie: staff,
      form: { status: "closed", reason: "x" },
    });
    expect(form.status).toBe(415);
    const broken = await h.request("POST", "/v1/admin/campaigns", {
      cookie: staff,
      headers: { "content-type": "application/json" },
    });
    expect([400, 415]).toContain(broken.status);
    const jsonUpload = await h.request("POST", "/v1/admin/images", { cookie: staff, json: { file: "x" } });
    expect(jsonUpload.status).toBe(415);
  });

  it("wrong types and values: 400 with the fields", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ target: "500000" }, "target"],
      [{ target: -1 }, "target"],
      [{ target: 1.5 }, "target"],
      [{ slug: "Not A Slug" }, "slug"],
      [{ slug: "../etc" }, "slug"],
      [{ kind: "charity" }, "kind"],
      [{ scene: "desert" }, "scene"],
      [{ title: { id: "", en: "x" } }, "title.id"],
      [{ title: "one language" }, "title"],
      [{ starts_on: "2027-02-30" }, "starts_on"],
      [{ starts_on: "2027-05-01", ends_on: "2027-04-01" }, "ends_on"],
      [{ cover: { id: "no-such-image", alt: { id: "", en: "" } } }, "cover"],
      [{ sort_order: 1e9 }, "sort_order"],
    ];
    for (const [override, field] of cases) {
      const response = await h.request("POST", "/v1/admin/campaigns", {
        cookie: staff,
        json: campaignInput({ slug: "bad-input", ...(override as object) }),
      });
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(Object.keys((await json(response)).fields ?? {}), JSON.stringify(override)).toContain(field);
    }
    expect(await h.db.select().from(campaigns).where(eq(campaigns.slug, "bad-input"))).toHaveLength(0);
    const noReason = await h.request("POST", `/v1/admin/campaigns/${seeded}/status`, {
      cookie: staff,
      json: { status: "closed", reason: "   " },
    });
    expect(noReason.status).toBe(400);
    expect(await json(noReason)).toMatchObject({ fields: { reason: "invalid.reason" } });
    const hideNoReason = await h.request("DELETE", `/v1/admin/campaigns/${seeded}/updates/${updateId}`, {
      cookie: staff,
      json: {},
    });
    expect(hideNoReason.status).toBe(400);
  });

  it("huge input: a story over 20 000 characters is 400, a body over the limit 413", async () => {
    const long = await h.request("POST", "/v1/admin/campaigns", {
      cookie: staff,
      json: campaignInput({ slug: "long-story", story: { id: "a".repeat(20_001), en: "b" } }),
    });
    expect(long.status).toBe(400);
    expect(await json(long)).toMatchObject({ fields: { "story.id": "invalid.tooLong" } });
    const huge = await h.request("POST", "/v1/admin/campaigns", {
      cookie: staff,
      json: campaignInput({ slug: "huge-story", story: { id: "a".repeat(4_000_000), en: "b" } }),
    });
    expect(huge.status).toBe(413);
  });

  it("a slug that is not yours: an existing one is 409, an update of another campaign is 404", async () => {
    const taken = await h.request("POST", "/v1/admin/campaigns", {
      cookie: staff,
      json: campaignInput({ slug: seeded }),
    });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toMatchObject({ fields: { slug: "campaign.slugTaken" } });
    const renameOnto = await h.request("PUT", "/v1/admin/campaigns/secret-draft", {
      cookie: staff,
      json: campaignInput({ slug: seeded }),
    });
    expect(renameOnto.status).toBe(409);
    const crossHide = await h.request("DELETE", `/v1/admin/campaigns/secret-draft/updates/${updateId}`, {
      cookie: staff,
      json: { reason: "not mine" },
    });
    expect(crossHide.status).toBe(404);
    const [update] = await h.db.select().from(campaignUpdates).where(eq(campaignUpdates.id, updateId));
    expect(update?.hiddenAt).toBeNull();
    const toProgramme = await h.request("PUT", `/v1/admin/campaigns/${seeded}`, {
      cookie: staff,
      json: campaignInput({ slug: seeded, kind: "programme" }),
    });
    expect(toProgramme.status).toBe(409);
    expect(await json(toProgramme)).toMatchObject({ fields: { kind: "error.conflict" } });
    const unknown = await h.request("PUT", "/v1/admin/campaigns/no-such-campaign", {
      cookie: staff,
      json: campaignInput({ slug: "no-such-campaign" }),
    });
    expect(unknown.status).toBe(404);
  });

  it("no update on a draft or a programme, and publishing needs what the page shows", async () => {
    const onDraft = await h.request("POST", "/v1/admin/campaigns/secret-draft/updates", {
      cookie: staff,
      json: { body: { id: "x", en: "x" }, reason: "x" },
    });
    expect(onDraft.status).toBe(409);
    const onProgramme = await h.request("POST", "/v1/admin/campaigns/persemaian-desa/updates", {
      cookie: staff,
      json: { body: { id: "x", en: "x" }, reason: "x" },
    });
    expect(onProgramme.status).toBe(409);
    expect(await h.db.select().from(jobs).where(eq(jobs.kind, "campaign-update-mails"))).toHaveLength(1);
    await h.request("PUT", "/v1/admin/campaigns/secret-draft", {
      cookie: staff,
      json: campaignInput({ slug: "secret-draft", starts_on: null, scene: null, story: { id: "", en: "" } }),
    });
    const publish = await h.request("POST", "/v1/admin/campaigns/secret-draft/status", {
      cookie: staff,
      json: { status: "published", reason: "go" },
    });
    expect(publish.status).toBe(400);
    expect(Object.keys((await json(publish)).fields ?? {}).sort()).toEqual(["cover", "starts_on", "story"]);
  });
});

describe("funds used and reasons on a public update", () => {
  const post = (cookie: string, body: unknown) =>
    h.request("POST", `/v1/admin/campaigns/${seeded}/updates`, { cookie, json: body });
  const spent = (amount: number) => ({ amount, description: { id: "Bibit", en: "Seedlings" } });
  const updateCount = async () =>
    (await h.db.select().from(campaignUpdates).where(eq(campaignUpdates.campaignSlug, seeded))).length;

  it("an update without a reason (missing, blank, too long, not text) is 400 invalid.reason", async () => {
    const before = await updateCount();
    for (const reason of [undefined, "", "   ", "x".repeat(501), 42, null]) {
      const response = await post(staff, { body: { id: "Kabar", en: "News" }, reason });
      expect(response.status, JSON.stringify(reason)).toBe(400);
      expect(await json(response), JSON.stringify(reason)).toMatchObject({
        fields: { reason: "invalid.reason" },
      });
    }
    expect(await updateCount()).toBe(before);
  });

  it("funds used over what was raised: 400 campaign.fundsOverRaised unless confirmed with a reason", async () => {
    const before = await updateCount();
    const jobsBefore = (await h.db.select().from(jobs).where(eq(jobs.kind, "campaign-update-mails"))).length;
    // Nothing raised on the seeded campaign yet: any amount is more.
    const over = await post(staff, { body: { id: "Kabar", en: "News" }, funds_used: spent(1), reason: "x" });
    expect(over.status).toBe(400);
    expect(await json(over)).toMatchObject({
      code: "VALIDATION",
      message: "campaign.fundsOverRaised",
      fields: { "funds_used.amount": "campaign.fundsOverRaised" },
      result: { raised: 0, funds_used: 0 },
    });
    for (const confirmOverRaised of [false, "true", 1, null]) {
      const response = await post(staff, {
        body: { id: "Kabar", en: "News" },
        funds_used: spent(1),
        confirmOverRaised,
        reason: "x",
      });
      expect(response.status, JSON.stringify(confirmOverRaised)).toBe(400);
    }
    const confirmedNoReason = await post(admin, {
      body: { id: "Kabar", en: "News" },
      funds_used: spent(1),
      confirmOverRaised: true,
      reason: " ",
    });
    expect(confirmedNoReason.status).toBe(400);
    expect(await json(confirmedNoReason)).toMatchObject({ fields: { reason: "invalid.reason" } });
    expect(await updateCount()).toBe(before);
    expect(await h.db.select().from(jobs).where(eq(jobs.kind, "campaign-update-mails"))).toHaveLength(
      jobsBefore,
    );

    const confirmed = await post(admin, {
      body: { id: "Kabar", en: "News" },
      funds_used: spent(250_000),
      confirmOverRaised: true,
      reason: "Paid from last year's reserve",
    });
    expect(confirmed.status).toBe(200);
    const posted = (await json<{ result: StaffCampaignUpdate }>(confirmed)).result;
    const entries = await h.db.select().from(auditLog).where(eq(auditLog.action, "campaign.update.post"));
    expect(
      entries.find((entry) => (entry.data as { update_id?: string }).update_id === posted.id)?.data,
    ).toMatchObject({
      reason: "Paid from last year's reserve",
      funds_used: 250_000,
      over_raised: true,
    });
    // An update without funds used needs no confirmation, only its reason.
    const plain = await post(staff, { body: { id: "Kabar", en: "News" }, reason: "Monthly news" });
    expect(plain.status).toBe(200);
  });
});

describe("uploads", () => {
  async function upload(bytes: Uint8Array, name = "p.png", type = "image/png") {
    return h.request("POST", "/v1/admin/images", {
      cookie: staff,
      multipart: { file: file(bytes, name, type) },
    });
  }

  it("not a picture (whatever its name or claimed type): 415", async () => {
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect((await upload(html, "cover.png", "image/png")).status).toBe(415);
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect((await upload(svg, "cover.svg", "image/svg+xml")).status).toBe(415);
    const gif = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]);
    expect((await upload(gif, "a.gif", "image/gif")).status).toBe(415);
    // Real PNG magic, broken inside.
    const truncated = await upload(truncatedPngBytes);
    expect(truncated.status).toBe(415);
    expect(await json(truncated)).toMatchObject({ fields: { file: "image.type" } });
    const missing = await h.request("POST", "/v1/admin/images", { cookie: staff, multipart: { name: "x" } });
    expect(missing.status).toBe(400);
  });

  it("over 8 MB: 413 before any decoding", async () => {
    const big = new Uint8Array(8 * 1024 * 1024 + 1);
    big.set(await pictureBytes(10, 10));
    expect((await upload(big)).status).toBe(413);
    const huge = new Uint8Array(12 * 1024 * 1024);
    expect((await upload(huge)).status).toBe(413);
  });

  it("a decompression bomb (a tiny file claiming 100 000 x 100 000 pixels): refused from its header", async () => {
    const started = Date.now();
    const bomb = await upload(pngClaiming(100_000, 100_000));
    expect(bomb.status).toBe(413);
    expect(await json(bomb)).toMatchObject({ fields: { file: "image.tooManyPixels" } });
    const justOver = await upload(pngClaiming(8_000, 5_001));
    expect(justOver.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await h.db.select().from(images)).toHaveLength(0);
  });

  it("a real picture's metadata is stripped (no GPS position reaches the site)", async () => {
    const sharp = (await import("sharp")).default;
    const withExif = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336633" } })
        .jpeg()
        .withExif({ IFD0: { Copyright: "secret-owner" }, IFD3: { GPSLatitudeRef: "S" } })
        .toBuffer(),
    );
    const stored = await json<{ result: Image }>(await upload(withExif, "p.jpg", "image/jpeg"));
    const served = await h.request("GET", `/v1/images/${stored.result.id}/64.webp`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("image paths take only an id and a stored width and format", async () => {
    for (const path of [
      "/v1/images/x/960.svg",
      "/v1/images/x/960.webp",
      "/v1/images/..%2F..%2Fetc/960.webp",
      "/v1/images/x/abc.avif",
      "/v1/images/x/99999.avif",
    ]) {
      expect((await h.request("GET", path)).status, path).toBe(404);
    }
  });
});

describe("races", () => {
  it("two staffers creating the same slug at once: one draft, one 409", async () => {
    const [a, b] = await Promise.all(
      [staff, admin].map((cookie) =>
        h.request("POST", "/v1/admin/campaigns", { cookie, json: campaignInput({ slug: "same-time" }) }),
      ),
    );
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    expect(await h.db.select().from(campaigns).where(eq(campaigns.slug, "same-time"))).toHaveLength(1);
  });

  it("two staffers publishing at once: published once, audited once", async () => {
    const responses = await Promise.all(
      [staff, admin].map((cookie) =>
        h.request("POST", "/v1/admin/campaigns/same-time/status", {
          cookie,
          json: { status: "published", reason: "board said yes" },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const entries = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "campaign.publish"), eq(auditLog.subject, "campaign:same-time")));
    expect(entries).toHaveLength(1);
  });
});
