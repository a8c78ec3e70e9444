import type { MatchingPledge } from "@rimbun/contract";
import { jakartaDay } from "@rimbun/domain";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, matchingPledges } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { attachPledge, pendingGifts, pledgeInput, settle } from "../../test/matching.ts";

/* Matching pledges: who may attach, end and read them, and what a body may be. */

let h: Harness;
let donor: string;
let volunteer: string;
let staff: string;
let admin: string;
let lakePledge: MatchingPledge;

const forest = "bersama-jaga-alam-kita";
const lake = "bantu-hara-jaga-situ-gede";
const programme = "mangrove-pesisir-utara";
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
  lakePledge = await attachPledge(h, admin, lake, pledgeInput(h, { partner_name: "Lake Partner" }));
});
afterAll(() => h.close());

function calls(): { method: string; path: string; json?: unknown }[] {
  return [
    { method: "GET", path: `/v1/admin/campaigns/${forest}/matching-pledges` },
    { method: "POST", path: `/v1/admin/campaigns/${forest}/matching-pledges`, json: pledgeInput(h) },
    { method: "POST", path: `/v1/admin/matching-pledges/${lakePledge.id}/end`, json: { reason: "x" } },
    { method: "GET", path: `/v1/admin/matching-pledges/${lakePledge.id}/statement` },
  ];
}

async function pledgeCount() {
  return (await h.db.select().from(matchingPledges)).length;
}

const create = (json: unknown, cookie = staff, slug = forest) =>
  h.request("POST", `/v1/admin/campaigns/${slug}/matching-pledges`, { cookie, json });

describe("who may call", () => {
  it("anonymous 401, donor and volunteer 403 on every call; nothing changes", async () => {
    const before = await pledgeCount();
    for (const call of calls()) {
      const options = call.json === undefined ? {} : { json: call.json };
      expect((await h.request(call.method, call.path, options)).status, call.path).toBe(401);
      for (const cookie of [donor, volunteer]) {
        const response = await h.request(call.method, call.path, { ...options, cookie });
        expect(response.status, `${call.method} ${call.path}`).toBe(403);
      }
    }
    expect(await pledgeCount()).toBe(before);
    const [row] = await h.db.select().from(matchingPledges).where(eq(matchingPledges.id, lakePledge.id));
    expect(row?.endedAt).toBeNull();
  });

  it("staff and admin attach a pledge, audited with the reason", async () => {
    const response = await create(pledgeInput(h, { reason: "Signed letter 12/2026" }));
    expect(response.status).toBe(200);
    const pledge = (await json<{ result: MatchingPledge }>(response)).result;
    expect(pledge).toMatchObject({ state: "running", used: 0, cap: 100_000, ratio: 1, gifts: 0 });
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, "campaign.matching.create"));
    expect(entry?.actorEmail).toBe("chief@example.test");
    const entries = await h.db.select().from(auditLog).where(like(auditLog.action, "campaign.matching.%"));
    expect(entries.map((e) => (e.data as { reason: string }).reason)).toContain("Signed letter 12/2026");
    const list = await h.request("GET", `/v1/admin/campaigns/${forest}/matching-pledges`, { cookie: admin });
    expect((await json<{ result: MatchingPledge[] }>(list)).result.map((p) => p.id)).toEqual([pledge.id]);
  });
});

describe("another campaign's pledge, replays and races", () => {
  it("a campaign lists only its own pledges; unknown ids and slugs are 404", async () => {
    const list = await h.request("GET", `/v1/admin/campaigns/${forest}/matching-pledges`, { cookie: staff });
    const ids = (await json<{ result: MatchingPledge[] }>(list)).result.map((p) => p.id);
    expect(ids).not.toContain(lakePledge.id);
    for (const path of [
      "/v1/admin/matching-pledges/not-a-pledge/statement",
      `/v1/admin/matching-pledges/${"9".repeat(64)}/statement`,
      "/v1/admin/campaigns/no-such-campaign/matching-pledges",
    ]) {
      expect((await h.request("GET", path, { cookie: staff })).status, path).toBe(404);
    }
    const end = await h.request("POST", "/v1/admin/matching-pledges/not-a-pledge/end", {
      cookie: staff,
      json: { reason: "x" },
    });
    expect(end.status).toBe(404);
    expect((await create(pledgeInput(h), staff, "no-such-campaign")).status).toBe(404);
    const tooLong = await h.request("GET", `/v1/admin/matching-pledges/${"9".repeat(65)}/statement`, {
      cookie: staff,
    });
    expect(tooLong.status).toBe(400);
  });

  it("the same pledge again overlaps (409); ending twice is 409; a programme takes none", async () => {
    const again = await create(pledgeInput(h));
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ message: "matching.overlap" });
    const first = await h.request("POST", `/v1/admin/matching-pledges/${lakePledge.id}/end`, {
      cookie: staff,
      json: { reason: "Partner asked" },
    });
    expect(first.status).toBe(200);
    const second = await h.request("POST", `/v1/admin/matching-pledges/${lakePledge.id}/end`, {
      cookie: staff,
      json: { reason: "Partner asked" },
    });
    expect(second.status).toBe(409);
    const onProgramme = await create(pledgeInput(h), staff, programme);
    expect(onProgramme.status).toBe(409);
    expect(await json(onProgramme)).toMatchObject({ message: "matching.programme" });
  });

  it("two staffers attaching overlapping pledges at once: exactly one is kept", async () => {
    const slug = "donasi-untuk-aksi-bonus-untuk-prestasi";
    const answers = await Promise.all([
      create(pledgeInput(h, { partner_name: "A" }), staff, slug),
      create(pledgeInput(h, { partner_name: "B" }), admin, slug),
      create(pledgeInput(h, { partner_name: "C" }), staff, slug),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(
      await h.db.select().from(matchingPledges).where(eq(matchingPledges.campaignSlug, slug)),
    ).toHaveLength(1);
  });
});

