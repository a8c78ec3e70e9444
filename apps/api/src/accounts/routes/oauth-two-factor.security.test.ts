import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions, twoFactors, users } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { codeOf, enrolThroughRoutes } from "../../test/two-factor.ts";

/*
 * Two-factor sign-in (docs/decisions/two-factor.md): the half-signed-in state gives nothing, staff act
 * only once set up, codes and recovery codes cannot be guessed or used twice, and only another
 * administrator resets a staffer's set-up.
 */

let h: Harness;
let admin: string;
let adminId: string;
/** A staffer who has not set up two-factor sign-in yet (signed in with the password alone). */
let newStaff: string;
let newStaffId: string;

beforeAll(async () => {
  h = await createHarness();
  adminId = (await h.createUser({ email: "tf.admin@example.test", role: "admin" })).id;
  admin = await h.login("tf.admin@example.test");
  newStaffId = (await h.createUser({ email: "tf.new@example.test", role: "staff", twoFactor: false })).id;
  newStaff = await h.login("tf.new@example.test");
}, 60_000);
afterAll(() => h.close());

interface Operation {
  method: string;
  path: string;
  secured: boolean;
}

/** Every documented route (read from /openapi.json, so new routes are covered without editing this file). */
async function operations(): Promise<Operation[]> {
  const document = (await (await h.request("GET", "/openapi.json")).json()) as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{[^}]+\}/g, "x1"),
      secured: (operation.security?.length ?? 0) > 0,
    })),
  );
}

/** What a signed-in person reaches before their second factor: their session, the set-up, leaving. */
const beforeSecondFactor = new Set([
  "GET /v1/oauth/session",
  "POST /v1/oauth/logout",
  "POST /v1/oauth/two-factor/setup",
  "POST /v1/oauth/two-factor/confirm",
  "POST /v1/rest",
]);

describe("a staffer without two-factor sign-in", () => {
  it("is refused by every other route that takes a session: 403 TWO_FACTOR_REQUIRED, localized", async () => {
    const checked: string[] = [];
    for (const operation of await operations()) {
      const key = `${operation.method} ${operation.path.replace(/x1/g, "{}")}`;
      if (!operation.secured || beforeSecondFactor.has(`${operation.method} ${operation.path}`)) continue;
      const response = await h.request(operation.method, operation.path, {
        // No body: the session is judged before anything about a body.
        cookie: newStaff,
      });
      expect({ key, status: response.status }).toEqual({ key, status: 403 });
      expect(await json(response)).toMatchObject({
        code: "TWO_FACTOR_REQUIRED",
        message: "twoFactor.required",
      });
      checked.push(key);
    }
    // Every kind: admin reads and decisions, staff reads, forms and uploads, routes shared with volunteers.
    for (const route of [
      "GET /v1/admin/staff",
      "POST /v1/admin/queue/{}/{}",
      "GET /v1/admin/donors",
      "GET /v1/donations/point",
    ])
      expect(checked.some((key) => key.startsWith(route))).toBe(true);
    expect(checked.length).toBeGreaterThan(20);
  });

  it("cannot stop someone's monthly plan through the visitor's route either", async () => {
    const response = await h.request("PUT", "/v1/payments/recurring", {
      cookie: newStaff,
      json: { pgid: "x1" },
    });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ code: "TWO_FACTOR_REQUIRED" });
  });

  it("sees its session with two_factor false, and after the set-up reaches the console", async () => {
    const before = await json(await h.request("GET", "/v1/oauth/session", { cookie: newStaff }));
    expect(before.result).toMatchObject({ role: "staff", two_factor: false });
    const { cookie } = await enrolThroughRoutes(h, newStaff);
    expect((await h.request("GET", "/v1/admin/donors?q=someone", { cookie })).status).not.toBe(403);
    // The session opened with the password alone was replaced; other sessions ended.
    expect((await h.request("GET", "/v1/admin/donors?q=someone", { cookie: newStaff })).status).toBe(401);
    newStaff = cookie;
  });
});

