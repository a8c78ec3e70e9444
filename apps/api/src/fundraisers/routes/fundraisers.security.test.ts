import type { OwnFundraiserPage, StaffFundraiserPage } from "@rimbun/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, campaigns, fundraiserPages, teams } from "../../platform/db/schema/index.ts";
import { pictureBytes } from "../../test/campaigns.ts";
import { createPage, createTeam, pageInput, teamInput } from "../../test/fundraisers.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { file } from "../../test/images.ts";

/* Fundraiser pages and teams: who may make and change them, what the public may see, what input may be. */

let h: Harness;
let donor: string;
let buddy: string;
let other: string;
let staff: string;
let admin: string;
let page: OwnFundraiserPage;
let teamSlug: string;

const breakOut = `</script><script>alert(1)</script><img src=x onerror=alert(1)>"'&`;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "giver@example.test" });
  await h.createUser({ email: "buddy@example.test", role: "volunteer", name: "Budi Buddy" });
  await h.createUser({ email: "other@example.test", role: "volunteer" });
  await h.createUser({ email: "officer@example.test", role: "staff" });
  await h.createUser({ email: "chief@example.test", role: "admin" });
  donor = await h.login("giver@example.test");
  buddy = await h.login("buddy@example.test");
  other = await h.login("other@example.test");
  staff = await h.login("officer@example.test");
  admin = await h.login("chief@example.test");
  page = await createPage(h, buddy);
  teamSlug = (await createTeam(h, buddy)).slug;
});
afterAll(() => h.close());

/** Every owner call on the buddy's page and team, with a valid body. */
function ownerCalls(): { method: string; path: string; json?: unknown }[] {
  const slug = page.slug;
  return [
    { method: "GET", path: "/v1/fundraisers/pages" },
    { method: "POST", path: "/v1/fundraisers/pages", json: pageInput({ title: "Sneaky" }) },
    { method: "GET", path: `/v1/fundraisers/pages/${slug}` },
    { method: "GET", path: `/v1/fundraisers/pages/${slug}/days` },
    { method: "PUT", path: `/v1/fundraisers/pages/${slug}`, json: pageInput({ title: "Taken over" }) },
    { method: "POST", path: `/v1/fundraisers/pages/${slug}/status`, json: { status: "closed" } },
    { method: "POST", path: `/v1/fundraisers/pages/${slug}/team`, json: { team: null } },
    { method: "POST", path: `/v1/fundraisers/pages/${slug}/updates`, json: { body: "Hi" } },
    { method: "GET", path: "/v1/fundraisers/teams" },
    { method: "POST", path: "/v1/fundraisers/teams", json: teamInput({ name: "Sneaky team" }) },
    { method: "PUT", path: `/v1/fundraisers/teams/${teamSlug}`, json: teamInput({ name: "Taken over" }) },
  ];
}

function staffCalls(id: string): { method: string; path: string; json?: unknown }[] {
  return [
    { method: "GET", path: "/v1/admin/fundraisers/pages" },
    { method: "POST", path: `/v1/admin/fundraisers/pages/${id}/approve`, json: { reason: "ok" } },
    { method: "POST", path: `/v1/admin/fundraisers/pages/${id}/hide`, json: { reason: "spam" } },
    { method: "POST", path: `/v1/admin/fundraisers/pages/${id}/unhide`, json: { reason: "fine" } },
    { method: "GET", path: `/v1/admin/fundraisers/pages/${id}/donations` },
  ];
}

async function pageRow(slug = page.slug) {
  const [row] = await h.db.select().from(fundraiserPages).where(eq(fundraiserPages.slug, slug));
  return row;
}

async function pageId(slug = page.slug): Promise<string> {
  return (await pageRow(slug))?.id ?? "";
}

