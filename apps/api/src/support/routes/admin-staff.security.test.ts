import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/* Staff accounts: only administrators invite and disable, and a disabled account is shut out. */

let h: Harness;
let admin: string;
let staff: string;
let donor: string;
let volunteer: string;
let adminId: string;
let staffId: string;

const invite = { email: "new.staff@example.test", name: "Nadia", role: "staff", reason: "Campaign officer" };

beforeAll(async () => {
  h = await createHarness();
  adminId = (await h.createUser({ email: "boss@example.test", role: "admin" })).id;
  staffId = (await h.createUser({ email: "staffer@example.test", role: "staff" })).id;
  await h.createUser({ email: "giver@example.test" });
  await h.createUser({ email: "buddy@example.test", role: "volunteer" });
  admin = await h.login("boss@example.test");
  staff = await h.login("staffer@example.test");
  donor = await h.login("giver@example.test");
  volunteer = await h.login("buddy@example.test");
});
afterAll(() => h.close());

describe("who may manage staff accounts", () => {
  it("anonymous: 401 on every call, nothing created", async () => {
    expect((await h.request("GET", "/v1/admin/staff")).status).toBe(401);
    expect((await h.request("POST", "/v1/admin/staff", { json: invite })).status).toBe(401);
    const disable = await h.request("POST", `/v1/admin/staff/${staffId}/disable`, { json: { reason: "x" } });
    expect(disable.status).toBe(401);
    expect((await h.request("GET", "/v1/admin/audit")).status).toBe(401);
  });

  it("donors, volunteers and staff: 403 (staff cannot make staff or change roles)", async () => {
    for (const cookie of [donor, volunteer, staff]) {
      expect((await h.request("GET", "/v1/admin/staff", { cookie })).status).toBe(403);
      expect((await h.request("POST", "/v1/admin/staff", { cookie, json: invite })).status).toBe(403);
      const escalate = { ...invite, email: `x${cookie.length}@example.test`, role: "admin" };
      expect((await h.request("POST", "/v1/admin/staff", { cookie, json: escalate })).status).toBe(403);
      const disable = await h.request("POST", `/v1/admin/staff/${adminId}/disable`, {
        cookie,
        json: { reason: "takeover" },
      });
      expect(disable.status).toBe(403);
      expect((await h.request("GET", "/v1/admin/audit", { cookie })).status).toBe(403);
    }
    expect(await h.db.select().from(users).where(eq(users.email, invite.email))).toHaveLength(0);
  });

  it("refuses bodies of the wrong type, missing reasons and huge input", async () => {
    const form = await h.request("POST", "/v1/admin/staff", { cookie: admin, form: { ...invite } });
    expect([200, 400, 415]).toContain(form.status);
    if (form.status === 200) await h.db.delete(users).where(eq(users.email, invite.email));
    const text = await h.request("POST", "/v1/admin/staff", {
      cookie: admin,
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
    const noReason = await h.request("POST", "/v1/admin/staff", {
      cookie: admin,
      json: { ...invite, reason: " " },
    });
    expect(noReason.status).toBe(400);
    expect(await json(noReason)).toMatchObject({ fields: { reason: "invalid.reason" } });
    const donorRole = await h.request("POST", "/v1/admin/staff", {
      cookie: admin,
      json: { ...invite, role: "donor" },
    });
    expect(donorRole.status).toBe(400);
    const huge = await h.request("POST", "/v1/admin/staff", {
      cookie: admin,
      json: { ...invite, name: "N".repeat(5000), reason: "r".repeat(100_000) },
    });
    expect([400, 413]).toContain(huge.status);
    const badAudit = await h.request("GET", "/v1/admin/audit?before=%7B%7D&startDate=2026-13-45", {
      cookie: admin,
    });
    expect(badAudit.status).toBe(400);
  });

  it("never turns an existing donor into staff", async () => {
    const response = await h.request("POST", "/v1/admin/staff", {
      cookie: admin,
      json: { ...invite, email: "GIVER@example.test" },
    });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ message: "staff.emailTaken" });
    const [giver] = await h.db.select().from(users).where(eq(users.email, "giver@example.test"));
    expect(giver?.role).toBe("donor");
  });

  it("disabling a donor's account through this call is 404 (staff accounts only)", async () => {
    const [giver] = await h.db.select().from(users).where(eq(users.email, "giver@example.test"));
    const response = await h.request("POST", `/v1/admin/staff/${giver?.id}/disable`, {
      cookie: admin,
      json: { reason: "not staff" },
    });
    expect(response.status).toBe(404);
  });

  it("an administrator cannot disable themselves, nor the last administrator", async () => {
    const self = await h.request("POST", `/v1/admin/staff/${adminId}/disable`, {
      cookie: admin,
      json: { reason: "leaving" },
    });
    expect(self.status).toBe(403);
    const secondId = (await h.createUser({ email: "second.admin@example.test", role: "admin" })).id;
    const second = await h.login("second.admin@example.test");
    const first = await h.request("POST", `/v1/admin/staff/${secondId}/disable`, {
      cookie: admin,
      json: { reason: "left" },
    });
    expect(first.status).toBe(200);
    // The second admin's session ended with the disabling: it can no longer act at all.
    const revenge = await h.request("POST", `/v1/admin/staff/${adminId}/disable`, {
      cookie: second,
      json: { reason: "revenge" },
    });
    expect(revenge.status).toBe(401);
  });
});

