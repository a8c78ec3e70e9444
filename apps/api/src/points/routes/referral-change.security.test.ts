import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../../accounts/accounts.ts";
import { referralCodes, users } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/*
 * Finding 7: a freed referral code could be claimed by another volunteer, who then saw the first
 * one's referred donations and donors and earned later cycles' points. Every code ever given is now
 * registered for good.
 */

let h: Harness;
let ana: UserRow;
let bayu: UserRow;
let anaCookie: string;
let bayuCookie: string;

function change(cookie: string | undefined, email: string, code: string) {
  return h.request("PUT", "/v1/users/referral", {
    ...(cookie ? { cookie } : {}),
    form: { email, referral_code: code, ref_type: "volunteer" },
  });
}

async function registry(code: string) {
  const [row] = await h.db.select().from(referralCodes).where(eq(referralCodes.code, code.toLowerCase()));
  return row;
}

beforeAll(async () => {
  h = await createHarness();
  ana = await h.createUser({ email: "ana@example.test", role: "volunteer", name: "Ana Volunteer" });
  bayu = await h.createUser({ email: "bayu@example.test", role: "volunteer", name: "Bayu Volunteer" });
  anaCookie = await h.login("ana@example.test");
  bayuCookie = await h.login("bayu@example.test");
});
afterAll(() => h.close());

describe("the referral code registry", () => {
  it("every new account's default code is registered to it", async () => {
    for (const user of [ana, bayu]) {
      expect(await registry(user.referralCode ?? "")).toMatchObject({ userId: user.id });
    }
  });

  it("a default code drawn before is never given again: the draw retries, widening to six digits", async () => {
    const { createAccount } = await import("../../accounts/accounts.ts");
    // Every four-digit code of the name "Zed" was given before (to people since deleted).
    await h.db.execute(sql`
      insert into referral_codes (code, user_id)
      select 'zed' || lpad(n::text, 4, '0'), null from generate_series(0, 9999) as n`);
    const zed = await createAccount(h.services, {
      email: "zed@example.test",
      name: "Zed",
      role: "donor",
      locale: "id",
    });
    expect(zed.referralCode).toMatch(/^ZED\d{6}$/);
    expect(await registry(zed.referralCode ?? "")).toMatchObject({ userId: zed.id });
  });

  it("a code freed by its owner's change cannot be claimed by another volunteer", async () => {
    const anaOld = ana.referralCode ?? "";
    const changed = await change(anaCookie, "ana@example.test", "ANA-NEW");
    expect(changed.status).toBe(200);
    expect(await registry("ana-new")).toMatchObject({ userId: ana.id });
    expect(await registry(anaOld)).toMatchObject({ userId: ana.id });
    // The old code no longer names anyone at lookup (call 4)...
    const lookup = await json(await h.request("GET", `/v1/referral?search=${anaOld}`));
    expect(lookup.result).toBeNull();
    // ...and still cannot be taken, in any letter case.
    for (const code of [anaOld, anaOld.toLowerCase(), "ana-new", "ANA-NEW"]) {
      const refused = await change(bayuCookie, "bayu@example.test", code);
      expect(refused.status, code).toBe(409);
      expect(await json(refused), code).toMatchObject({
        code: "CONFLICT",
        message: "referral.taken",
        fields: { referral_code: "referral.taken" },
      });
    }
    const bayuRow = (await h.db.select().from(users).where(eq(users.id, bayu.id)))[0];
    expect(bayuRow).toMatchObject({ referralCode: bayu.referralCode, referralLocked: false });
  });

  it("a code of a deleted account stays retired", async () => {
    await h.db.insert(referralCodes).values({ code: "ghost-code", userId: null });
    const refused = await change(bayuCookie, "bayu@example.test", "GHOST-CODE");
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe("referral.taken");
  });

  it("a refused (locked) change does not reserve the code it asked for", async () => {
    const locked = await change(anaCookie, "ana@example.test", "ANA-SECOND");
    expect(locked.status).toBe(409);
    expect(await json(locked)).toMatchObject({ result: "locked", message: "referral.locked" });
    expect(await registry("ana-second")).toBeUndefined();
  });

  it("two volunteers racing for one new code: exactly one gets it, the other is told it is taken", async () => {
    const cara = await h.createUser({ email: "cara@example.test", role: "volunteer", name: "Cara" });
    const dodi = await h.createUser({ email: "dodi@example.test", role: "volunteer", name: "Dodi" });
    const cookies = [await h.login("cara@example.test"), await h.login("dodi@example.test")];
    const answers = await Promise.all([
      change(cookies[0], "cara@example.test", "RACE-CODE"),
      change(cookies[1], "dodi@example.test", "race-code"),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const owners = await h.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.referralCode}) = 'race-code'`);
    expect(owners).toHaveLength(1);
    expect((await registry("race-code"))?.userId).toBe(owners[0]?.id);
    const loser = owners[0]?.id === cara.id ? dodi : cara;
    const loserRow = (await h.db.select().from(users).where(eq(users.id, loser.id)))[0];
    expect(loserRow?.referralLocked).toBe(false);
  });

  it("anonymous 401; another user's e-mail 403; the admin may change once for a user", async () => {
    expect((await change(undefined, "bayu@example.test", "ANON-CODE")).status).toBe(401);
    expect((await change(bayuCookie, "ana@example.test", "STEAL-CODE")).status).toBe(403);
    await h.createUser({ email: "root@example.test", role: "admin", name: "Root" });
    const admin = await h.login("root@example.test");
    const byAdmin = await change(admin, "bayu@example.test", "BAYU-ADMIN");
    expect(byAdmin.status).toBe(200);
    expect(await registry("bayu-admin")).toMatchObject({ userId: bayu.id });
    // The admin cannot hand a retired code to someone either.
    const eve = await h.createUser({ email: "eve@example.test", role: "volunteer", name: "Eve" });
    const retired = await change(admin, "eve@example.test", ana.referralCode ?? "");
    expect(retired.status).toBe(409);
    expect((await h.db.select().from(users).where(eq(users.id, eve.id)))[0]?.referralLocked).toBe(false);
  });

  it("wrong body types, broken and huge input are refused without a change", async () => {
    const fay = await h.createUser({ email: "fay@example.test", role: "volunteer", name: "Fay" });
    const cookie = await h.login("fay@example.test");
    const plain = await h.request("PUT", "/v1/users/referral", {
      cookie,
      headers: { "content-type": "text/plain" },
    });
    expect([400, 415]).toContain(plain.status);
    const typed = await h.request("PUT", "/v1/users/referral", {
      cookie,
      json: { email: ["fay@example.test"], referral_code: { $ne: null }, ref_type: 1 },
    });
    expect(typed.status).toBe(400);
    for (const code of ["x".repeat(21), "A".repeat(100_000), "bad code", "kode'; drop table users;--", ""]) {
      const response = await change(cookie, "fay@example.test", code);
      expect(response.status, code.slice(0, 20)).toBe(400);
    }
    const row = (await h.db.select().from(users).where(eq(users.id, fay.id)))[0];
    expect(row).toMatchObject({ referralCode: fay.referralCode, referralLocked: false });
  });
});