describe("who may call", () => {
  it("anonymous: 401 on every owner and staff call, nothing changes", async () => {
    const before = await pageRow();
    for (const call of [...ownerCalls(), ...staffCalls(await pageId())]) {
      const response = await h.request(
        call.method,
        call.path,
        call.json === undefined ? {} : { json: call.json },
      );
      expect(response.status, `${call.method} ${call.path}`).toBe(401);
    }
    const upload = await h.request("POST", "/v1/fundraisers/photos", {
      multipart: { file: file(await pictureBytes(10, 10), "a.png", "image/png") },
    });
    expect(upload.status).toBe(401);
    expect(await pageRow()).toEqual(before);
  });

  it("staff and administrators own no pages: 403 on every owner call, valid or broken body", async () => {
    const before = await pageRow();
    for (const cookie of [staff, admin]) {
      for (const call of ownerCalls()) {
        const valid = await h.request(call.method, call.path, {
          cookie,
          ...(call.json === undefined ? {} : { json: call.json }),
        });
        expect(valid.status, `${call.method} ${call.path}`).toBe(403);
        if (call.method !== "GET") {
          const broken = await h.request(call.method, call.path, { cookie, json: { title: 7, status: [] } });
          expect(broken.status).toBe(403);
        }
      }
    }
    expect(await pageRow()).toEqual(before);
    expect(await h.db.select().from(fundraiserPages).where(eq(fundraiserPages.title, "Sneaky"))).toHaveLength(
      0,
    );
  });

  it("donors and Buddies: 403 on every staff call", async () => {
    const before = await pageRow();
    for (const cookie of [donor, buddy]) {
      for (const call of staffCalls(await pageId())) {
        const response = await h.request(call.method, call.path, {
          cookie,
          ...(call.json === undefined ? {} : { json: call.json }),
        });
        expect(response.status, `${call.method} ${call.path}`).toBe(403);
      }
    }
    expect(await pageRow()).toEqual(before);
  });

  it("another person: 404 on someone else's page and team, which stay as they were", async () => {
    const before = await pageRow();
    const [teamBefore] = await h.db.select().from(teams).where(eq(teams.slug, teamSlug));
    for (const call of ownerCalls().filter(
      (call) => call.path.includes(page.slug) || call.path.includes(teamSlug),
    )) {
      const response = await h.request(call.method, call.path, {
        cookie: other,
        ...(call.json === undefined ? {} : { json: call.json }),
      });
      expect(response.status, `${call.method} ${call.path}`).toBe(404);
    }
    expect(await pageRow()).toEqual(before);
    expect((await h.db.select().from(teams).where(eq(teams.slug, teamSlug)))[0]).toEqual(teamBefore);
    const mine = await h.request("GET", "/v1/fundraisers/pages", { cookie: other });
    expect((await json<{ result: unknown[] }>(mine)).result).toEqual([]);
  });

  it("an administrator cannot act as an owner for someone else either (403, nothing changes)", async () => {
    const response = await h.request("PUT", `/v1/fundraisers/pages/${page.slug}`, {
      cookie: admin,
      json: pageInput({ title: "Admin wrote this" }),
    });
    expect(response.status).toBe(403);
    expect((await pageRow())?.title).toBe(page.title);
  });
});

