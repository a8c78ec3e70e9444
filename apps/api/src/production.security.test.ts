import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxSignatureHeader, signSandboxBody } from "./payments/sandbox.ts";
import {
  auditLog,
  donations,
  emailOutbox,
  jobs,
  newsletterSubscriptions,
  pointLedger,
  users,
} from "./platform/db/schema/index.ts";
import { loadEnv } from "./platform/env.ts";
import { createRouter } from "./platform/http/openapi.ts";
import { testClock } from "./platform/http/test-clock.ts";
import { registerRoutes } from "./routes.ts";
import { json } from "./test/harness.ts";
import { donationForm, newKey } from "./test/payments.ts";
import { createProductionHarness, productionCallbackToken, productionSite } from "./test/production.ts";
import {
  probeAbsent,
  probeAllowed,
  probeAnonymous,
  probeBodies,
  probeWrongRole,
  routeInventory,
  sweepCast,
} from "./test/route-sweep.ts";

// The API started exactly as production would (production config, Xendit against the local
// fake), tried with the requests that reproduced each finding.
let p: Awaited<ReturnType<typeof createProductionHarness>>;
beforeAll(async () => {
  p = await createProductionHarness();
});
afterAll(() => p.close());

async function donate(kind: "single" | "recurring", form: Record<string, string>) {
  const response = await p.h.request("POST", `/v1/payments/${kind}`, {
    multipart: form,
    headers: { "Idempotency-Key": newKey() },
    origin: productionSite,
    address: "198.51.100.10",
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await json<{ result: { pg_id: string; channel: string } }>(response)).result;
}

describe("finding 1: nobody marks a donation paid without paying", () => {
  it("the sandbox's page, webhook and provider do not exist, so a Rp 100.000.000 gift stays unpaid", async () => {
    const volunteer = await p.h.createUser({ email: "buddy@example.test", role: "volunteer" });
    const created = await donate(
      "single",
      donationForm({
        amount: "100000000",
        email: "mark@example.test",
        referral: volunteer.referralCode ?? "",
      }),
    );
    const forged = await p.h.request("POST", `/sandbox/pay/${created.pg_id}`, {
      form: { outcome: "paid" },
      origin: null,
    });
    expect(forged.status).toBe(404);
    const raw = JSON.stringify({ event_id: "forged-1", pg_id: created.pg_id, outcome: "paid" });
    const webhook = await p.h.app.request("/v1/webhooks/sandbox", {
      method: "POST",
      headers: { "content-type": "application/json", [sandboxSignatureHeader]: signSandboxBody("x", raw) },
      body: raw,
    });
    expect(webhook.status).toBe(404);
    const check = await p.h.request(
      "GET",
      `/payment/check?channel=${created.channel}&pgid=${created.pg_id}`,
      {
        origin: productionSite,
      },
    );
    expect(await json(check)).toMatchObject({ status: "PENDING" });
    expect(await p.h.db.select().from(pointLedger).where(eq(pointLedger.userId, volunteer.id))).toEqual([]);
    const cookie = await p.h.login("buddy@example.test");
    const withdraw = await p.h.request("POST", "/v1/donations/vwithdraw", {
      cookie,
      form: { point: "10000" },
    });
    expect(withdraw.status).not.toBe(200);
    const [row] = await p.h.db.select().from(donations).where(eq(donations.pgId, created.pg_id));
    expect(row?.status).toBe("pending");
  });
});

describe("finding 2: no demo accounts in production", () => {
  it("the demo admin with the README's password does not exist", async () => {
    const response = await p.h.request("POST", "/v1/oauth/login", {
      form: { email: "admin@demo.test", password: "demo-password-2026", remember: "true" },
      address: "198.51.100.11",
    });
    expect(response.status).toBe(401);
    // SEED_DEMO=1 is refused at start: env.test.ts and server.process.test.ts.
  });
});

/** Pays a Xendit invoice on the fake, which sends the documented callback to the real webhook. */
async function payOnXendit(pgId: string) {
  const invoice = p.fake.invoiceByExternalId(pgId);
  if (!invoice) throw new Error(`no Xendit invoice for ${pgId}`);
  const delivery = await p.fake.payInvoice(invoice.id);
  expect(delivery?.status).toBe(200);
  return delivery;
}

async function xenditCallback(body: Record<string, unknown>) {
  const response = await p.h.app.request("/v1/webhooks/xendit", {
    method: "POST",
    headers: { "content-type": "application/json", "x-callback-token": productionCallbackToken },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await json<{ result: string }>(response)).result;
}

async function pointsOf(userId: string) {
  const rows = await p.h.db.select().from(pointLedger).where(eq(pointLedger.userId, userId));
  return rows.reduce((sum, row) => sum + Number(row.points), 0);
}

describe("finding 3: the login limit cannot be bypassed or turned against a user", () => {
  it("30 wrong passwords with a new X-Forwarded-For each are limited; the owner elsewhere still logs in", async () => {
    await p.h.createUser({ email: "target@example.test" });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await p.h.request("POST", "/v1/oauth/login", {
        form: { email: "target@example.test", password: `wrong-guess-${attempt}`, remember: "true" },
        headers: { "x-forwarded-for": `10.9.${attempt}.1` },
        address: "203.0.113.50",
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const owner = await p.h.request("POST", "/v1/oauth/login", {
      form: { email: "target@example.test", password: "correct-horse-battery", remember: "true" },
      address: "198.51.100.77",
    });
    expect(owner.status).toBe(200);
  });
});

describe("finding 5: call 1's token is not the session cookie", () => {
  it("decoding it gives no cookie, and its contents as a cookie sign nobody in", async () => {
    const cookie = await p.h.login("buddy@example.test");
    const response = await p.h.request("POST", "/v1/rest", {
      cookie,
      json: { platform: "pwa", apps: "dashboard", crx: "" },
    });
    const { token } = (await json<{ result: { token: string } }>(response)).result;
    const sessionValue = decodeURIComponent(cookie.split("=").slice(1).join("="));
    const decoded = token
      .split(".")
      .map((part) => Buffer.from(part, "base64url").toString("latin1"))
      .join(" ");
    expect(decoded).not.toContain(sessionValue.split(".")[0]);
    const [cookieName] = cookie.split("=");
    const sessionOf = async (options: { cookie?: string; bearer?: string }) =>
      (await json<{ result: unknown }>(await p.h.request("GET", "/v1/oauth/session", options))).result;
    // The old token's payload was the cookie itself: now it names the session id, which is no cookie.
    const payload = Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8");
    const { sid } = JSON.parse(payload) as { sid: string };
    for (const attempt of [sid, encodeURIComponent(payload), token]) {
      expect(await sessionOf({ cookie: `${cookieName}=${attempt}` })).toBeNull();
    }
    expect(await sessionOf({ bearer: token })).toMatchObject({ email: "buddy@example.test" });
  });
});

describe("findings 6 and 7: referrals, the leaderboard and freed codes", () => {
  it("the leaderboard shows no other volunteer's e-mail; a freed code gives its new holder nothing", async () => {
    const first = await p.h.createUser({ email: "first-buddy@example.test", role: "volunteer" });
    const second = await p.h.createUser({ email: "second-buddy@example.test", role: "volunteer" });
    const oldCode = first.referralCode ?? "";
    // A monthly gift referred with the first volunteer's code, paid on Xendit.
    const gift = await donate(
      "recurring",
      donationForm({
        email: "monthly-donor@example.test",
        interval: "MONTH",
        interval_count: "1",
        referral: oldCode,
      }),
    );
    await payOnXendit(gift.pg_id);
    expect(await pointsOf(first.id)).toBe(100);

    const secondCookie = await p.h.login("second-buddy@example.test");
    const board = await p.h.request("GET", "/v1/donations/leaderboard", { cookie: secondCookie });
    expect(board.status).toBe(200);
    const text = await board.text();
    expect(text).not.toContain("first-buddy@example.test");
    expect(text).not.toContain("buddy@example.test");

    // The first volunteer changes code once; the second tries to take the freed one.
    const firstCookie = await p.h.login("first-buddy@example.test");
    const changed = await p.h.request("PUT", "/v1/users/referral", {
      cookie: firstCookie,
      form: { email: "first-buddy@example.test", referral_code: "FRESHCODE1", ref_type: "volunteer" },
    });
    expect(changed.status).toBe(200);
    const taken = await p.h.request("PUT", "/v1/users/referral", {
      cookie: secondCookie,
      form: { email: "second-buddy@example.test", referral_code: oldCode, ref_type: "volunteer" },
    });
    expect(taken.status).not.toBe(200);
    expect(await json(taken)).toMatchObject({ message: "referral.taken" });
    const [secondRow] = await p.h.db.select().from(users).where(eq(users.id, second.id));
    expect(secondRow?.referralCode?.toLowerCase()).not.toBe(oldCode.toLowerCase());
    expect(await pointsOf(second.id)).toBe(0);
  });
});

describe("finding 8: no anonymous mail loop", () => {
  it("a stranger's report requests to one address stop at 3 an hour, greet neutrally, and subscribe nobody", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await p.h.request("POST", "/v1/publics/report", {
        form: {
          name: "Visit http://spam.example now",
          phone: "81234567890",
          email: "victim@example.test",
          agree: "true",
        },
        origin: productionSite,
        address: `198.51.100.${100 + attempt}`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const mails = await p.h.db.select().from(emailOutbox).where(eq(emailOutbox.to, "victim@example.test"));
    expect(mails.some((mail) => mail.text.includes("spam.example"))).toBe(false);
    const [subscription] = await p.h.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "victim@example.test"));
    expect(subscription?.status).toBe("pending");
  });
});

describe("finding 9: a stolen session does not take over payouts", () => {
  it("password change needs the current password; an admin cannot file a withdrawal for a volunteer", async () => {
    const cookie = await p.h.login("buddy@example.test");
    const change = await p.h.request("PUT", "/v1/oauth", {
      cookie,
      form: { email: "buddy@example.test", password: "a-new-password-2026" },
    });
    expect(change.status).toBe(400);
    await p.h.createUser({ email: "staff@example.test", role: "admin" });
    const admin = await p.h.login("staff@example.test");
    const forSomeoneElse = await p.h.request("POST", "/v1/donations/vwithdraw", {
      cookie: admin,
      form: { email: "buddy@example.test", amount: "100" },
    });
    expect(forSomeoneElse.status).toBe(403);
    const audited = await p.h.db.select().from(auditLog).where(eq(auditLog.action, "login"));
    expect(audited.length).toBeGreaterThan(0);
  });
});

describe("findings 10 and 12: a paid webhook's consequences, amounts and refunds", () => {
  it("a first monthly payment makes the account and queues both mails in its transaction", async () => {
    const gift = await donate(
      "recurring",
      donationForm({ email: "new-monthly@example.test", interval: "MONTH", interval_count: "1" }),
    );
    await payOnXendit(gift.pg_id);
    const [account] = await p.h.db.select().from(users).where(eq(users.email, "new-monthly@example.test"));
    expect(account).toBeDefined();
    const mails = await p.h.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "new-monthly@example.test"));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["receipt", "set-password"]);
    const queued = await p.h.db.select().from(jobs).where(eq(jobs.kind, "mail"));
    for (const mail of mails) {
      expect(queued.some((job) => (job.payload as { outboxId?: string }).outboxId === mail.id)).toBe(true);
    }
    // The SIGKILL proof: payments/crash-safety.test.ts (a real process on PostgreSQL).
  });

  it("a paid amount that is not the donation's is flagged, never PAID", async () => {
    const created = await donate(
      "single",
      donationForm({ amount: "500000", email: "underpay@example.test" }),
    );
    const result = await xenditCallback({
      id: p.fake.invoiceByExternalId(created.pg_id)?.id,
      external_id: created.pg_id,
      status: "PAID",
      amount: 500000,
      paid_amount: 50000,
      currency: "IDR",
    });
    expect(result).toBe("flagged");
    const [row] = await p.h.db.select().from(donations).where(eq(donations.pgId, created.pg_id));
    expect(row).toMatchObject({ status: "pending", flag: "amount-mismatch" });
  });

  it("a refund reverses the donation and the referrer's points", async () => {
    const referrer = await p.h.createUser({ email: "refund-buddy@example.test", role: "volunteer" });
    const created = await donate(
      "single",
      donationForm({
        amount: "200000",
        email: "refunder@example.test",
        referral: referrer.referralCode ?? "",
      }),
    );
    await payOnXendit(created.pg_id);
    expect(await pointsOf(referrer.id)).toBe(200);
    const result = await xenditCallback({
      event: "refund.succeeded",
      business_id: "biz",
      created: new Date().toISOString(),
      data: {
        id: `rfd-${created.pg_id}`,
        reference_id: created.pg_id,
        amount: 200000,
        currency: "IDR",
        status: "SUCCEEDED",
        reason: "REQUESTED_BY_CUSTOMER",
      },
    });
    expect(result).toBe("applied");
    const [row] = await p.h.db.select().from(donations).where(eq(donations.pgId, created.pg_id));
    expect(row?.status).toBe("refunded");
    expect(await pointsOf(referrer.id)).toBe(0);
  });
});