describe("the half-signed-in state (password given, code not yet)", () => {
  let challenge = "";
  beforeAll(async () => {
    await h.createUser({ email: "tf.half@example.test", role: "staff" });
    challenge = (await h.passwordStep("tf.half@example.test")).cookie;
  });

  it("holds a challenge cookie only, no session", async () => {
    expect(challenge).toMatch(/rimbun\.two_factor=/);
    expect(challenge).not.toMatch(/rimbun\.session_token=/);
  });

  it("is refused by every route that takes a session (401), and reads as nobody", async () => {
    for (const operation of await operations()) {
      if (!operation.secured || beforeSecondFactor.has(`${operation.method} ${operation.path}`)) continue;
      const response = await h.request(operation.method, operation.path, {
        cookie: challenge,
      });
      expect({ route: `${operation.method} ${operation.path}`, status: response.status }).toMatchObject({
        status: 401,
      });
    }
    for (const path of ["/v1/oauth/two-factor/setup", "/v1/oauth/two-factor/confirm"]) {
      const response = await h.request("POST", path, { cookie: challenge, form: { code: "123456" } });
      expect(response.status).toBe(401);
    }
    const session = await json(await h.request("GET", "/v1/oauth/session", { cookie: challenge }));
    expect(session.result).toBeNull();
  });

  it("does not pass as a session cookie when renamed (same signature scheme, no such session)", async () => {
    const value = challenge.split("rimbun.two_factor=")[1]?.split(";")[0] ?? "";
    const response = await h.request("GET", "/v1/admin/donors?q=x", {
      cookie: `rimbun.session_token=${value}`,
    });
    expect(response.status).toBe(401);
  });

  it("a cross-site post of the second step is refused (Origin check like a session's)", async () => {
    const response = await h.request("POST", "/v1/oauth/two-factor", {
      cookie: challenge,
      origin: "https://evil.example",
      form: { code: await h.totpCode() },
    });
    expect(response.status).toBe(403);
  });
});

describe("codes", () => {
  it("a TOTP code opens one challenge once: replaying the request is refused", async () => {
    await h.createUser({ email: "tf.replay@example.test", role: "staff" });
    const { cookie: challenge } = await h.passwordStep("tf.replay@example.test");
    const code = await h.totpCode();
    const first = await h.codeStep(challenge, code);
    expect(first.response.status).toBe(200);
    const replay = await h.codeStep(challenge, code);
    expect(replay.response.status).toBe(401);
    expect(await json(replay.response)).toMatchObject({ message: "twoFactor.expired" });
    // What holds in better-auth 1.7: it does not remember used time steps, so the same code with a NEW
    // password step in its window (up to 90 s) passes again. The password is needed every time.
    const again = await h.codeStep((await h.passwordStep("tf.replay@example.test")).cookie, code);
    expect(again.response.status).toBe(200);
  });

  it("a recovery code works once, even raced", async () => {
    const donor = await h.createUser({ email: "tf.recovery@example.test" });
    const { recoveryCodes } = await enrolThroughRoutes(h, await h.login(donor.email));
    expect(recoveryCodes).toHaveLength(10);
    const [code = "", other = ""] = recoveryCodes;
    const use = async (recovery: string) => h.codeStep((await h.passwordStep(donor.email)).cookie, recovery);
    expect((await use(code)).response.status).toBe(200);
    const reused = await use(code);
    expect(reused.response.status).toBe(400);
    expect(await json(reused.response)).toMatchObject({ fields: { code: "twoFactor.codeWrong" } });
    const [a, b] = await Promise.all([h.passwordStep(donor.email), h.passwordStep(donor.email)]);
    const raced = await Promise.all([h.codeStep(a.cookie, other), h.codeStep(b.cookie, other)]);
    expect(raced.map((step) => step.response.status).sort()).toEqual([200, 400]);
  });

  it("guessing is throttled per account: 5 wrong codes end a challenge, 10 lock the account's codes", async () => {
    await h.createUser({ email: "tf.guess@example.test", role: "staff" });
    const right = await h.totpCode();
    const wrong = right === "000000" ? "111111" : "000000";
    const wrongTimes = async (challenge: string, times: number) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < times; attempt += 1)
        statuses.push((await h.codeStep(challenge, wrong)).response.status);
      return statuses;
    };
    const first = (await h.passwordStep("tf.guess@example.test")).cookie;
    expect(await wrongTimes(first, 5)).toEqual([400, 400, 400, 400, 400]);
    // better-auth's 5 tries a challenge: the sixth is refused whatever the code (log in again).
    expect((await h.codeStep(first, right)).response.status).toBe(401);
    // Ours: 10 failures per account per 15 minutes, whatever the challenge; then even the right code waits.
    const second = (await h.passwordStep("tf.guess@example.test")).cookie;
    expect(await wrongTimes(second, 4)).toEqual([400, 400, 400, 400]);
    const locked = await h.codeStep(second, right);
    expect(locked.response.status).toBe(429);
    h.clock.current = new Date(h.clock.current.getTime() + 16 * 60_000);
    expect((await h.codeStep(second, right)).response.status).toBe(200);
    // Another account is not affected.
    await h.createUser({ email: "tf.other@example.test", role: "staff" });
    expect(await h.login("tf.other@example.test")).toMatch(/rimbun\.session_token=/);
  });

  it("another person's set-up cannot be confirmed from one's own session", async () => {
    const owner = await h.createUser({ email: "tf.owner@example.test" });
    const ownerCookie = await h.login(owner.email);
    const setup = await h.request("POST", "/v1/oauth/two-factor/setup", {
      cookie: ownerCookie,
      form: { password: "correct-horse-battery" },
    });
    const { result } = await json<{ result: { secret: string } }>(setup);
    await h.createUser({ email: "tf.thief@example.test" });
    const thief = await h.login("tf.thief@example.test");
    const response = await h.request("POST", "/v1/oauth/two-factor/confirm", {
      cookie: thief,
      form: { code: await codeOf(h, result.secret) },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ message: "twoFactor.notStarted" });
    const [row] = await h.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.twoFactorEnabled).toBe(false);
  });
});

