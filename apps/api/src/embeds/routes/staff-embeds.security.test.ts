import type { EmbedCode } from "@rimbun/contract";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, embedCodes } from "../../platform/db/schema/index.ts";
import { embedInput, lakeCampaign, makeEmbed } from "../../test/embeds.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/* The staff calls of embed codes: who may call them, what a body may hold, and text built to break out. */

let h: Harness;
let donor: string;
let volunteer: string;
let staff: string;
let admin: string;
let lakeCode: EmbedCode;

const script = `</script><script>alert(1)</script>" onmouseover="alert(2)" '><img src=x onerror=alert(3)>`;

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
  lakeCode = await makeEmbed(h, admin, {
    partner_name: "Lake Partner",
    target: { kind: "campaign", slug: lakeCampaign },
  });
});
afterAll(() => h.close());

function calls(): { method: string; path: string; json?: unknown }[] {
  return [
    { method: "GET", path: "/v1/staff/embeds" },
    { method: "POST", path: "/v1/staff/embeds", json: embedInput() },
    { method: "PATCH", path: `/v1/staff/embeds/${lakeCode.id}`, json: { active: false, reason: "x" } },
    { method: "GET", path: "/v1/reports/partners?from=2026-01-01&to=2026-12-31" },
  ];
}

async function codeCount() {
  return (await h.db.select().from(embedCodes)).length;
}

const create = (body: unknown, cookie = staff) =>
  h.request("POST", "/v1/staff/embeds", { cookie, json: body });
const update = (id: string, body: unknown, cookie = staff) =>
  h.request("PATCH", `/v1/staff/embeds/${id}`, { cookie, json: body });

describe("who may call", () => {
  it("anonymous 401, donor and volunteer 403 on every call; nothing changes", async () => {
    const before = await codeCount();
    for (const call of calls()) {
      const options = call.json === undefined ? {} : { json: call.json };
      expect((await h.request(call.method, call.path, options)).status, call.path).toBe(401);
      for (const cookie of [donor, volunteer]) {
        const response = await h.request(call.method, call.path, { ...options, cookie });
        expect(response.status, `${call.method} ${call.path}`).toBe(403);
      }
    }
    expect(await codeCount()).toBe(before);
    const [row] = await h.db.select().from(embedCodes).where(eq(embedCodes.id, lakeCode.id));
    expect(row?.active).toBe(true);
  });

  it("staff and admin make and change codes, each audited with the reason and the actor", async () => {
    const made = await makeEmbed(h, staff, { reason: "Letter of 3 March" });
    const changed = await update(made.id, { show_meter: false, reason: "Partner asked" }, admin);
    expect(changed.status).toBe(200);
    const entries = await h.db.select().from(auditLog).where(like(auditLog.action, "embed.%"));
    const mine = entries.filter((entry) => entry.subject === `embed:${made.id}`);
    expect(
      mine.map((entry) => [entry.action, entry.actorEmail, (entry.data as { reason: string }).reason]),
    ).toEqual(
      expect.arrayContaining([
        ["embed.create", "officer@example.test", "Letter of 3 March"],
        ["embed.update", "chief@example.test", "Partner asked"],
      ]),
    );
    const updateEntry = mine.find((entry) => entry.action === "embed.update");
    expect(updateEntry?.data).toMatchObject({ before: { showMeter: true }, after: { showMeter: false } });
  });

  it("a change without a reason changes nothing", async () => {
    for (const body of [{ active: false }, { active: false, reason: "" }, { active: false, reason: "   " }]) {
      expect((await update(lakeCode.id, body)).status).toBe(400);
    }
    const [row] = await h.db.select().from(embedCodes).where(eq(embedCodes.id, lakeCode.id));
    expect(row?.active).toBe(true);
  });
});

describe("ids", () => {
  it("unknown, malformed and huge ids: 404 or 400, never a 500, nothing changes", async () => {
    for (const id of ["ZZZZZZZZZZ", "abcdefghjk", "0000000000", "%00", "..%2F..%2Fetc", "'%20or%201=1--"]) {
      const response = await update(id, { active: false, reason: "x" });
      expect(response.status, id).toBe(404);
    }
    expect((await update("9".repeat(65), { active: false, reason: "x" })).status).toBe(400);
  });

  it("changing one partner's code never touches another's", async () => {
    const other = await makeEmbed(h, staff, { partner_name: "Other Partner" });
    expect((await update(other.id, { partner_name: "Renamed", reason: "typo" })).status).toBe(200);
    const [lake] = await h.db.select().from(embedCodes).where(eq(embedCodes.id, lakeCode.id));
    expect(lake?.partnerName).toBe("Lake Partner");
  });
});

