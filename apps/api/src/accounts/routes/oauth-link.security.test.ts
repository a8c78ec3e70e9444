import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, rateLimits, users, verifications } from "../../platform/db/schema/index.ts";
import { cookieHeaderOf, createHarness, type Harness, json } from "../../test/harness.ts";
import { findUserByEmail } from "../accounts.ts";
import { signInLinkIdentifier } from "../sign-in-link.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** Each test its own client address, so the per-address limit of one test never trips another. */
let addressCounter = 0;
const nextAddress = () => `198.51.100.${++addressCounter}`;

async function askLink(email: string, address = nextAddress()) {
  return h.request("POST", "/v1/oauth/link", { form: { email }, address });
}

async function linkMails(to: string) {
  return (await h.outbox(to)).filter((row) => row.kind === "sign-in-link");
}

/** The token of the newest sign-in link mailed to `to`. */
async function mailedToken(to: string): Promise<string> {
  const mail = (await linkMails(to)).at(-1);
  const token = mail?.text.match(/\/login\/link\?token=([^\s&]+)/)?.[1];
  if (!token) throw new Error(`no sign-in link mailed to ${to}`);
  return decodeURIComponent(token);
}

async function signIn(token: unknown, options: { cookie?: string } = {}) {
  return h.request("POST", "/v1/oauth/link/sign-in", { json: { token }, ...options });
}

async function sessionEmail(options: { cookie?: string; bearer?: string }) {
  const answer = await json<{ result: { email: string; signed_in_by_link?: boolean } | null }>(
    await h.request("GET", "/v1/oauth/session", { ...options, origin: null }),
  );
  return answer.result?.email ?? null;
}

describe("asking for a sign-in link", () => {
  it("answers the same for an unknown address and mails nobody", async () => {
    await h.createUser({ email: "known@example.test" });
    const known = await askLink("known@example.test");
    const unknown = await askLink("nobody@example.test");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await linkMails("known@example.test")).toHaveLength(1);
    expect(await linkMails("nobody@example.test")).toHaveLength(0);
  });

  it("never mails a deleted account, and answers as for anyone", async () => {
    const user = await h.createUser({ email: "deleted@example.test" });
    await h.db.update(users).set({ deletedAt: h.services.now() }).where(eq(users.id, user.id));
    const response = await askLink("deleted@example.test");
    expect(response.status).toBe(200);
    expect((await json(response)).result).toBe("sent");
    expect(await linkMails("deleted@example.test")).toHaveLength(0);
  });

  it("never mails an admin account (admins sign in with their password)", async () => {
    await h.createUser({ email: "admin-link@example.test", role: "admin" });
    expect((await askLink("admin-link@example.test")).status).toBe(200);
    expect(await linkMails("admin-link@example.test")).toHaveLength(0);
  });

  it("mails in the account's language, marked sensitive, and stores only the token's hash", async () => {
    await h.createUser({ email: "english@example.test", locale: "en" });
    await askLink("english@example.test");
    const [mail] = await linkMails("english@example.test");
    expect(mail?.sensitive).toBe(true);
    expect(mail?.subject).toBe("Your sign-in link for Rimbun Lestari");
    expect(mail?.text).toContain("http://dashboard.test/login/link?token=");
    expect(mail?.text).toContain("locale=en");
    const token = await mailedToken("english@example.test");
    const stored = await h.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, "magic-link:%"));
    expect(stored.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false);
    expect(stored.some((row) => row.identifier === signInLinkIdentifier(token))).toBe(true);
  });

  it("is limited like forgot-password: per target e-mail whoever asks, and per client address", async () => {
    await h.createUser({ email: "limited@example.test" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await askLink("limited@example.test")).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    expect(await linkMails("limited@example.test")).toHaveLength(5);

    const address = nextAddress();
    const fromOne: number[] = [];
    for (let i = 0; i < 21; i += 1) fromOne.push((await askLink(`spray${i}@example.test`, address)).status);
    expect(fromOne.filter((status) => status === 200)).toHaveLength(20);
    expect(fromOne[20]).toBe(429);
    await h.db.delete(rateLimits);
  });

  it("refuses bodies of the wrong type, malformed and huge input", async () => {
    const plain = await h.request("POST", "/v1/oauth/link", {
      headers: { "content-type": "text/plain" },
      address: nextAddress(),
    });
    expect(plain.status).toBe(415);
    expect((await h.request("POST", "/v1/oauth/link", { json: { email: 42 } })).status).toBe(400);
    expect((await askLink("not-an-email")).status).toBe(400);
    expect((await askLink(`${"a".repeat(100_000)}@example.test`)).status).toBe(400);
    const huge = await h.request("POST", "/v1/oauth/link", { json: { email: "x".repeat(4 * 1024 * 1024) } });
    expect(huge.status).toBe(413);
  });
});

