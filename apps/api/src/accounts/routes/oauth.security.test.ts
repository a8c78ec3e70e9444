import { createHash } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueBearerToken } from "../../platform/auth/session.ts";
import { auditLog, rateLimits, sessions, verifications } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json, testPassword } from "../../test/harness.ts";
import { findUserByEmail, issuePasswordToken } from "../accounts.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const tokenBody = { platform: "pwa", apps: "dashboard", crx: "" };

async function loginStatus(email: string, password: string, address: string) {
  return (await h.request("POST", "/v1/oauth/login", { form: { email, password }, address })).status;
}

async function bearerFor(cookie: string): Promise<string> {
  const answer = await json<{ result: { token: string } }>(
    await h.request("POST", "/v1/rest", { cookie, json: tokenBody }),
  );
  return answer.result.token;
}

async function sessionEmail(options: { cookie?: string; bearer?: string }) {
  const answer = await json<{ result: { email: string } | null }>(
    await h.request("GET", "/v1/oauth/session", { ...options, origin: null }),
  );
  return answer.result?.email ?? null;
}

function mailedToken(text: string | undefined): string {
  return decodeURIComponent(text?.match(/token=([^\s&]+)/)?.[1] ?? "");
}

describe("login limits", () => {
  it("a stranger spraying one account from many addresses is stopped by the per-account ceiling", async () => {
    await h.createUser({ email: "sprayed@example.test" });
    const statuses: number[] = [];
    // 10 addresses x 10 wrong tries: each address stays under its own limit of 10.
    for (let address = 0; address < 10; address += 1)
      for (let attempt = 0; attempt < 10; attempt += 1)
        statuses.push(await loginStatus("sprayed@example.test", "wrong-guess-1", `198.51.100.${address}`));
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(await loginStatus("sprayed@example.test", "wrong-guess-1", "198.51.100.77")).toBe(429);
  });

  it("successful logins give their count back: the real person is never locked out by logging in", async () => {
    await h.createUser({ email: "frequent@example.test" });
    for (let index = 0; index < 105; index += 1)
      expect(await loginStatus("frequent@example.test", testPassword, `192.0.2.${index % 50}`)).toBe(200);
  });

  it("parallel wrong guesses from one address are all counted (no race past the limit)", async () => {
    await h.createUser({ email: "raced@example.test" });
    const statuses = await Promise.all(
      Array.from({ length: 15 }, () => loginStatus("raced@example.test", "wrong-guess-2", "203.0.113.50")),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it("forgot is limited per target e-mail whoever asks, and per address", async () => {
    await h.createUser({ email: "target@example.test", password: null });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push(
        (
          await h.request("POST", "/v1/oauth/forgot", {
            form: { email: "target@example.test" },
            address: `198.18.0.${index}`,
          })
        ).status,
      );
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    expect(await h.outbox("target@example.test")).toHaveLength(5);

    const fromOne: number[] = [];
    for (let index = 0; index < 21; index += 1)
      fromOne.push(
        (
          await h.request("POST", "/v1/oauth/forgot", {
            form: { email: `someone-${index}@example.test` },
            address: "198.18.1.1",
          })
        ).status,
      );
    expect(fromOne.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(fromOne[20]).toBe(429);
  });

  it("a successful reset lifts the account's login limits at every address", async () => {
    await h.createUser({ email: "locked@example.test" });
    for (let index = 0; index < 10; index += 1)
      await loginStatus("locked@example.test", "nope-nope-1", "203.0.113.9");
    expect(await loginStatus("locked@example.test", testPassword, "203.0.113.9")).toBe(429);
    await h.request("POST", "/v1/oauth/forgot", {
      form: { email: "locked@example.test" },
      address: "203.0.113.9",
    });
    const [mail] = await h.outbox("locked@example.test");
    const reset = await h.request("POST", "/v1/oauth/reset", {
      form: { token: mailedToken(mail?.text), password: "pohon-beringin-99" },
    });
    expect(reset.status).toBe(200);
    expect(await loginStatus("locked@example.test", "pohon-beringin-99", "203.0.113.9")).toBe(200);
    const left = await h.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, "login%locked@example.test%"));
    expect(left.every((row) => row.count === 0)).toBe(true);
  });
});

describe("call 1's bearer token", () => {
  it("does not contain the session cookie, and acts for the session only while it exists", async () => {
    await h.createUser({ email: "bearer@example.test" });
    const cookie = await h.login("bearer@example.test");
    const cookieValue = decodeURIComponent(cookie.split("=").slice(1).join("="));
    const sessionToken = cookieValue.split(".")[0] ?? "";
    const token = await bearerFor(cookie);
    const decoded = Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8");
    expect(decoded).not.toContain(sessionToken);
    expect(token).not.toContain(sessionToken);
    expect(decoded).not.toContain(cookieValue);
    // Sent as a cookie, the decoded payload is no session.
    expect(await sessionEmail({ cookie: `rimbun.session_token=${encodeURIComponent(decoded)}` })).toBeNull();
    expect(await sessionEmail({ bearer: token })).toBe("bearer@example.test");

    await h.request("POST", "/v1/oauth/logout", { cookie });
    expect(await sessionEmail({ bearer: token })).toBeNull();
  });

  it("logging out with the token ends its session, for the cookie too", async () => {
    await h.createUser({ email: "bearer.out@example.test" });
    const cookie = await h.login("bearer.out@example.test");
    const token = await bearerFor(cookie);
    const out = await h.request("POST", "/v1/oauth/logout", { bearer: token, origin: null });
    expect(out.status).toBe(200);
    expect(await sessionEmail({ bearer: token })).toBeNull();
    expect(await sessionEmail({ cookie })).toBeNull();
  });

  it("an expired token, a tampered one, or one signed for another purpose is refused", async () => {
    await h.createUser({ email: "tamper@example.test" });
    const cookie = await h.login("tamper@example.test");
    const token = await bearerFor(cookie);
    const start = h.clock.current;
    h.clock.current = new Date(start.getTime() + 15 * 60_000 + 1000);
    expect(await sessionEmail({ bearer: token })).toBeNull();
    h.clock.current = start;

    const [payload, signature] = token.split(".");
    const data = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")) as Record<
      string,
      unknown
    >;
    const other = await h.createUser({ email: "victim@example.test" });
    await h.login("victim@example.test");
    const [victimSession] = await h.db.select().from(sessions).where(eq(sessions.userId, other.id));
    const forged = Buffer.from(JSON.stringify({ ...data, sid: victimSession?.id })).toString("base64url");
    expect(await sessionEmail({ bearer: `${forged}.${signature}` })).toBeNull();
    const longer = Buffer.from(JSON.stringify({ ...data, exp: Date.now() + 86_400_000 })).toString(
      "base64url",
    );
    expect(await sessionEmail({ bearer: `${longer}.${signature}` })).toBeNull();
    // The same secret without the purpose label signs nothing the API accepts.
    const { createHmac } = await import("node:crypto");
    const plain = createHmac("sha256", h.env.AUTH_SECRET).update(forged).digest("base64url");
    expect(await sessionEmail({ bearer: `${forged}.${plain}` })).toBeNull();
    expect(await sessionEmail({ bearer: "not-a-token" })).toBeNull();
    expect(await sessionEmail({ bearer: `${payload}.${signature}.extra` })).toBeNull();
  });

  it("a token of an expired or idle session is refused", async () => {
    const user = await h.createUser({ email: "idle@example.test" });
    const cookie = await h.login("idle@example.test", testPassword, false);
    const [session] = await h.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const { token } = issueBearerToken(h.env.AUTH_SECRET, session?.id ?? "", h.clock.current);
    expect(await sessionEmail({ bearer: token })).toBe("idle@example.test");
    await h.db
      .update(sessions)
      .set({ updatedAt: new Date(h.clock.current.getTime() - 13 * 3600_000) })
      .where(eq(sessions.userId, user.id));
    expect(await sessionEmail({ bearer: token })).toBeNull();
    expect(await sessionEmail({ cookie })).toBeNull();

    await h.login("idle@example.test");
    const [kept] = await h.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await h.db
      .update(sessions)
      .set({ expiresAt: new Date(h.clock.current.getTime() - 1000) })
      .where(eq(sessions.id, kept?.id ?? ""));
    const late = issueBearerToken(h.env.AUTH_SECRET, kept?.id ?? "", h.clock.current);
    expect(await sessionEmail({ bearer: late.token })).toBeNull();
  });
});

describe("password change (call 9)", () => {
  it("needs the current password; a wrong or missing one changes nothing", async () => {
    await h.createUser({ email: "owner@example.test" });
    const cookie = await h.login("owner@example.test");
    const missing = await h.request("PUT", "/v1/oauth", {
      cookie,
      form: { email: "owner@example.test", password: "stolen-session-pass" },
    });
    expect(missing.status).toBe(400);
    expect((await json(missing)).fields).toEqual({ current_password: "password.currentEmpty" });
    const wrong = await h.request("PUT", "/v1/oauth", {
      cookie,
      form: {
        email: "owner@example.test",
        current_password: "guess-guess-1",
        password: "stolen-session-pass",
      },
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).fields).toEqual({ current_password: "password.currentWrong" });
    const typed = await h.request("PUT", "/v1/oauth", {
      cookie,
      json: {
        email: "owner@example.test",
        current_password: [testPassword],
        password: "stolen-session-pass",
      },
    });
    expect(typed.status).toBe(400);
    expect(await loginStatus("owner@example.test", testPassword, "192.0.2.1")).toBe(200);
  });

  it("ends every other session, keeps this one, and mails a notice without a token", async () => {
    const user = await h.createUser({ email: "changer@example.test", locale: "en" });
    const phone = await h.login("changer@example.test");
    const laptop = await h.login("changer@example.test");
    const phoneBearer = await bearerFor(phone);
    const response = await h.request("PUT", "/v1/oauth", {
      cookie: laptop,
      form: { email: "changer@example.test", current_password: testPassword, password: "hutan-hujan-tropis" },
    });
    expect(response.status).toBe(200);
    expect(await sessionEmail({ cookie: laptop })).toBe("changer@example.test");
    expect(await sessionEmail({ cookie: phone })).toBeNull();
    expect(await sessionEmail({ bearer: phoneBearer })).toBeNull();
    const [notice] = await h.outbox("changer@example.test");
    expect(notice?.kind).toBe("password-changed");
    expect(notice?.subject).toBe("Your password was changed");
    expect(notice?.text).toContain("http://dashboard.test/forgot?locale=en");
    expect(notice?.text).not.toContain("token=");
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `user:${user.id}`));
    expect(entry?.actorUserId).toBe(user.id);
  });

  it("guessing the current password through a session is limited", async () => {
    await h.createUser({ email: "guessed@example.test" });
    const cookie = await h.login("guessed@example.test");
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1)
      statuses.push(
        (
          await h.request("PUT", "/v1/oauth", {
            cookie,
            form: {
              email: "guessed@example.test",
              current_password: `guess-${index}-xyz`,
              password: "a-new-password-x",
            },
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("the very first password of an account that never set one needs no current password", async () => {
    const user = await h.createUser({ email: "fresh@example.test", password: "placeholder-pass-1" });
    // An account whose password was never chosen by the person (first false), yet signed in.
    const { users } = await import("../../platform/db/schema/index.ts");
    const cookie = await h.login("fresh@example.test", "placeholder-pass-1");
    await h.db.update(users).set({ first: false }).where(eq(users.id, user.id));
    const response = await h.request("PUT", "/v1/oauth", {
      cookie,
      form: { email: "fresh@example.test", password: "kopi-tubruk-pagi" },
    });
    expect(response.status).toBe(200);
    expect((await findUserByEmail(h.db, "fresh@example.test"))?.first).toBe(true);
    // From then on, the current password is asked.
    const again = await h.request("PUT", "/v1/oauth", {
      cookie,
      form: { email: "fresh@example.test", password: "kopi-tubruk-sore" },
    });
    expect((await json(again)).fields).toEqual({ current_password: "password.currentEmpty" });
  });

  it("anonymous 401; another user's or an admin's change of someone else's password 403", async () => {
    await h.createUser({ email: "mine@example.test" });
    await h.createUser({ email: "boss@example.test", role: "admin" });
    const anonymous = await h.request("PUT", "/v1/oauth", {
      form: { email: "mine@example.test", current_password: testPassword, password: "whatever-pass-1" },
    });
    expect(anonymous.status).toBe(401);
    const boss = await h.login("boss@example.test");
    const forOther = await h.request("PUT", "/v1/oauth", {
      cookie: boss,
      form: { email: "mine@example.test", current_password: testPassword, password: "whatever-pass-1" },
    });
    expect(forOther.status).toBe(403);
  });
});

describe("reset and set-password links", () => {
  it("are stored as a SHA-256 hash only, the mail is marked sensitive, and a link works once", async () => {
    const user = await h.createUser({ email: "linked@example.test", password: null });
    await h.request("POST", "/v1/oauth/forgot", { form: { email: "linked@example.test" } });
    const [mail] = await h.outbox("linked@example.test");
    expect(mail?.sensitive).toBe(true);
    const token = mailedToken(mail?.text);
    const rows = await h.db.select().from(verifications).where(eq(verifications.value, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.identifier).toBe(`reset-password:${createHash("sha256").update(token).digest("hex")}`);
    expect(JSON.stringify(rows)).not.toContain(token);
    // The stored identifier itself is no token.
    const stolen = rows[0]?.identifier.slice("reset-password:".length) ?? "";
    const withHash = await h.request("POST", "/v1/oauth/reset", {
      form: { token: stolen, password: "hash-is-no-key-1" },
    });
    expect(withHash.status).toBe(400);

    const [first, second] = await Promise.all([
      h.request("POST", "/v1/oauth/reset", { form: { token, password: "racing-password-1" } }),
      h.request("POST", "/v1/oauth/reset", { form: { token, password: "racing-password-2" } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const winner = first.status === 200 ? "racing-password-1" : "racing-password-2";
    expect(await loginStatus("linked@example.test", winner, "192.0.2.9")).toBe(200);
  });

  it("a reset ends every session of the account (a thief's too)", async () => {
    const user = await h.createUser({ email: "robbed@example.test" });
    const thief = await h.login("robbed@example.test");
    const token = await issuePasswordToken(h.services, user.id, 3600);
    const reset = await h.request("POST", "/v1/oauth/reset", {
      form: { token, password: "batik-parang-rusak" },
    });
    expect(reset.status).toBe(200);
    expect(await sessionEmail({ cookie: thief })).toBeNull();
  });

  it("refuses wrong body types", async () => {
    const response = await h.request("POST", "/v1/oauth/reset", {
      json: { token: ["abcdefghijklmnopqrstuvwxyz"], password: 1234567890 },
    });
    expect(response.status).toBe(400);
  });
});