describe("finding 11: bodies of another type or malformed", () => {
  it("the route sweep: every route production registers, against production's configuration", async () => {
    // Docs are off in production (finding 12), so the routes come from the router itself.
    expect((await p.h.request("GET", "/openapi.json")).status).toBe(404);
    const { routes, undeclared, unserved } = routeInventory(p.h.app);
    expect(undeclared).toEqual([]);
    expect(unserved).toEqual([]);
    const cast = await sweepCast(p.h, { prefix: "production-sweep", owners: false });
    expect(await probeAnonymous(p.h, routes)).toEqual([]);
    expect(await probeWrongRole(p.h, routes, cast)).toEqual([]);
    expect(await probeBodies(p.h, routes, cast)).toEqual([]);
    expect(await probeAllowed(p.h, routes, cast)).toEqual([]);
    // A JSON body of the wrong shape on a form route is judged as JSON, never handed over as {}.
    const partial = await p.h.request("PUT", "/v1/oauth", {
      cookie: cast.callers.donor.cookie,
      json: { password: "x" },
    });
    expect(partial.status).toBe(400);
    // Another person's ids: route-sweep.security.test.ts (the checks do not depend on the configuration).
  });

  it("no development route exists in production: each answers 404", async () => {
    const development = createRouter();
    registerRoutes(development, { production: false });
    const devRoutes = routeInventory(development).routes.filter((route) => route.rule.who === "dev");
    expect(devRoutes.length).toBeGreaterThan(0);
    expect(routeInventory(p.h.app).routes.filter((route) => route.rule.who === "dev")).toEqual([]);
    expect(await probeAbsent(p.h, devRoutes)).toEqual([]);
  });

  it("broken JSON and broken multipart are 400, not 500", async () => {
    const brokenJson = await p.h.app.request("/v1/oauth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: productionSite },
      body: "{not json",
    });
    expect(brokenJson.status).toBe(400);
    expect(await json(brokenJson)).toMatchObject({ code: "MALFORMED" });
    const brokenMultipart = await p.h.app.request("/v1/payments/single", {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=xyz",
        origin: productionSite,
        "Idempotency-Key": newKey(),
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="amount"\r\n\r\n100000\r\n--broken',
    });
    expect(brokenMultipart.status).toBe(400);
  });

  it("a form-encoded stop with a forged token is refused, and the plan is not called stopped", async () => {
    const response = await p.h.request("PUT", "/v1/payments/recurring", {
      form: { pgid: "inv_missing", token: "a.b.c" },
      origin: productionSite,
    });
    expect(response.status).toBe(403);
    const nonAscii = await p.h.request("PUT", "/v1/payments/recurring", {
      json: { pgid: "inv_missing", token: "YQ.zz.ñ€ü" },
      origin: productionSite,
    });
    expect(nonAscii.status).toBe(403);
  });

  it("a webhook signature of any bytes is 401", async () => {
    for (const token of ["ñüÿ", "x".repeat(300), ""]) {
      const response = await p.h.app.request("/v1/webhooks/xendit", {
        method: "POST",
        headers: { "content-type": "application/json", "x-callback-token": token },
        body: JSON.stringify({ id: "inv", external_id: "x", status: "PAID" }),
      });
      expect(response.status, token).toBe(401);
    }
  });
});

