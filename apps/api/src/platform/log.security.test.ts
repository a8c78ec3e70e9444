import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness.ts";
import { captureLogs, cleanErrorText, serializeError } from "./log.ts";

// The logs (docs/deploy.md#logs): each request's lines carry its id, and what a person sends (a link's
// token, a password, an e-mail, a cookie) never reaches them.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "log.person@example.test" });
});
afterAll(() => h.close());

function parsed(lines: string[]): Record<string, unknown>[] {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

function linkToken(text: string, path: string): string {
  const token = text.match(new RegExp(`${path}\\?token=([^\\s&]+)`))?.[1];
  if (!token) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(token);
}

describe("the request log", () => {
  it("gives every request an id, echoes it, and writes one access line with the route pattern", async () => {
    const capture = captureLogs();
    try {
      const response = await h.request("GET", "/v1/site/campaigns/sweep-none?locale=en");
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const lines = parsed(capture.lines);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => line.request_id === id)).toBe(true);
      const access = lines.find((line) => line.msg === "request");
      expect(access).toMatchObject({ method: "GET", status: response.status, level: "info" });
      expect(access?.route).toBe("/v1/site/campaigns/:slug");
      expect(typeof access?.ms).toBe("number");
      expect(capture.lines.join("")).not.toContain("locale=en");
    } finally {
      capture.stop();
    }
  });

  it("keeps a sane incoming X-Request-Id and replaces anything else", async () => {
    const kept = await h.request("GET", "/health", { headers: { "X-Request-Id": "lb-req-0123456789" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-req-0123456789");
    for (const bad of ["short", "has spaces in it", `${"x".repeat(200)}`, "evil\u0000id-123456"]) {
      const replaced = await h
        .request("GET", "/health", { headers: { "X-Request-Id": bad } })
        .catch(() => null);
      if (replaced) expect(replaced.headers.get("x-request-id")).not.toBe(bad);
    }
  });

  it("never writes a sign-in link's token, a password, an e-mail or a cookie, even at trace level", async () => {
    const email = "log.person@example.test";
    const password = "a-secret-password-2026";
    const capture = captureLogs("trace");
    try {
      await h.request("POST", "/v1/oauth/link", { json: { email } });
      const mail = (await h.outbox(email)).find((row) => row.text.includes("/login/link?token="));
      const token = linkToken(mail?.text ?? "", "/login/link");
      const signIn = await h.request("POST", "/v1/oauth/link/sign-in", { json: { token } });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.get("set-cookie")?.split(";")[0] ?? "";
      await h.request("POST", "/v1/oauth/login", { form: { email, password, remember: "true" } });
      await h.request("GET", `/v1/donations/recurring/fix?token=${encodeURIComponent(token)}`);
      await h.request("GET", "/v1/oauth/session", { cookie });
      const output = capture.lines.join("");
      expect(capture.lines.length).toBeGreaterThanOrEqual(5);
      for (const secret of [token, encodeURIComponent(token), password, email, cookie.split("=")[1] ?? "-"]) {
        expect(output).not.toContain(secret);
      }
      expect(output).not.toContain("@example.test");
    } finally {
      capture.stop();
    }
  });
});

describe("an error in a log line", () => {
  it("keeps its type, code and message, without the query's parameters or e-mails", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: "23505",
      detail: "Key (email)=(someone@example.test) already exists.",
    });
    const error = new Error(
      'Failed query: insert into "users" ("email") values ($1)\nparams: someone@example.test,secret',
      { cause },
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain("someone@example.test");
    expect(text).not.toContain("secret");
    expect(logged.message).toContain("Failed query: insert into");
    expect(logged.cause).toMatchObject({ code: "23505" });
    expect(cleanErrorText("mail to a.b+c@mail.example.org failed")).toBe("mail to [e-mail] failed");
  });
});