describe("bodies", () => {
  it("wrong types, unknown fields and missing fields: 400 with field ids, nothing made", async () => {
    const before = await codeCount();
    const bodies: unknown[] = [
      null,
      [],
      "text",
      {},
      embedInput({ show_meter: "yes" as unknown as boolean }),
      embedInput({ presets: "50000" as unknown as number[] }),
      embedInput({ presets: ["50000"] as unknown as number[] }),
      embedInput({ allowed_origins: "https://a.org" as unknown as string[] }),
      embedInput({ allowed_origins: [{ origin: "https://a.org" }] as unknown as string[] }),
      embedInput({ target: "bersama-jaga-alam-kita" as never }),
      embedInput({ target: { kind: "team", slug: "x" } as never }),
      embedInput({ locale: "fr" as never }),
      embedInput({ colour: 0x0b6e4f as unknown as string }),
      { ...embedInput(), active: false },
      { ...embedInput(), id: "ABCDEFGHJK" },
      { ...embedInput(), created_by: "someone" },
    ];
    for (const body of bodies) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)?.slice(0, 80)).toBe(400);
      expect((await json(response)).code).toBe("VALIDATION");
    }
    expect(await codeCount()).toBe(before);
  });

  it("huge arrays and texts: 400 (or 413 for a body past the limit), never stored", async () => {
    const before = await codeCount();
    const many = Array.from({ length: 10_000 }, (_, i) => `https://s${i}.example.org`);
    const bodies = [
      embedInput({ allowed_origins: many }),
      embedInput({ allowed_origins: Array.from({ length: 11 }, (_, i) => `https://s${i}.example.org`) }),
      embedInput({ presets: Array.from({ length: 100_000 }, (_, i) => 50_000 + i) }),
      embedInput({ partner_name: "x".repeat(100_000) }),
      embedInput({ allowed_origins: [`https://${"a".repeat(5_000)}.org`] }),
      embedInput({ reason: "x".repeat(501) }),
    ];
    for (const body of bodies) {
      const response = await create(body);
      expect([400, 413]).toContain(response.status);
    }
    expect(await codeCount()).toBe(before);
  });

  it("origins built to break a CSP header or a redirect are refused", async () => {
    const before = await codeCount();
    const origins = [
      "https://a.com; script-src *",
      "https://a.com;script-src 'unsafe-inline'",
      "https://a.com\nContent-Security-Policy: frame-ancestors *",
      "https://a.com\r\nSet-Cookie: x=1",
      "https://a.com'",
      'https://a.com"',
      "https://a.com 'unsafe-inline'",
      "*",
      "https://*",
      "https://*.a.com",
      "data:",
      "data:text/html,<script>alert(1)</script>",
      "javascript:alert(1)",
      "blob:https://a.com/x",
      "'self'",
      "'none'",
      "http://a.com",
      "https://a.com/path",
      "https://user:pass@a.com",
      "//a.com",
      "https://a.com,https://b.com",
      "https://a.com\u0000",
      "https://ａ.com",
    ];
    for (const origin of origins) {
      const response = await create(embedInput({ allowed_origins: [origin] }));
      expect(response.status, JSON.stringify(origin)).toBe(400);
      expect((await json(response)).fields?.["allowed_origins.0"], origin).toMatch(/^embed\.origin/);
    }
    const patch = await update(lakeCode.id, {
      allowed_origins: ["https://a.com; script-src *"],
      reason: "x",
    });
    expect(patch.status).toBe(400);
    expect(await codeCount()).toBe(before);
    const [lake] = await h.db.select().from(embedCodes).where(eq(embedCodes.id, lakeCode.id));
    expect(lake?.allowedOrigins).toEqual(["https://sekolah-harapan.sch.id"]);
  });

  it("a partner name built to break out of HTML is kept as text and answered as JSON text", async () => {
    const made = await makeEmbed(h, staff, { partner_name: script.slice(0, 80) });
    expect(made.partner_name).toBe(script.slice(0, 80));
    const list = await h.request("GET", "/v1/staff/embeds", { cookie: staff });
    expect(list.headers.get("content-type")).toMatch(/^application\/json/);
    const embeds = (await json<{ result: { embeds: EmbedCode[] } }>(list)).result.embeds;
    expect(embeds.find((embed) => embed.id === made.id)?.partner_name).toBe(script.slice(0, 80));
    // Line breaks would split a CSV row or a mail header: refused.
    for (const name of ["A\nB", "A\r\nB", "A\u2028B", "A\u0000B"]) {
      expect((await create(embedInput({ partner_name: name }))).status, JSON.stringify(name)).toBe(400);
    }
  });

  it("answers are never cached publicly", async () => {
    const list = await h.request("GET", "/v1/staff/embeds", { cookie: staff });
    expect(list.headers.get("cache-control")).toBe("private, no-store");
  });
});
