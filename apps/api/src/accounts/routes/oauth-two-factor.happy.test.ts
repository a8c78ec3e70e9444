import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sessions, users } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { codeOf, enrolThroughRoutes } from "../../test/two-factor.ts";

/* A donor turns two-factor sign-in on and signs in with it (docs/decisions/two-factor.md). */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("two-factor sign-in for a donor", () => {
  it("set-up: a URI for the app, then 10 recovery codes once; other sessions end; audited", async () => {
    const donor = await h.createUser({ email: "happy.tf@example.test" });
    const other = await h.login(donor.email);
    const cookie = await h.login(donor.email);
    const setup = await h.request("POST", "/v1/oauth/two-factor/setup", {
      cookie,
      form: { password: "correct-horse-battery" },
    });
    const { result } = await json<{ result: { uri: string; secret: string } }>(setup);
    expect(result.uri).toMatch(/^otpauth:\/\/totp\/Rimbun%20Lestari:happy\.tf%40example\.test\?/);
    expect(new URL(result.uri).searchParams.get("secret")).toBe(result.secret);
    expect(new URL(result.uri).searchParams.get("digits")).toBe("6");
    const confirm = await h.request("POST", "/v1/oauth/two-factor/confirm", {
      cookie,
      form: { code: await codeOf(h, result.secret) },
    });
    expect(confirm.status).toBe(200);
    const { result: codes } = await json<{ result: { recovery_codes: string[] } }>(confirm);
    expect(codes.recovery_codes).toHaveLength(10);
    for (const code of codes.recovery_codes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect((await h.request("GET", "/v1/donations", { cookie: other })).status).toBe(401);
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "two-factor.enable"), eq(auditLog.actorUserId, donor.id)));
    expect(entry).toBeDefined();
    // Setting it up again is refused while it is on.
    const renewed = await h.request("POST", "/v1/oauth/two-factor/setup", {
      cookie: (await h.codeStep((await h.passwordStep(donor.email)).cookie, codes.recovery_codes[0] ?? ""))
        .cookie,
      form: { password: "correct-horse-battery" },
    });
    expect(renewed.status).toBe(409);
  });

  it("signs in with the code; `remember` chosen at the password step holds; the session says two_factor", async () => {
    const donor = await h.createUser({ email: "happy.tf2@example.test" });
    const { secret } = await enrolThroughRoutes(h, await h.login(donor.email));
    const step = await h.passwordStep(donor.email, "correct-horse-battery", false);
    expect(step.twoFactor).toBe(true);
    const signed = await h.codeStep(step.cookie, await codeOf(h, secret));
    expect(signed.response.status).toBe(200);
    expect(await json(signed.response)).toMatchObject({ result: { email: donor.email, two_factor: true } });
    const rows = await h.db.select().from(sessions).where(eq(sessions.userId, donor.id));
    expect(rows.map((row) => row.remember)).toContain(false);
    const [user] = await h.db.select().from(users).where(eq(users.id, donor.id));
    expect(user?.twoFactorEnabled).toBe(true);
    const logins = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "login"), eq(auditLog.actorUserId, donor.id)));
    expect(logins.map((entry) => entry.data)).toContainEqual({ second_factor: "totp" });
  });
});
