import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPasswordLinkSeconds } from "../../platform/auth/auth.ts";
import { sessions, users } from "../../platform/db/schema/index.ts";
import { cookieHeaderOf, createHarness, type Harness, json } from "../../test/harness.ts";
import { issuePasswordToken } from "../accounts.ts";

/*
 * Setting a password from the welcome or reset link signs the person in: the link proves the
 * mailbox as a sign-in link does. What must never happen: a session from a link that is expired, spent
 * or made up, a session for anyone but the link's account, or a second session from the same link.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let counter = 0;
const nextPassword = () => `kebun-raya-bogor-${++counter}`;

async function reset(token: string, options: { cookie?: string; password?: string } = {}) {
  return h.request("POST", "/v1/oauth/reset", {
    form: { token, password: options.password ?? nextPassword() },
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
}

async function sessionEmail(cookie: string): Promise<string | null> {
  const answer = await json<{ result: { email: string } | null }>(
    await h.request("GET", "/v1/oauth/session", { cookie, origin: null }),
  );
  return answer.result?.email ?? null;
}

async function sessionCount(userId: string): Promise<number> {
  return (await h.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe("signed in after setting a password from a link", () => {
  it("a welcome link signs in its own account, and only that one", async () => {
    const donor = await h.createUser({ email: "welcomed@example.test", password: null });
    const other = await h.createUser({ email: "someone-else@example.test" });
    const othersCookie = await h.login("someone-else@example.test");
    const token = await issuePasswordToken(h.services, donor.id, setPasswordLinkSeconds);
    // Opened in a browser where someone else is logged in: the new session is the link's account's.
    const response = await reset(token, { cookie: othersCookie });
    expect(response.status).toBe(200);
    const cookie = cookieHeaderOf(response);
    expect(cookie).toMatch(/rimbun\.session_token=/);
    expect(await sessionEmail(cookie)).toBe("welcomed@example.test");
    const [row] = await h.db.select().from(sessions).where(eq(sessions.userId, donor.id));
    expect(row?.remember).toBe(true);
    expect(await sessionCount(donor.id)).toBe(1);
    // The other person's session is theirs and untouched; nothing was added to their account.
    expect(await sessionEmail(othersCookie)).toBe("someone-else@example.test");
    expect(await sessionCount(other.id)).toBe(1);
  });

  it("the cookie is HttpOnly and SameSite=Lax", async () => {
    const donor = await h.createUser({ email: "cookie-attributes@example.test", password: null });
    const response = await reset(await issuePasswordToken(h.services, donor.id, 3600));
    const [header] = response.headers.getSetCookie().filter((line) => line.includes("session_token="));
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
  });

  it("replaying the same link fails and signs no one in", async () => {
    const donor = await h.createUser({ email: "replayed@example.test", password: null });
    const token = await issuePasswordToken(h.services, donor.id, 3600);
    expect((await reset(token)).status).toBe(200);
    const replay = await reset(token);
    expect(replay.status).toBe(400);
    expect(cookieHeaderOf(replay)).toBe("");
    expect(await sessionCount(donor.id)).toBe(1);
  });

  it("two requests racing with one link: one session at most", async () => {
    const donor = await h.createUser({ email: "raced-link@example.test", password: null });
    const token = await issuePasswordToken(h.services, donor.id, 3600);
    const answers = await Promise.all([reset(token), reset(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.filter((answer) => cookieHeaderOf(answer) !== "")).toHaveLength(1);
    expect(await sessionCount(donor.id)).toBe(1);
  });

  it("an expired link fails and signs no one in", async () => {
    const donor = await h.createUser({ email: "expired-link@example.test", password: null });
    const token = await issuePasswordToken(h.services, donor.id, 60);
    h.clock.current = new Date(h.clock.current.getTime() + 61_000);
    const response = await reset(token);
    expect(response.status).toBe(400);
    expect(cookieHeaderOf(response)).toBe("");
    expect(await sessionCount(donor.id)).toBe(0);
  });

  it("a forged link (random, or the stored hash) fails and signs no one in", async () => {
    const before = (await h.db.select().from(sessions)).length;
    for (const token of ["x".repeat(43), "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v"]) {
      const response = await reset(token);
      expect(response.status).toBe(400);
      expect(cookieHeaderOf(response)).toBe("");
    }
    expect((await h.db.select().from(sessions)).length).toBe(before);
  });

  it("a refused password (common) keeps the link and signs no one in", async () => {
    const donor = await h.createUser({ email: "common-password@example.test", password: null });
    const token = await issuePasswordToken(h.services, donor.id, 3600);
    const refused = await reset(token, { password: "password123" });
    expect(refused.status).toBe(400);
    expect(cookieHeaderOf(refused)).toBe("");
    expect(await sessionCount(donor.id)).toBe(0);
    expect((await reset(token)).status).toBe(200);
  });

  it("ends the sessions held before (a thief's) and keeps only the new one", async () => {
    const donor = await h.createUser({ email: "robbed-again@example.test" });
    const thief = await h.login("robbed-again@example.test");
    const response = await reset(await issuePasswordToken(h.services, donor.id, 3600));
    expect(await sessionEmail(thief)).toBeNull();
    expect(await sessionEmail(cookieHeaderOf(response))).toBe("robbed-again@example.test");
    expect(await sessionCount(donor.id)).toBe(1);
  });

  it("the session is an ordinary one: logging out ends it", async () => {
    const donor = await h.createUser({ email: "logs-out@example.test", password: null });
    const cookie = cookieHeaderOf(await reset(await issuePasswordToken(h.services, donor.id, 3600)));
    expect((await h.request("POST", "/v1/oauth/logout", { cookie })).status).toBe(200);
    expect(await sessionEmail(cookie)).toBeNull();
    expect(await sessionCount(donor.id)).toBe(0);
  });

  it("staff and administrators set the password but sign in with it themselves", async () => {
    for (const role of ["staff", "admin"] as const) {
      const person = await h.createUser({ email: `${role}-reset@example.test`, role, password: null });
      const response = await reset(await issuePasswordToken(h.services, person.id, 3600));
      expect(response.status).toBe(200);
      expect(cookieHeaderOf(response)).toBe("");
      expect(await sessionCount(person.id)).toBe(0);
    }
  });

  it("a deleted account is signed in by no link", async () => {
    const donor = await h.createUser({ email: "deleted-reset@example.test", password: null });
    const token = await issuePasswordToken(h.services, donor.id, 3600);
    await h.db.update(users).set({ deletedAt: h.services.now() }).where(eq(users.id, donor.id));
    const response = await reset(token);
    expect(cookieHeaderOf(response)).toBe("");
    expect(await sessionCount(donor.id)).toBe(0);
  });
});
