import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json, testPassword } from "../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "donor@example.test", name: "Dina Donor" });
});
afterAll(() => h.close());

describe("accounts: login, session, logout", () => {
  it("logs in with the form, sets an HttpOnly SameSite=Lax cookie, and the session names the user", async () => {
    const response = await h.request("POST", "/v1/oauth/login", {
      form: { email: "Donor@Example.test", password: testPassword, remember: "true" },
    });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({
      error: false,
      result: { email: "donor@example.test", role: "donor", first: true },
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("rimbun.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);

    const cookieHeader = await h.login("donor@example.test");
    const session = await json(await h.request("GET", "/v1/oauth/session", { cookie: cookieHeader }));
    expect(session.result).toMatchObject({
      email: "donor@example.test",
      role: "donor",
      first: true,
      profile: { fullname: "Dina Donor", referral_lock: 0 },
    });
  });

  it("without remember, the cookie ends with the browser and the session after 12 idle hours", async () => {
    const response = await h.request("POST", "/v1/oauth/login", {
      form: { email: "donor@example.test", password: testPassword },
    });
    const line = response.headers.getSetCookie().find((value) => value.startsWith("rimbun.session_token="));
    expect(line).not.toMatch(/Max-Age/i);
    const cookie = await h.login("donor@example.test", testPassword, false);
    const start = h.clock.current;
    h.clock.current = new Date(start.getTime() + 11 * 3600_000);
    expect((await h.request("GET", "/v1/oauth/session", { cookie })).status).toBe(200);
    h.clock.current = new Date(h.clock.current.getTime() + 11 * 3600_000);
    expect((await h.request("GET", "/v1/oauth/session", { cookie })).status).toBe(200);
    h.clock.current = new Date(h.clock.current.getTime() + 12 * 3600_000 + 1000);
    expect((await json(await h.request("GET", "/v1/oauth/session", { cookie }))).result).toBeNull();
    h.clock.current = start;
  });

  it("logout ends the session", async () => {
    const cookie = await h.login("donor@example.test");
    const out = await h.request("POST", "/v1/oauth/logout", { cookie });
    expect(out.status).toBe(200);
    const after = await h.request("GET", "/v1/oauth/session", { cookie });
    expect(after.status).toBe(200);
    expect(await json(after)).toEqual({ error: false, result: null, message: "ok" });
  });

  it("call 1 gives a bearer token that acts like the cookie", async () => {
    const cookie = await h.login("donor@example.test");
    const token = await json<{ result: { token: string } }>(
      await h.request("POST", "/v1/rest", { cookie, json: { platform: "pwa", apps: "dashboard", crx: "" } }),
    );
    const session = await h.request("GET", "/v1/oauth/session", { bearer: token.result.token, origin: null });
    expect(session.status).toBe(200);
    expect((await json(session)).result).toMatchObject({ email: "donor@example.test" });
  });
});

describe("accounts: forgot, reset, password update", () => {
  it("forgot mails a one-hour, single-use link to the dashboard's reset screen; reset sets the password", async () => {
    const user = await h.createUser({ email: "forgetful@example.test", password: null, locale: "en" });
    const response = await h.request("POST", "/v1/oauth/forgot", {
      form: { email: "forgetful@example.test" },
    });
    expect(await json(response)).toMatchObject({ error: false, result: "sent", message: "forgot.sent" });
    const [mail] = await h.outbox("forgetful@example.test");
    expect(mail?.kind).toBe("reset-password");
    const token = mail?.text.match(/\/reset\?token=([^\s&]+)/)?.[1];
    expect(mail?.text).toContain("http://dashboard.test/reset?token=");
    expect(mail?.text).toMatch(/\/reset\?token=[^\s]*&locale=en/);
    expect(token).toBeTruthy();

    const reset = await h.request("POST", "/v1/oauth/reset", {
      form: { token: decodeURIComponent(token ?? ""), password: "a-brand-new-password" },
    });
    expect(reset.status).toBe(200);
    await h.login("forgetful@example.test", "a-brand-new-password");
    const again = await h.request("POST", "/v1/oauth/reset", {
      form: { token: decodeURIComponent(token ?? ""), password: "another-password-1" },
    });
    expect(again.status).toBe(400);
    expect((await json(again)).message).toBe("reset.invalidToken");
    expect(user.first).toBe(false);
  });

  it("call 9 updates the session user's password with the current one", async () => {
    await h.createUser({ email: "newbie@example.test", password: "temporary-pass-1" });
    const cookie = await h.login("newbie@example.test", "temporary-pass-1");
    const response = await h.request("PUT", "/v1/oauth", {
      cookie,
      form: {
        email: "newbie@example.test",
        current_password: "temporary-pass-1",
        password: "my-own-password-2",
      },
    });
    expect(response.status).toBe(200);
    const fresh = await h.login("newbie@example.test", "my-own-password-2");
    const session = await json(await h.request("GET", "/v1/oauth/session", { cookie: fresh }));
    expect(session.result).toMatchObject({ first: true });
  });
});