describe("finding 12: operations", () => {
  it("docs are off, health and readiness answer, secure headers are set", async () => {
    expect((await p.h.request("GET", "/docs")).status).toBe(404);
    expect((await p.h.request("GET", "/openapi.json")).status).toBe(404);
    expect((await p.h.request("GET", "/dev/outbox")).status).toBe(404);
    const health = await p.h.request("GET", "/health");
    expect(health.status).toBe(200);
    const ready = await p.h.request("GET", "/ready");
    expect(await json(ready)).toMatchObject({ result: "ready" });
    expect(ready.headers.get("x-content-type-options")).toBe("nosniff");
    expect(ready.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(ready.headers.get("strict-transport-security")).toContain("max-age=");
  });
});

describe("the multi-process test's clock does not exist in production", () => {
  it("TEST_CLOCK_FILE stops a production start, and a production environment never reads the file", () => {
    const file = join(mkdtempSync(join(tmpdir(), "rimbun-clock-")), "offset");
    writeFileSync(file, String(400 * 24 * 3600_000));
    // The production harness's own configuration, plus the test clock.
    const source = Object.fromEntries(
      Object.entries({ ...p.h.env, TEST_CLOCK_FILE: file })
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    );
    expect(() => loadEnv(source)).toThrow(
      /^Invalid configuration: TEST_CLOCK_FILE: only with NODE_ENV=test$/,
    );
    expect(() => loadEnv({ ...source, NODE_ENV: "development" })).toThrow(/TEST_CLOCK_FILE/);
    // Even handed a parsed environment that names a file, the clock is the real one.
    expect(testClock({ NODE_ENV: "production", TEST_CLOCK_FILE: file })).toBeUndefined();
    expect(testClock({ NODE_ENV: "test", TEST_CLOCK_FILE: file })?.().getFullYear()).toBeGreaterThan(
      new Date().getFullYear(),
    );
  });
});