describe("bodies", () => {
  it("wrong body types: a form, text or an array are refused, nothing stored", async () => {
    const before = await pledgeCount();
    const path = `/v1/admin/campaigns/${lake}/matching-pledges`;
    const form = await h.request("POST", path, { cookie: staff, form: { partner_name: "x", ratio: "1" } });
    expect([400, 415]).toContain(form.status);
    const text = await h.request("POST", path, {
      cookie: staff,
      headers: { "content-type": "application/json" },
      body: "not json",
    } as never);
    expect([400, 415]).toContain(text.status);
    expect((await create([pledgeInput(h)], staff, lake)).status).toBe(400);
    expect((await create(null, staff, lake)).status).toBe(400);
    expect(await pledgeCount()).toBe(before);
  });

  it("ratio 0, 3, 1.5 or text; cap negative, under Rp 10.000, huge or text; end before start; bad days: 400", async () => {
    const before = await pledgeCount();
    const today = jakartaDay(h.clock.current);
    const bad: [Record<string, unknown>, string][] = [
      [{ ratio: 0 }, "ratio"],
      [{ ratio: 3 }, "ratio"],
      [{ ratio: -1 }, "ratio"],
      [{ ratio: 1.5 }, "ratio"],
      [{ ratio: "1" }, "ratio"],
      [{ cap: -100_000 }, "cap"],
      [{ cap: 0 }, "cap"],
      [{ cap: 9_999 }, "cap"],
      [{ cap: 1e20 }, "cap"],
      [{ cap: Number.MAX_SAFE_INTEGER + 2 }, "cap"],
      [{ cap: "100000" }, "cap"],
      [{ starts_on: today, ends_on: "2000-01-01" }, "ends_on"],
      [{ starts_on: "2026-02-30" }, "starts_on"],
      [{ ends_on: "tomorrow" }, "ends_on"],
      [{ partner_name: "" }, "partner_name"],
      [{ partner_name: "   " }, "partner_name"],
      [{ partner_name: "x".repeat(121) }, "partner_name"],
      [{ reason: "" }, "reason"],
      [{ logo_image_id: "" }, "logo_image_id"],
    ];
    for (const [override, field] of bad) {
      const response = await create(
        { ...pledgeInput(h, { starts_on: "2030-01-01", ends_on: "2030-01-31" }), ...override },
        staff,
        lake,
      );
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(
        Object.keys((await json<{ fields: Record<string, string> }>(response)).fields ?? {}),
        field,
      ).toContain(field);
    }
    const unknownLogo = await create(
      pledgeInput(h, { logo_image_id: "no-such-image", starts_on: "2030-01-01", ends_on: "2030-01-31" }),
      staff,
      lake,
    );
    expect(unknownLogo.status).toBe(400);
    const huge = await create({ ...pledgeInput(h), partner_name: "x".repeat(4_000_000) }, staff, lake);
    expect(huge.status).toBe(413);
    expect(await pledgeCount()).toBe(before);
  });

  it("script text in the partner's name is kept as text and answered as JSON text only", async () => {
    const slug = lake;
    const created = await create(
      pledgeInput(h, { partner_name: script, starts_on: "2031-01-01", ends_on: "2031-01-31" }),
      staff,
      slug,
    );
    expect(created.status).toBe(200);
    expect(created.headers.get("content-type")).toContain("application/json");
    expect((await json<{ result: MatchingPledge }>(created)).result.partner_name).toBe(script);
  });
});

describe("the partners' money in the exports", () => {
  it("the matches export lists a match with the partner's name neutralized for spreadsheets", async () => {
    const slug = "bersama-jaga-alam-kita";
    const today = jakartaDay(h.clock.current);
    const [list] = await h.db.select().from(matchingPledges).where(eq(matchingPledges.campaignSlug, slug));
    await h.db
      .update(matchingPledges)
      .set({ partnerName: '=HYPERLINK("http://evil")' })
      .where(eq(matchingPledges.id, list?.id as string));
    const [pgId] = await pendingGifts(h, slug, [20_000]);
    await settle(h, pgId as string, "paid");
    const anonymous = await h.request(
      "GET",
      `/v1/admin/reports/export?dataset=matches&format=csv&startDate=${today}&endDate=${today}`,
    );
    expect(anonymous.status).toBe(401);
    const asDonor = await h.request(
      "GET",
      `/v1/admin/reports/export?dataset=matches&format=csv&startDate=${today}&endDate=${today}`,
      { cookie: donor },
    );
    expect(asDonor.status).toBe(403);
    const response = await h.request(
      "GET",
      `/v1/admin/reports/export?dataset=matches&format=csv&startDate=${today}&endDate=${today}`,
      { cookie: staff },
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("local_id,matched_at_jakarta,campaign,partner,ratio,gift_idr,match_idr,status");
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toMatch(/,20000,20000,matched/);
  });
});
