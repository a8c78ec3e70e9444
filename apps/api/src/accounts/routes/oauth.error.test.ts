import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json, testPassword } from "../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "donor@example.test" });
});
afterAll(() => h.close());

describe("login refuses invalid input", () => {
  it.each([
    ["empty e-mail", { email: "", password: "x" }, "email", "login.emailEmpty"],
    ["bad e-mail", { email: "donor.example.test", password: "x" }, "email", "login.emailFormat"],
    ["empty password", { email: "donor@example.test", password: "" }, "password", "login.passwordEmpty"],
  ])("%s", async (_label, form, field, id) => {
    const response = await h.request("POST", "/v1/oauth/login", { form });
    expect(response.status).toBe(400);
    expect((await json(response)).fields?.[field]).toBe(id);
  });

  it("a wrong password and an unknown e-mail fail the same way", async () => {
    const wrong = await h.request("POST", "/v1/oauth/login", {
      form: { email: "donor@example.test", password: "nope-nope" },
    });
    const unknown = await h.request("POST", "/v1/oauth/login", {
      form: { email: "who@example.test", password: testPassword },
    });
    expect(wrong.status).toBe(401);
    const unknownBody = await json(unknown);
    expect(await json(wrong)).toEqual(unknownBody);
    expect(unknownBody).toMatchObject({ message: "login.failed", code: "LOGIN_FAILED" });
  });
});

describe("forgot, reset and password update refusals", () => {
  it("forgot without a valid e-mail", async () => {
    const response = await h.request("POST", "/v1/oauth/forgot", { form: { email: "" } });
    expect((await json(response)).fields?.email).toBe("invalid.emptyEmail");
  });

  it("reset with a bad token or a short password", async () => {
    const badToken = await h.request("POST", "/v1/oauth/reset", {
      form: { token: "0123456789abcdef0123", password: "long-enough-1" },
    });
    expect(badToken.status).toBe(400);
    expect((await json(badToken)).message).toBe("reset.invalidToken");
    const short = await h.request("POST", "/v1/oauth/reset", {
      form: { token: "0123456789abcdef0123", password: "short" },
    });
    expect((await json(short)).fields?.password).toBe("password.tooShort");
  });

  it("an expired reset link no longer works", async () => {
    await h.request("POST", "/v1/oauth/forgot", { form: { email: "donor@example.test" } });
    const [mail] = await h.outbox("donor@example.test");
    const token = decodeURIComponent(mail?.text.match(/token=([^\s&]+)/)?.[1] ?? "");
    const start = h.clock.current;
    h.clock.current = new Date(start.getTime() + 61 * 60_000);
    const response = await h.request("POST", "/v1/oauth/reset", {
      form: { token, password: "too-late-password" },
    });
    h.clock.current = start;
    expect(response.status).toBe(400);
  });

  it("password update needs a password of 10 or more, not a common one, and the current password", async () => {
    const cookie = await h.login("donor@example.test");
    const empty = await h.request("PUT", "/v1/oauth", {
      cookie,
      form: { email: "donor@example.test", current_password: testPassword, password: "" },
    });
    expect((await json(empty)).fields?.password).toBe("password.empty");
    const nine = await h.request("PUT", "/v1/oauth", {
      cookie,
      form: { email: "donor@example.test", current_password: testPassword, password: "abcdefghi" },
    });
    expect((await json(nine)).fields?.password).toBe("password.tooShort");
    const common = await h.request("PUT", "/v1/oauth", {
      cookie,
      form: { email: "donor@example.test", current_password: testPassword, password: "Password123" },
    });
    expect(common.status).toBe(400);
    expect(await json(common)).toMatchObject({
      message: "password.common",
      fields: { password: "password.common" },
    });
    const missing = await h.request("PUT", "/v1/oauth", {
      cookie,
      form: { email: "donor@example.test", password: "a-fine-new-password" },
    });
    expect(await json(missing)).toMatchObject({ fields: { current_password: "password.currentEmpty" } });
  });

  it("reset refuses a common password and leaves the link usable for a better one", async () => {
    await h.createUser({ email: "common@example.test", password: null });
    await h.request("POST", "/v1/oauth/forgot", { form: { email: "common@example.test" } });
    const [mail] = await h.outbox("common@example.test");
    const token = decodeURIComponent(mail?.text.match(/token=([^\s&]+)/)?.[1] ?? "");
    const common = await h.request("POST", "/v1/oauth/reset", { form: { token, password: "qwertyuiop" } });
    expect((await json(common)).fields?.password).toBe("password.common");
    const better = await h.request("POST", "/v1/oauth/reset", {
      form: { token, password: "kebun-raya-bogor-7" },
    });
    expect(better.status).toBe(200);
  });
});