describe("set-up and turning off", () => {
  it("anonymous: 401; a wrong password starts nothing; a stolen session cannot bind its own app", async () => {
    for (const path of [
      "/v1/oauth/two-factor/setup",
      "/v1/oauth/two-factor/confirm",
      "/v1/oauth/two-factor/off",
    ])
      expect((await h.request("POST", path, { form: { password: "x", code: "123456" } })).status).toBe(401);
    const donor = await h.createUser({ email: "tf.setup@example.test" });
    const cookie = await h.login(donor.email);
    const wrong = await h.request("POST", "/v1/oauth/two-factor/setup", {
      cookie,
      form: { password: "not-the-password" },
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ fields: { password: "password.currentWrong" } });
    expect(await h.db.select().from(twoFactors).where(eq(twoFactors.userId, donor.id))).toHaveLength(0);
  });

  it("an account without a password of its own cannot set it up (it could never sign in)", async () => {
    await h.createUser({ email: "tf.nopassword@example.test", password: null });
    const [row] = await h.db.select().from(users).where(eq(users.email, "tf.nopassword@example.test"));
    const session = await h.db.insert(sessions).values({
      id: crypto.randomUUID(),
      token: "tf-no-password-session-token-0001",
      userId: row?.id ?? "",
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(session).toBeDefined();
    const signed = (await import("../password-sign-in.ts")).signedSessionCookieValue(
      h.env.AUTH_SECRET,
      "tf-no-password-session-token-0001",
    );
    const response = await h.request("POST", "/v1/oauth/two-factor/setup", {
      cookie: `rimbun.session_token=${encodeURIComponent(signed)}`,
      form: { password: "anything-at-all" },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ message: "twoFactor.passwordFirst" });
  });

  it("staff and admins cannot turn it off; a donor can, with the password, and is mailed", async () => {
    for (const cookie of [admin, newStaff]) {
      const response = await h.request("POST", "/v1/oauth/two-factor/off", {
        cookie,
        form: { password: "correct-horse-battery" },
      });
      expect(response.status).toBe(403);
      expect(await json(response)).toMatchObject({ message: "twoFactor.staffKeep" });
    }
    const donor = await h.createUser({ email: "tf.off@example.test" });
    const { cookie } = await enrolThroughRoutes(h, await h.login(donor.email));
    const wrong = await h.request("POST", "/v1/oauth/two-factor/off", {
      cookie,
      form: { password: "nope-nope" },
    });
    expect(wrong.status).toBe(400);
    const off = await h.request("POST", "/v1/oauth/two-factor/off", {
      cookie,
      form: { password: "correct-horse-battery" },
    });
    expect(off.status).toBe(200);
    expect((await h.outbox(donor.email)).map((mail) => mail.kind)).toContain("two-factor-off");
    expect(await h.login(donor.email)).toMatch(/rimbun\.session_token=/);
  });

  it("refuses bodies of the wrong type, broken or huge", async () => {
    for (const path of [
      "/v1/oauth/two-factor",
      "/v1/oauth/two-factor/setup",
      "/v1/oauth/two-factor/confirm",
    ]) {
      const text = await h.request("POST", path, {
        cookie: admin,
        headers: { "content-type": "text/plain" },
      });
      expect(text.status).toBe(415);
      const broken = await h.request("POST", path, {
        cookie: admin,
        headers: { "content-type": "application/json" },
      });
      expect([400, 409]).toContain(broken.status);
      const huge = await h.request("POST", path, {
        cookie: admin,
        json: { code: "1".repeat(200_000), password: "p".repeat(200_000) },
      });
      expect([400, 409, 413]).toContain(huge.status);
    }
  });
});

describe("mailed links never skip the second factor", () => {
  it("a donor with two-factor on gets no sign-in link, and a reset link signs nobody in", async () => {
    const donor = await h.createUser({ email: "tf.links@example.test" });
    await enrolThroughRoutes(h, await h.login(donor.email));
    const before = (await h.outbox(donor.email)).length;
    expect((await h.request("POST", "/v1/oauth/link", { form: { email: donor.email } })).status).toBe(200);
    expect((await h.outbox(donor.email)).length).toBe(before);
    expect((await h.request("POST", "/v1/oauth/forgot", { form: { email: donor.email } })).status).toBe(200);
    const [mail] = (await h.outbox(donor.email)).filter((row) => row.kind === "reset-password");
    const token = new URL(
      /https?:\/\/\S+token=[^\s"&]+/.exec(mail?.text ?? "")?.[0] ?? "http://x",
    ).searchParams.get("token");
    const reset = await h.request("POST", "/v1/oauth/reset", {
      form: { token: token ?? "", password: "brand-new-password-1" },
    });
    expect(reset.status).toBe(200);
    expect(reset.headers.getSetCookie().join(";")).not.toMatch(/rimbun\.session_token=[^;]/);
    // The new password leads to the code step, not a session.
    expect((await h.passwordStep(donor.email, "brand-new-password-1")).twoFactor).toBe(true);
  });
});

describe("an administrator's reset", () => {
  it("anonymous 401; donors, volunteers and staff 403; your own 403", async () => {
    const path = `/v1/admin/staff/${newStaffId}/two-factor/reset`;
    expect((await h.request("POST", path, { json: { reason: "x" } })).status).toBe(401);
    await h.createUser({ email: "tf.donor@example.test" });
    await h.createUser({ email: "tf.vol@example.test", role: "volunteer" });
    for (const cookie of [
      await h.login("tf.donor@example.test"),
      await h.login("tf.vol@example.test"),
      newStaff,
    ]) {
      expect((await h.request("POST", path, { cookie, json: { reason: "takeover" } })).status).toBe(403);
    }
    const own = await h.request("POST", `/v1/admin/staff/${adminId}/two-factor/reset`, {
      cookie: admin,
      json: { reason: "lost my phone" },
    });
    expect(own.status).toBe(403);
    expect(await json(own)).toMatchObject({ message: "twoFactor.notYourself" });
    const noReason = await h.request("POST", path, { cookie: admin, json: { reason: " " } });
    expect(noReason.status).toBe(400);
    const text = await h.request("POST", path, { cookie: admin, headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    const donorId = (await h.db.select().from(users).where(eq(users.email, "tf.donor@example.test")))[0]?.id;
    const donorReset = await h.request("POST", `/v1/admin/staff/${donorId}/two-factor/reset`, {
      cookie: admin,
      json: { reason: "not staff" },
    });
    expect(donorReset.status).toBe(404);
  });

  it("ends the staffer's sessions, audits the reason, mails them; they must set it up again", async () => {
    const target = await h.createUser({ email: "tf.lost@example.test", role: "admin" });
    const targetCookie = await h.login(target.email);
    const response = await h.request("POST", `/v1/admin/staff/${target.id}/two-factor/reset`, {
      cookie: admin,
      json: { reason: "Lost phone, checked by video call" },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ result: { two_factor: false, status: "active" } });
    expect((await h.request("GET", "/v1/admin/staff", { cookie: targetCookie })).status).toBe(401);
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.two-factor.reset"), eq(auditLog.subject, `user:${target.id}`)));
    expect(entry).toMatchObject({
      actorUserId: adminId,
      data: { reason: "Lost phone, checked by video call" },
    });
    expect((await h.outbox(target.email)).map((mail) => mail.kind)).toContain("two-factor-reset");
    // The next sign-in is the password alone, and the console refuses until the set-up.
    const again = await h.passwordStep(target.email);
    expect(again.twoFactor).toBe(false);
    const refused = await h.request("GET", "/v1/admin/staff", { cookie: again.cookie });
    expect(await json(refused)).toMatchObject({ code: "TWO_FACTOR_REQUIRED" });
    // The reset admin cannot turn the tables: without the second factor, no reset of anyone.
    const revenge = await h.request("POST", `/v1/admin/staff/${adminId}/two-factor/reset`, {
      cookie: again.cookie,
      json: { reason: "revenge" },
    });
    expect(revenge.status).toBe(403);
    // The last-admin rule is untouched: a reset is not a disabling, both still count as administrators.
    const self = await h.request("POST", `/v1/admin/staff/${adminId}/disable`, {
      cookie: admin,
      json: { reason: "leaving" },
    });
    expect(self.status).toBe(403);
  });
});