describe("signing in with a link", () => {
  it("signs in once, into the same session a password login makes (cookie and call 1's token)", async () => {
    await h.createUser({ email: "once@example.test", password: null });
    await askLink("once@example.test");
    const token = await mailedToken("once@example.test");
    const first = await signIn(token);
    expect(first.status).toBe(200);
    const answer = await json<{ result: { email: string; first: boolean; signed_in_by_link: boolean } }>(
      first,
    );
    expect(answer.result.email).toBe("once@example.test");
    // No password was set: `first` stays false, the link sign-in unlocks the badges (domain badges.ts).
    expect(answer.result.first).toBe(false);
    expect(answer.result.signed_in_by_link).toBe(true);
    const cookie = cookieHeaderOf(first);
    expect(cookie).toContain("rimbun.session_token=");
    expect(first.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(await sessionEmail({ cookie })).toBe("once@example.test");
    // Call 1's token names this session by id, as after a password login.
    const tokenAnswer = await json<{ result: { token: string } }>(
      await h.request("POST", "/v1/rest", { cookie, json: { platform: "pwa", apps: "dashboard", crx: "" } }),
    );
    expect(tokenAnswer.result.token).not.toContain("session_token");
    expect(await sessionEmail({ bearer: tokenAnswer.result.token })).toBe("once@example.test");
    const audits = await h.db.select().from(auditLog).where(eq(auditLog.action, "login.link"));
    expect(audits.length).toBeGreaterThan(0);

    // Reuse of a used link.
    const again = await signIn(token);
    expect(again.status).toBe(400);
    expect((await json(again)).message).toBe("signInLink.invalid");
    expect(cookieHeaderOf(again)).toBe("");
  });

  it("two racing requests with one link: only one session", async () => {
    await h.createUser({ email: "race@example.test" });
    await askLink("race@example.test");
    const token = await mailedToken("race@example.test");
    const answers = await Promise.all([signIn(token), signIn(token), signIn(token)]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 400, 400]);
  });

  it("an expired link (15 minutes, by the injectable clock) signs nobody in", async () => {
    await h.createUser({ email: "late@example.test" });
    await askLink("late@example.test");
    const token = await mailedToken("late@example.test");
    h.clock.current = new Date(h.clock.current.getTime() + 15 * 60 * 1000 + 1000);
    const late = await signIn(token);
    expect(late.status).toBe(400);
    expect((await json(late)).message).toBe("signInLink.invalid");
    // Spent by the refusal: it cannot come back to life.
    expect(
      await h.db
        .select()
        .from(verifications)
        .where(eq(verifications.identifier, signInLinkIdentifier(token))),
    ).toHaveLength(0);
  });

  it("a link just inside its 15 minutes still works", async () => {
    await h.createUser({ email: "intime@example.test" });
    await askLink("intime@example.test");
    const token = await mailedToken("intime@example.test");
    h.clock.current = new Date(h.clock.current.getTime() + 14 * 60 * 1000);
    expect((await signIn(token)).status).toBe(200);
  });

  it("a tampered or made-up token signs nobody in", async () => {
    await h.createUser({ email: "tamper@example.test" });
    await askLink("tamper@example.test");
    const token = await mailedToken("tamper@example.test");
    const flipped = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    expect((await signIn(flipped)).status).toBe(400);
    expect((await signIn("A".repeat(32))).status).toBe(400);
    expect((await signIn(`${token}x`)).status).toBe(400);
    // The real link is untouched by the failed tries.
    expect((await signIn(token)).status).toBe(200);
  });

  it("a link for user A signs in A only, even from B's browser", async () => {
    await h.createUser({ email: "user-a@example.test" });
    await h.createUser({ email: "user-b@example.test" });
    const cookieB = await h.login("user-b@example.test");
    await askLink("user-a@example.test");
    const token = await mailedToken("user-a@example.test");
    const response = await signIn(token, { cookie: cookieB });
    expect(response.status).toBe(200);
    expect((await json<{ result: { email: string } }>(response)).result.email).toBe("user-a@example.test");
    expect(await sessionEmail({ cookie: cookieHeaderOf(response) })).toBe("user-a@example.test");
    // B's own session is untouched and still B's.
    expect(await sessionEmail({ cookie: cookieB })).toBe("user-b@example.test");
  });

  it("an account deleted after the link was sent cannot use it", async () => {
    const user = await h.createUser({ email: "gone@example.test" });
    await askLink("gone@example.test");
    const token = await mailedToken("gone@example.test");
    await h.db.update(users).set({ deletedAt: h.services.now() }).where(eq(users.id, user.id));
    expect((await signIn(token)).status).toBe(400);
  });

  it("an account made admin after the link was sent cannot use it", async () => {
    const user = await h.createUser({ email: "promoted@example.test" });
    await askLink("promoted@example.test");
    const token = await mailedToken("promoted@example.test");
    await h.db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    expect((await signIn(token)).status).toBe(400);
  });

  it("refuses bodies of the wrong type, malformed and huge input", async () => {
    const plain = await h.request("POST", "/v1/oauth/link/sign-in", {
      headers: { "content-type": "text/plain" },
    });
    expect(plain.status).toBe(415);
    expect((await signIn(12345)).status).toBe(400);
    expect((await signIn({ $ne: "" })).status).toBe(400);
    expect((await signIn("short")).status).toBe(400);
    expect((await signIn("a".repeat(100_000))).status).toBe(400);
    const huge = await signIn("x".repeat(4 * 1024 * 1024));
    expect(huge.status).toBe(413);
  });

  it("the first sign-in by link is recorded once; `first` (a password of one's own) is untouched", async () => {
    await h.createUser({ email: "badge@example.test" });
    const before = await findUserByEmail(h.db, "badge@example.test");
    expect(before?.linkSignInAt).toBeNull();
    await askLink("badge@example.test");
    expect((await signIn(await mailedToken("badge@example.test"))).status).toBe(200);
    const firstTime = (await findUserByEmail(h.db, "badge@example.test"))?.linkSignInAt;
    expect(firstTime).toBeInstanceOf(Date);
    h.clock.current = new Date(h.clock.current.getTime() + 60_000);
    await askLink("badge@example.test");
    expect((await signIn(await mailedToken("badge@example.test"))).status).toBe(200);
    const after = await findUserByEmail(h.db, "badge@example.test");
    expect(after?.linkSignInAt?.getTime()).toBe(firstTime?.getTime());
    expect(after?.first).toBe(true);
  });

  it("no token reaches a log line", async () => {
    const lines: string[] = [];
    const original = { log: console.log, info: console.info, warn: console.warn, error: console.error };
    for (const key of Object.keys(original) as (keyof typeof original)[])
      console[key] = (...args: unknown[]) => lines.push(args.map(String).join(" "));
    try {
      await h.createUser({ email: "quiet@example.test" });
      await askLink("quiet@example.test");
      const token = await mailedToken("quiet@example.test");
      await signIn(token);
      await signIn(token);
      expect(lines.some((line) => line.includes(token))).toBe(false);
    } finally {
      Object.assign(console, original);
    }
  });
});
