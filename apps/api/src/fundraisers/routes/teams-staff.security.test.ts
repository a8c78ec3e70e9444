import type { OwnFundraiserPage, OwnTeam, StaffTeam } from "@rimbun/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, teams, teamTotals } from "../../platform/db/schema/index.ts";
import { createPage, createTeam } from "../../test/fundraisers.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/* Staff hide and unhide a team with a reason (docs/product/fundraisers.md#staff), as they do a page. */

let h: Harness;
let donor: string;
let buddy: string;
let member: string;
let staff: string;
let admin: string;
let team: OwnTeam;
let memberPage: OwnFundraiserPage;

const breakOut = `</script><script>alert(1)</script><img src=x onerror=alert(1)>"'&`;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "giver@example.test" });
  await h.createUser({ email: "captain@example.test", role: "volunteer", name: "Kapten" });
  await h.createUser({ email: "member@example.test", role: "volunteer" });
  await h.createUser({ email: "officer@example.test", role: "staff" });
  await h.createUser({ email: "chief@example.test", role: "admin" });
  donor = await h.login("giver@example.test");
  buddy = await h.login("captain@example.test");
  member = await h.login("member@example.test");
  staff = await h.login("officer@example.test");
  admin = await h.login("chief@example.test");
  team = await createTeam(h, buddy, { name: "Tim Sembunyi" });
  memberPage = await createPage(h, member, { title: "Halaman anggota" });
  const joined = await h.request("POST", `/v1/fundraisers/pages/${memberPage.slug}/team`, {
    cookie: member,
    json: { team: team.slug },
  });
  expect(joined.status).toBe(200);
  // The leaderboard reads teams from their running totals (a row from the first paid gift).
  const id = (await teamRow()).id;
  await h.db.insert(teamTotals).values({ teamId: id, raised: 250_000, gifts: 1, donorCount: 1 });
}, 120_000);
afterAll(() => h.close());

async function teamRow() {
  const [row] = await h.db.select().from(teams).where(eq(teams.slug, team.slug));
  if (!row) throw new Error("no team");
  return row;
}

function staffCalls(id: string) {
  return [
    { method: "GET", path: "/v1/admin/fundraisers/teams" },
    { method: "GET", path: "/v1/admin/fundraisers/teams?status=hidden" },
    { method: "POST", path: `/v1/admin/fundraisers/teams/${id}/hide`, json: { reason: "spam" } },
    { method: "POST", path: `/v1/admin/fundraisers/teams/${id}/unhide`, json: { reason: "fine" } },
  ];
}

function act(cookie: string, action: "hide" | "unhide", reason: unknown, id?: string) {
  return (async () =>
    h.request("POST", `/v1/admin/fundraisers/teams/${id ?? (await teamRow()).id}/${action}`, {
      cookie,
      json: { reason },
    }))();
}

