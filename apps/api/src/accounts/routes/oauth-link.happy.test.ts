import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { monthlyForm, newKey, payOnSandbox } from "../../test/payments.ts";
import { findUserByEmail } from "../accounts.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

function linkToken(text: string, path: string): string {
  const token = text.match(new RegExp(`${path}\\?token=([^\\s&]+)`))?.[1];
  if (!token) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(token);
}

async function firstMonthlyGift(email: string, locale: "id" | "en") {
  const response = await h.request("POST", `/v1/payments/recurring?locale=${locale}`, {
    multipart: monthlyForm({ email, payment_methods: "QRIS" }),
    headers: { "Idempotency-Key": newKey() },
    origin: "http://site.test",
  });
  const created = (await json<{ result: { pg_id: string } }>(response)).result;
  expect((await payOnSandbox(h, created.pg_id)).status).toBe(303);
  const welcome = (await h.outbox(email)).find((mail) => mail.kind === "set-password");
  if (!welcome) throw new Error("no welcome mail");
  return welcome;
}

describe("the welcome mail after a first monthly gift", () => {
  it("signs the donor straight in and offers a password as an option; the first badge unlocks", async () => {
    const welcome = await firstMonthlyGift("welcome@example.test", "en");
    expect(welcome.sensitive).toBe(true);
    expect(welcome.subject).toBe("Welcome! Your donor dashboard is ready");
    const text = welcome.text;
    // The sign-in link comes first, the set-password link second (optional).
    expect(text.indexOf("/login/link?token=")).toBeGreaterThan(-1);
    expect(text.indexOf("/login/link?token=")).toBeLessThan(text.indexOf("/reset?token="));
    expect(text).toContain("Choose a password");

    const response = await h.request("POST", "/v1/oauth/link/sign-in", {
      json: { token: linkToken(text, "/login/link") },
    });
    expect(response.status).toBe(200);
    const answer = await json<{ result: { email: string; first: boolean; signed_in_by_link: boolean } }>(
      response,
    );
    expect(answer.result).toMatchObject({
      email: "welcome@example.test",
      first: false,
      signed_in_by_link: true,
    });
    expect((await findUserByEmail(h.db, "welcome@example.test"))?.linkSignInAt).toBeInstanceOf(Date);

    // The optional password link still works after the sign-in, and sets `first`.
    const reset = await h.request("POST", "/v1/oauth/reset", {
      form: { token: linkToken(text, "/reset"), password: "pohon-rindang-2026" },
    });
    expect(reset.status).toBe(200);
    expect((await findUserByEmail(h.db, "welcome@example.test"))?.first).toBe(true);
  });

  it("the welcome sign-in link lasts 7 days, like the password link beside it, and works once", async () => {
    const welcome = await firstMonthlyGift("welcome-late@example.test", "id");
    expect(welcome.subject).not.toBe("Welcome! Your donor dashboard is ready");
    const token = linkToken(welcome.text, "/login/link");
    h.clock.current = new Date(h.clock.current.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    const late = await h.request("POST", "/v1/oauth/link/sign-in", { json: { token } });
    expect(late.status).toBe(400);
  });

  it("a welcome link used once is spent", async () => {
    const welcome = await firstMonthlyGift("welcome-once@example.test", "id");
    const token = linkToken(welcome.text, "/login/link");
    expect((await h.request("POST", "/v1/oauth/link/sign-in", { json: { token } })).status).toBe(200);
    expect((await h.request("POST", "/v1/oauth/link/sign-in", { json: { token } })).status).toBe(400);
  });
});
