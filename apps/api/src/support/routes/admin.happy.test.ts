import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../../accounts/accounts.ts";
import { auditLog, pointLedger, users, volunteerProfiles } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

let h: Harness;
let admin: string;
let vol: string;
let volunteer: UserRow;
const email = "queue.volunteer@example.test";

type Item = {
  id: string;
  kind: string;
  email: string;
  amount: string | null;
  item: string | null;
  bank_account: unknown;
};

async function queue(cookie = admin): Promise<Item[]> {
  return (await json<{ result: Item[] }>(await h.request("GET", "/v1/admin/queue", { cookie }))).result;
}

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "queue.admin@example.test", role: "admin" });
  admin = await h.login("queue.admin@example.test");
  volunteer = await h.createUser({ email, role: "volunteer", name: "Queue Volunteer" });
  await h.db
    .insert(pointLedger)
    .values({ userId: volunteer.id, type: "earn", status: "approved", points: "1000.00", reason: "seed" });
  await h.db
    .update(volunteerProfiles)
    .set({
      bankAccount: { bank_name: "BRI", holder: "Queue Volunteer", account_number: "998877", branch: "Depok" },
    })
    .where(eq(volunteerProfiles.userId, volunteer.id));
  vol = await h.login(email);
  await h.request("POST", "/v1/donations/vwithdraw", { cookie: vol, form: { email, amount: "200" } });
  await h.request("POST", "/v1/donations/vredeem", {
    cookie: vol,
    form: {
      email,
      item: "tumbler-300",
      amount: "300",
      address: "Jl. Kenari Hijau No. 17, Bogor",
      postal_code: "16128",
      phone: "081234567890",
    },
  });
  await h.request("POST", "/v1/users/volunteer?locale=en", {
    origin: "http://site.test",
    multipart: {
      firstname: "Nadia",
      lastname: "Baru",
      email: "nadia.baru@example.test",
      phone: "081234567890",
      sex: "female",
      birthdate: "1999-05-01",
      province: "Jawa Barat",
      city: "Bogor",
      occupation: "Teacher",
      institution: "SMA 1",
      hobby: "Birding",
      source: "Friend",
      motivation: "Trees",
      instagram: "@nadia",
      agreement: "true",
    },
  });
});
afterAll(() => h.close());

describe("admin queue", () => {
  it("lists pending withdrawals (with the bank account), redemptions and applications", async () => {
    const items = await queue();
    expect(items.map((item) => item.kind).sort()).toEqual(["application", "redemption", "withdrawal"]);
    expect(items.find((item) => item.kind === "withdrawal")).toMatchObject({
      email,
      amount: "200.00",
      bank_account: { bank_name: "BRI", account_number: "998877" },
    });
    expect(items.find((item) => item.kind === "redemption")).toMatchObject({
      item: "tumbler",
      amount: "300.00",
      // Where the tumbler goes, for the administrator who sends it.
      details: { address: "Jl. Kenari Hijau No. 17, Bogor", postal_code: "16128", phone: "+6281234567890" },
    });
  });

  it("approving a withdrawal spends the held points; the note shows in the volunteer's history; twice is 409", async () => {
    const withdrawal = (await queue()).find((item) => item.kind === "withdrawal");
    const decided = await h.request("POST", `/v1/admin/queue/withdrawal/${withdrawal?.id}`, {
      cookie: admin,
      json: { decision: "approve", note: "Transferred 12 Nov" },
    });
    expect(await json(decided)).toMatchObject({ result: { status: "approved" } });
    const incentive = await json<{
      result: {
        point: string;
        active: string;
        withdrawal_point: { result: string };
        withdrawal_data: { result: { notes_action: string | null; type: string }[] };
      };
    }>(await h.request("GET", "/v1/donations/incentive", { cookie: vol }));
    expect(incentive.result).toMatchObject({
      point: "1000.00",
      withdrawal_point: { result: "200.00" },
      active: "500.00",
    });
    expect(incentive.result.withdrawal_data.result.find((row) => row.type === "withdraw")?.notes_action).toBe(
      "Transferred 12 Nov",
    );
    const again = await h.request("POST", `/v1/admin/queue/withdrawal/${withdrawal?.id}`, {
      cookie: admin,
      json: { decision: "reject", note: "" },
    });
    expect(again.status).toBe(409);
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "admin.withdrawal.approve")));
    expect(entry?.data).toMatchObject({ note: "Transferred 12 Nov" });
  });

  it("rejecting a redemption releases its points", async () => {
    const redemption = (await queue()).find((item) => item.kind === "redemption");
    await h.request("POST", `/v1/admin/queue/redemption/${redemption?.id}`, {
      cookie: admin,
      json: { decision: "reject", note: "Out of stock" },
    });
    const incentive = await json<{ result: { active: string; on_hold: string } }>(
      await h.request("GET", "/v1/donations/incentive", { cookie: vol }),
    );
    expect(incentive.result).toMatchObject({ active: "800.00", on_hold: "0.00" });
  });

  it("approving an application creates the volunteer account and mails the set-password link", async () => {
    const application = (await queue()).find((item) => item.kind === "application");
    const decided = await h.request("POST", `/v1/admin/queue/application/${application?.id}`, {
      cookie: admin,
      json: { decision: "approve", note: "" },
    });
    expect(decided.status).toBe(200);
    const [user] = await h.db.select().from(users).where(eq(users.email, "nadia.baru@example.test"));
    expect(user).toMatchObject({ role: "volunteer", first: false, locale: "en" });
    const [profile] = await h.db
      .select()
      .from(volunteerProfiles)
      .where(eq(volunteerProfiles.userId, user?.id ?? ""));
    expect(profile).toMatchObject({ firstName: "Nadia", lastName: "Baru", socialMedia: "nadia" });
    const mails = await h.outbox("nadia.baru@example.test");
    expect(mails.find((mail) => mail.kind === "set-password")?.text).toMatch(
      /\/reset\?token=[^\s]*&locale=en/,
    );
    expect(await queue()).toEqual([]);
  });

  it("invalid decisions give ids; unknown items 404", async () => {
    const bad = await h.request("POST", "/v1/admin/queue/withdrawal/x", {
      cookie: admin,
      json: { decision: "maybe" },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toMatchObject({ decision: "error.validation" });
    const kind = await h.request("POST", "/v1/admin/queue/bonus/x", {
      cookie: admin,
      json: { decision: "approve" },
    });
    expect(kind.status).toBe(400);
    const unknown = await h.request("POST", "/v1/admin/queue/withdrawal/nope", {
      cookie: admin,
      json: { decision: "approve" },
    });
    expect(unknown.status).toBe(404);
  });

  it("anonymous 401; volunteers and donors 403 with no data", async () => {
    expect((await h.request("GET", "/v1/admin/queue")).status).toBe(401);
    expect(
      (await h.request("POST", "/v1/admin/queue/withdrawal/x", { json: { decision: "approve" } })).status,
    ).toBe(401);
    const listed = await h.request("GET", "/v1/admin/queue", { cookie: vol });
    expect(listed.status).toBe(403);
    expect((await json(listed)).result).toBeNull();
    await h.request("POST", "/v1/donations/vdonate", { cookie: vol, form: { email, amount: "10" } });
    const pending = (await queue()).find((item) => item.kind === "donation");
    const self = await h.request("POST", `/v1/admin/queue/donation/${pending?.id}`, {
      cookie: vol,
      json: { decision: "approve", note: "" },
    });
    expect(self.status).toBe(403);
  });
});
