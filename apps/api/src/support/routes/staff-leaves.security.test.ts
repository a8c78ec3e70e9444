import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../platform/db/schema/index.ts";
import { accountDeletionUrl } from "../../privacy/deletion.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/*
 * Staff and administrators never erase themselves through the donor's "delete my account": they leave
 * through an administrator's disable, which keeps the audit trail and never removes the last
 * administrator; audit entries keep the actor's name and e-mail as they were (docs/security.md,
 * "Audit trail").
 */

let h: Harness;
let admin: Awaited<ReturnType<Harness["createUser"]>>;
let staffer: Awaited<ReturnType<Harness["createUser"]>>;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ email: "only.admin@example.test", role: "admin", name: "Ayu Admin" });
  staffer = await h.createUser({ email: "officer@example.test", role: "staff", name: "Sari Staff" });
});
afterAll(() => h.close());

async function live(id: string) {
  const [row] = await h.db.select().from(users).where(eq(users.id, id));
  return row?.deletedAt === null && row.email !== "" ? row : null;
}

describe("staff and administrators cannot delete themselves", () => {
  it("asking for the deletion link is 403 with a message saying how they leave, and mails nothing", async () => {
    for (const person of [staffer, admin]) {
      const cookie = await h.login(person.email);
      const response = await h.request("POST", "/v1/privacy/deletion", { cookie, json: {} });
      expect(response.status).toBe(403);
      expect((await json(response)).message).toBe("staff.selfDelete");
      const mails = (await h.outbox(person.email)).filter((mail) => mail.kind === "account-deletion");
      expect(mails).toEqual([]);
    }
  });

  it("a deletion link made for a staff account (signed, in time) shows the invalid page and deletes nothing", async () => {
    for (const person of [staffer, admin]) {
      const link = new URL(accountDeletionUrl(h.services, person));
      const page = await h.request("GET", `${link.pathname}${link.search}`, { origin: null });
      expect(page.status).toBe(400);
      const act = await h.request("POST", `${link.pathname}${link.search}`, { origin: h.env.API_PUBLIC_URL });
      expect(act.status).toBe(400);
      expect(await live(person.id)).not.toBeNull();
    }
  });

  it("the last administrator stays: no self-deletion and no self-disable", async () => {
    const cookie = await h.login(admin.email);
    const disable = await h.request("POST", `/v1/admin/staff/${admin.id}/disable`, {
      cookie,
      json: { reason: "leaving" },
    });
    expect(disable.status).toBe(403);
    expect((await live(admin.id))?.disabledAt).toBeNull();
  });
});

describe("audit entries keep who did it", () => {
  it("the actor's name and e-mail as they were, found by the old address and by the account", async () => {
    // Signing in writes an entry under the staffer's name.
    await h.login(staffer.email);
    await h.db
      .update(users)
      .set({ name: "Renamed Person", email: "renamed@example.test" })
      .where(eq(users.id, staffer.id));
    const adminCookie = await h.login(admin.email);
    const byOld = await h.request("GET", `/v1/admin/audit?actor=${encodeURIComponent(staffer.email)}`, {
      cookie: adminCookie,
    });
    const entries = (
      await json<{ result: { entries: { actor: { email: string; name: string } | null }[] } }>(byOld)
    ).result.entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(
      entries.every((entry) => entry.actor?.email === staffer.email && entry.actor.name === "Sari Staff"),
    ).toBe(true);
    const byNew = await h.request("GET", "/v1/admin/audit?actor=renamed%40example.test", {
      cookie: adminCookie,
    });
    const found = (await json<{ result: { entries: unknown[] } }>(byNew)).result.entries;
    expect(found.length).toBe(entries.length);
  });

  it("a donor who deletes their account leaves no name or address on their own entries", async () => {
    const donor = await h.createUser({ email: "leaving.donor@example.test", name: "Dewi Donor" });
    const cookie = await h.login(donor.email);
    expect((await h.request("POST", "/v1/privacy/deletion", { cookie, json: {} })).status).toBe(200);
    const link = new URL(accountDeletionUrl(h.services, donor));
    const act = await h.request("POST", `${link.pathname}${link.search}`, { origin: h.env.API_PUBLIC_URL });
    expect(act.status).toBe(200);
    const adminCookie = await h.login(admin.email);
    const byOld = await h.request(
      "GET",
      `/v1/admin/audit?actors=all&actor=${encodeURIComponent(donor.email)}`,
      {
        cookie: adminCookie,
      },
    );
    expect((await json<{ result: { entries: unknown[] } }>(byOld)).result.entries).toEqual([]);
    const all = await h.request("GET", "/v1/admin/audit?actors=all", { cookie: adminCookie });
    expect(await all.text()).not.toContain("Dewi Donor");
  });
});