describe("who may hide a team", () => {
  it("anonymous: 401 on every call; donors and Buddies (the captain too): 403; nothing changes", async () => {
    const before = await teamRow();
    for (const call of staffCalls(before.id)) {
      const options = call.json === undefined ? {} : { json: call.json };
      const anonymous = await h.request(call.method, call.path, options);
      expect(anonymous.status, `${call.method} ${call.path}`).toBe(401);
      for (const cookie of [donor, buddy, member]) {
        const response = await h.request(call.method, call.path, { cookie, ...options });
        expect(response.status, `${call.method} ${call.path}`).toBe(403);
        if (call.method === "POST") {
          const broken = await h.request(call.method, call.path, { cookie, json: { reason: [] } });
          expect(broken.status).toBe(403);
        }
      }
    }
    expect(await teamRow()).toEqual(before);
  });

  it("an unknown team is 404; a missing, empty or huge reason and a wrong body are 400; a form body 415", async () => {
    expect((await act(staff, "hide", "spam", "no-such-team")).status).toBe(404);
    expect((await act(staff, "unhide", "spam", "x".repeat(65))).status).toBe(400);
    for (const reason of [undefined, "", "   ", "x".repeat(501), 7]) {
      const response = await act(staff, "hide", reason);
      expect(response.status, String(reason).slice(0, 20)).toBe(400);
      expect((await json(response)).fields?.reason).toBe("invalid.reason");
    }
    const id = (await teamRow()).id;
    const form = await h.request("POST", `/v1/admin/fundraisers/teams/${id}/hide`, {
      cookie: staff,
      form: { reason: "spam" },
    });
    expect(form.status).toBe(415);
    const huge = await h.request("POST", `/v1/admin/fundraisers/teams/${id}/hide`, {
      cookie: staff,
      json: { reason: "x".repeat(4 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect((await teamRow()).hiddenAt).toBeNull();
  });
});

describe("a hidden team", () => {
  it("staff hide it with a reason: a real 404, off the leaderboard and the sitemap, its members name no team", async () => {
    // Warm the reused answers first: hiding must drop them at once.
    expect((await h.request("GET", `/v1/site/teams/${team.slug}`)).status).toBe(200);
    const board = async () =>
      (await json<{ result: { slug: string }[] }>(await h.request("GET", "/v1/site/teams?limit=50"))).result;
    const sitemap = async () =>
      (await json<{ result: { teams: { slug: string }[] } }>(await h.request("GET", "/v1/site/fundraisers")))
        .result.teams;
    const memberTeam = async () =>
      (
        await json<{ result: { team: unknown } }>(
          await h.request("GET", `/v1/site/fundraisers/${memberPage.slug}`),
        )
      ).result.team;
    expect((await board()).map((row) => row.slug)).toContain(team.slug);
    expect((await sitemap()).map((row) => row.slug)).toContain(team.slug);
    expect(await memberTeam()).toEqual({ slug: team.slug, name: team.name });

    const hidden = await act(staff, "hide", breakOut);
    expect(hidden.status).toBe(200);
    const view = (await json<{ result: StaffTeam }>(hidden)).result;
    expect(view.hidden_reason).toBe(breakOut);
    expect(hidden.headers.get("content-type")).toMatch(/^application\/json/);

    const unknown = await h.request("GET", "/v1/site/teams/no-such-team");
    const gone = await h.request("GET", `/v1/site/teams/${team.slug}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual(await unknown.json());
    expect(gone.headers.get("cache-control") ?? "").not.toMatch(/public/);
    expect((await board()).map((row) => row.slug)).not.toContain(team.slug);
    expect((await sitemap()).map((row) => row.slug)).not.toContain(team.slug);
    expect((await h.request("GET", `/v1/site/fundraisers/${memberPage.slug}`)).status).toBe(200);
    expect(await memberTeam()).toBeNull();
  });

  it("its captain still sees it, marked hidden with the reason; the member's own page still names it", async () => {
    const mine = (
      await json<{ result: OwnTeam[] }>(await h.request("GET", "/v1/fundraisers/teams", { cookie: buddy }))
    ).result;
    expect(mine.find((row) => row.slug === team.slug)).toMatchObject({
      hidden: true,
      hidden_reason: breakOut,
    });
    const own = (
      await json<{ result: OwnFundraiserPage }>(
        await h.request("GET", `/v1/fundraisers/pages/${memberPage.slug}`, { cookie: member }),
      )
    ).result;
    expect(own.team?.slug).toBe(team.slug);
  });

  it("no page may join it", async () => {
    const other = await createPage(h, member, { title: "Halaman lain" });
    const join = await h.request("POST", `/v1/fundraisers/pages/${other.slug}/team`, {
      cookie: member,
      json: { team: team.slug },
    });
    expect(join.status).toBe(400);
    expect((await json(join)).fields?.team).toBe("fundraiser.teamUnknown");
  });

  it("hiding twice is 409 and audits nothing more; the staff list shows it among the hidden", async () => {
    const again = await act(admin, "hide", "again");
    expect(again.status).toBe(409);
    const hiddenList = (
      await json<{ result: StaffTeam[] }>(
        await h.request("GET", "/v1/admin/fundraisers/teams?status=hidden", { cookie: staff }),
      )
    ).result;
    expect(hiddenList.map((row) => row.slug)).toEqual([team.slug]);
    expect(hiddenList[0]?.captain).toEqual({ name: "Kapten", email: "captain@example.test" });
    const shownList = (
      await json<{ result: StaffTeam[] }>(
        await h.request("GET", "/v1/admin/fundraisers/teams", { cookie: admin }),
      )
    ).result;
    expect(shownList.map((row) => row.slug)).not.toContain(team.slug);
    const bad = await h.request("GET", "/v1/admin/fundraisers/teams?status=everything", { cookie: staff });
    expect(bad.status).toBe(400);
  });

  it("an administrator unhides it: shown again everywhere at once, both actions audited with their reasons", async () => {
    const shown = await act(admin, "unhide", "Checked, fine");
    expect(shown.status).toBe(200);
    expect((await json<{ result: StaffTeam }>(shown)).result.hidden_at).toBeNull();
    expect((await act(staff, "unhide", "again")).status).toBe(409);
    expect((await h.request("GET", `/v1/site/teams/${team.slug}`)).status).toBe(200);
    const page = await json<{ result: { team: { slug: string } | null } }>(
      await h.request("GET", `/v1/site/fundraisers/${memberPage.slug}`),
    );
    expect(page.result.team?.slug).toBe(team.slug);
    const entries = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `team:${(await teamRow()).id}`));
    const changes = entries.filter((entry) => entry.action !== "team.create");
    expect(changes.map((entry) => entry.action)).toEqual(["team.hide", "team.unhide"]);
    expect(changes.map((entry) => (entry.data as { reason: string }).reason)).toEqual([
      breakOut,
      "Checked, fine",
    ]);
  });

  it("ten simultaneous hides: one changes the team, the others are 409", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => act(staff, "hide", "race")));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const entries = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `team:${(await teamRow()).id}`));
    expect(entries.filter((entry) => entry.action === "team.hide")).toHaveLength(2);
  });
});