describe("what input may be", () => {
  it("script and HTML in every text field are stored as text and returned as JSON text, never markup", async () => {
    const made = await createPage(h, other, {
      title: breakOut.slice(0, 80),
      story: breakOut,
      title_alt: breakOut.slice(0, 80),
      story_alt: breakOut,
    });
    const team = await createTeam(h, other, { name: breakOut.slice(0, 60), story: breakOut });
    for (const path of [`/v1/site/fundraisers/${made.slug}`, `/v1/site/teams/${team.slug}`]) {
      const response = await h.request("GET", path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await json<{ result: Record<string, unknown> }>(response)).result;
      expect(JSON.stringify(body)).toContain("onerror=alert(1)");
    }
    expect(made.slug).toMatch(/^[a-z0-9-]+$/);
    expect(team.slug).toMatch(/^[a-z0-9-]+$/);
    expect((await pageRow(made.slug))?.story).toBe(breakOut);
  });

  it("refuses wrong types, missing fields, huge texts and goals out of range with localized message ids", async () => {
    const cases: [unknown, string, string][] = [
      [{ ...pageInput(), title: 7 }, "title", "invalid.required"],
      [{ ...pageInput(), title: "" }, "title", "invalid.required"],
      [{ ...pageInput(), title: "x".repeat(81) }, "title", "invalid.tooLong"],
      [{ ...pageInput(), story: "x".repeat(5_001) }, "story", "invalid.tooLong"],
      [{ ...pageInput(), goal: 99_999 }, "goal", "fundraiser.goalRange"],
      [{ ...pageInput(), goal: 10_000_000_001 }, "goal", "fundraiser.goalRange"],
      [{ ...pageInput(), goal: "1000000" }, "goal", "fundraiser.goalRange"],
      [{ ...pageInput(), ends_on: "2020-01-01" }, "ends_on", "fundraiser.endsOnRange"],
      [{ ...pageInput(), ends_on: "not a day" }, "ends_on", "invalid.date"],
      [{ ...pageInput(), campaign: "mangrove-pesisir-utara" }, "campaign", "fundraiser.campaignUnavailable"],
      [{ ...pageInput(), campaign: "no-such-campaign" }, "campaign", "fundraiser.campaignUnavailable"],
      [{ ...pageInput(), photo: "someone-elses" }, "photo", "image.unknown"],
      [{ ...pageInput(), locale: "fr" }, "locale", "error.validation"],
    ];
    for (const [body, field, id] of cases) {
      const response = await h.request("POST", "/v1/fundraisers/pages", { cookie: donor, json: body });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = await json(response);
      expect(answer.fields?.[field], field).toBe(id);
    }
    const team = await h.request("POST", "/v1/fundraisers/teams", {
      cookie: donor,
      json: { ...teamInput(), name: "x".repeat(61) },
    });
    expect((await json(team)).fields?.name).toBe("invalid.tooLong");
    expect(
      await h.db.select().from(fundraiserPages).where(eq(fundraiserPages.ownerUserId, "x")),
    ).toHaveLength(0);
  });

  it("malformed JSON, a form body and a body over the limit are refused before anything is stored", async () => {
    const count = (await h.db.select().from(fundraiserPages)).length;
    const broken = await h.app.request("/v1/fundraisers/pages", {
      method: "POST",
      headers: { cookie: donor, origin: h.env.DASHBOARD_URL, "content-type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    const form = await h.request("POST", "/v1/fundraisers/pages", { cookie: donor, form: { title: "x" } });
    expect(form.status).toBe(415);
    const huge = await h.request("POST", "/v1/fundraisers/pages", {
      cookie: donor,
      json: pageInput({ story: "x".repeat(4 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect((await h.db.select().from(fundraiserPages)).length).toBe(count);
  });

  it("a photo must be a picture the caller uploaded", async () => {
    const upload = await h.request("POST", "/v1/fundraisers/photos", {
      cookie: other,
      multipart: { file: file(await pictureBytes(20, 20), "a.png", "image/png") },
    });
    expect(upload.status).toBe(200);
    const photo = (await json<{ result: { id: string } }>(upload)).result.id;
    const notMine = await h.request("POST", "/v1/fundraisers/pages", {
      cookie: donor,
      json: pageInput({ photo }),
    });
    expect((await json(notMine)).fields?.photo).toBe("image.unknown");
    const notAPicture = await h.request("POST", "/v1/fundraisers/photos", {
      cookie: other,
      multipart: { file: file(new TextEncoder().encode("<svg onload=alert(1)>"), "a.png", "image/png") },
    });
    expect(notAPicture.status).toBe(415);
  });
});

describe("what the public sees", () => {
  it("pending, hidden, closed pages and pages of an unpublished campaign are a real 404, like an unknown slug", async () => {
    const pending = await createPage(h, donor, { title: "Menunggu review" });
    expect(pending.status).toBe("pending_review");
    const hidden = await createPage(h, other, { title: "Disembunyikan" });
    const hide = await h.request("POST", `/v1/admin/fundraisers/pages/${await pageId(hidden.slug)}/hide`, {
      cookie: staff,
      json: { reason: "Spam" },
    });
    expect(hide.status).toBe(200);
    const closed = await createPage(h, other, { title: "Ditutup" });
    await h.request("POST", `/v1/fundraisers/pages/${closed.slug}/status`, {
      cookie: other,
      json: { status: "closed" },
    });
    await h.db
      .insert(campaigns)
      .values({ slug: "draft-campaign", kind: "campaign", status: "published", target: 1 } as never);
    const ofDraft = await createPage(h, other, { title: "Kampanye draf", campaign: "draft-campaign" });
    await h.db.update(campaigns).set({ status: "draft" }).where(eq(campaigns.slug, "draft-campaign"));
    const unknown = await h.request("GET", "/v1/site/fundraisers/no-such-page");
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.json();
    // An address no slug can have (a NUL byte would be an error in PostgreSQL) is just as unknown.
    for (const odd of ["a%00b", "%F0%9F%98%80", encodeURIComponent("<script>")]) {
      const response = await h.request("GET", `/v1/site/fundraisers/${odd}`);
      expect(response.status, odd).toBe(404);
      expect(await response.json()).toEqual(unknownBody);
    }
    for (const slug of [pending.slug, hidden.slug, closed.slug, ofDraft.slug]) {
      const response = await h.request("GET", `/v1/site/fundraisers/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual(unknownBody);
      expect(response.headers.get("cache-control") ?? "").not.toMatch(/public/);
    }
  });

  it("a team lists and counts only its shown pages: never a hidden, pending or closed one", async () => {
    await h.createUser({ email: "teamer@example.test", role: "volunteer" });
    const teamer = await h.login("teamer@example.test");
    const team = await createTeam(h, teamer, { name: "Tim Campuran" });
    const shown = await createPage(h, teamer, { title: "Tampil" });
    const hidden = await createPage(h, teamer, { title: "Tersembunyi di tim" });
    for (const slug of [shown.slug, hidden.slug]) {
      const joined = await h.request("POST", `/v1/fundraisers/pages/${slug}/team`, {
        cookie: teamer,
        json: { team: team.slug },
      });
      expect(joined.status).toBe(200);
    }
    await h.request("POST", `/v1/admin/fundraisers/pages/${await pageId(hidden.slug)}/hide`, {
      cookie: staff,
      json: { reason: "Spam" },
    });
    const site = await json<{ result: { members: { slug: string }[] } }>(
      await h.request("GET", `/v1/site/teams/${team.slug}`),
    );
    expect(site.result.members.map((member) => member.slug)).toEqual([shown.slug]);
    const unknownTeam = await h.request("POST", `/v1/fundraisers/pages/${shown.slug}/team`, {
      cookie: teamer,
      json: { team: "no-such-team" },
    });
    expect((await json(unknownTeam)).fields?.team).toBe("fundraiser.teamUnknown");
    const script = await h.request("POST", `/v1/fundraisers/pages/${shown.slug}/team`, {
      cookie: teamer,
      json: { team: "<script>" },
    });
    expect(script.status).toBe(400);
  });

  it("a hidden team is a 404; a shown team lists only shown member pages", async () => {
    const team = await createTeam(h, other, { name: "Tim Rahasia" });
    await h.db.update(teams).set({ hiddenAt: new Date() }).where(eq(teams.slug, team.slug));
    expect((await h.request("GET", `/v1/site/teams/${team.slug}`)).status).toBe(404);
    expect((await h.request("GET", "/v1/site/teams/no-such-team")).status).toBe(404);
    const board = await json<{ result: { slug: string }[] }>(
      await h.request("GET", "/v1/site/teams?limit=50"),
    );
    expect(board.result.map((row) => row.slug)).not.toContain(team.slug);
  });

  it("the public page shows the owner's name and avatar only, never an e-mail or phone", async () => {
    const response = await h.request("GET", `/v1/site/fundraisers/${page.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/public/);
    const text = await response.text();
    expect(text).not.toContain("@example.test");
    expect(text).not.toContain("81234567890");
    expect(JSON.parse(text).result.owner).toEqual({ display_name: "Budi Buddy", avatar: null });
  });
});

describe("the limit of 5 open pages", () => {
  it("holds when ten requests race; closing one frees a place", async () => {
    await h.createUser({ email: "racer@example.test", role: "volunteer" });
    const racer = await h.login("racer@example.test");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        h.request("POST", "/v1/fundraisers/pages", {
          cookie: racer,
          json: pageInput({ title: `Race ${index}` }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const refused = answers.find((answer) => answer.status === 409) as Response;
    expect((await json(refused)).message).toBe("fundraiser.pageLimit");
    const mine = (
      await json<{ result: OwnFundraiserPage[] }>(
        await h.request("GET", "/v1/fundraisers/pages", { cookie: racer }),
      )
    ).result;
    expect(mine).toHaveLength(5);
    const close = await h.request("POST", `/v1/fundraisers/pages/${mine[0]?.slug}/status`, {
      cookie: racer,
      json: { status: "closed" },
    });
    expect(close.status).toBe(200);
    await createPage(h, racer, { title: "One more" });
  });
});

describe("staff actions", () => {
  it("hide and unhide are audited with the reason and restore the owner's state", async () => {
    const id = await pageId();
    const hidden = await h.request("POST", `/v1/admin/fundraisers/pages/${id}/hide`, {
      cookie: staff,
      json: { reason: "Checking a report" },
    });
    expect((await json<{ result: StaffFundraiserPage }>(hidden)).result.hidden_reason).toBe(
      "Checking a report",
    );
    expect((await h.request("GET", `/v1/site/fundraisers/${page.slug}`)).status).toBe(404);
    const again = await h.request("POST", `/v1/admin/fundraisers/pages/${id}/hide`, {
      cookie: staff,
      json: { reason: "x" },
    });
    expect(again.status).toBe(409);
    await h.request("POST", `/v1/admin/fundraisers/pages/${id}/unhide`, {
      cookie: staff,
      json: { reason: "Fine" },
    });
    expect((await pageRow())?.status).toBe("live");
    expect((await h.request("GET", `/v1/site/fundraisers/${page.slug}`)).status).toBe(200);
    const entries = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `fundraiser-page:${id}`));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["fundraiser.hide", "fundraiser.unhide"]),
    );
    const noReason = await h.request("POST", `/v1/admin/fundraisers/pages/${id}/hide`, {
      cookie: staff,
      json: {},
    });
    expect(noReason.status).toBe(400);
  });
});