describe("two administrators disabling each other at once", () => {
  it("leaves one administrator standing", async () => {
    const a = await h.createUser({ email: "race.a@example.test", role: "admin" });
    const b = await h.createUser({ email: "race.b@example.test", role: "admin" });
    // Only these two stay active: the others are disabled first by a third admin who then leaves too.
    const cookieA = await h.login("race.a@example.test");
    const cookieB = await h.login("race.b@example.test");
    for (const row of await h.db.select().from(users).where(eq(users.role, "admin"))) {
      if (row.id === a.id || row.id === b.id || row.disabledAt) continue;
      await h.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, row.id));
    }
    const [first, second] = await Promise.all([
      h.request("POST", `/v1/admin/staff/${b.id}/disable`, { cookie: cookieA, json: { reason: "race" } }),
      h.request("POST", `/v1/admin/staff/${a.id}/disable`, { cookie: cookieB, json: { reason: "race" } }),
    ]);
    // The loser is refused: 409 when both passed the session check, 401 when its session had already ended.
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const active = (await h.db.select().from(users).where(eq(users.role, "admin"))).filter(
      (row) => !row.disabledAt,
    );
    expect(active).toHaveLength(1);
    // Put the other administrators back for the tests that follow.
    await h.db.update(users).set({ disabledAt: null }).where(eq(users.email, "boss@example.test"));
  });
});

describe("a disabled account is shut out", () => {
  it("its session ends, its password and reset links stop working, forgot-password sends nothing", async () => {
    const victimId = (await h.createUser({ email: "leaver@example.test", role: "staff" })).id;
    const session = await h.login("leaver@example.test");
    await h.request("POST", "/v1/oauth/forgot", { form: { email: "leaver@example.test" } });
    const resetMail = (await h.outbox("leaver@example.test")).at(-1);
    const token = /token=([^&"\s]+)/.exec(resetMail?.text ?? "")?.[1];
    expect(token).toBeTruthy();

    const response = await h.request("POST", `/v1/admin/staff/${victimId}/disable`, {
      cookie: admin,
      json: { reason: "Contract ended" },
    });
    expect(await json(response)).toMatchObject({ result: { id: victimId, status: "disabled" } });

    const me = await h.request("GET", "/v1/oauth/session", { cookie: session });
    expect(await json(me)).toMatchObject({ result: null });
    const login = await h.request("POST", "/v1/oauth/login", {
      form: { email: "leaver@example.test", password: "correct-horse-battery" },
    });
    expect(login.status).toBe(401);
    const reset = await h.request("POST", "/v1/oauth/reset", {
      form: {
        token: decodeURIComponent(token ?? ""),
        password: "a-brand-new-passphrase",
        confirm: "a-brand-new-passphrase",
      },
    });
    expect(reset.status).toBe(400);
    const mailsBefore = (await h.outbox("leaver@example.test")).length;
    await h.request("POST", "/v1/oauth/forgot", { form: { email: "leaver@example.test" } });
    expect(await h.outbox("leaver@example.test")).toHaveLength(mailsBefore);

    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, "staff.disable"));
    expect(entry).toBeDefined();
  });
});
