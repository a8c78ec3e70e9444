import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createHarness,
  dashboardOrigin,
  type Harness,
  json,
  siteOrigin,
  testPassword,
} from "./test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("the app as a whole", () => {
  it("names every operation once and documents its security from the access its route declares", async () => {
    const document = (await (await h.request("GET", "/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    };
    const session = [{ cookieAuth: [] }, { bearerAuth: [] }];
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
        expect(ids.has(operation.operationId ?? ""), `${method} ${path} named twice`).toBe(false);
        ids.add(operation.operationId ?? "");
        expect(Array.isArray(operation.security), `${method} ${path} has no security`).toBe(true);
      }
    }
    // Public, a mailed link and a webhook: nothing to send; a session or a role: the session's schemes.
    expect(document.paths["/v1/campaigns"]?.get?.security).toEqual([]);
    expect(document.paths["/v1/oauth/login"]?.post?.security).toEqual([]);
    expect(document.paths["/v1/webhooks/{provider}"]?.post?.security).toEqual([]);
    expect(document.paths["/v1/oauth/reset"]?.post?.security).toEqual([]);
    expect(document.paths["/v1/users/update"]?.post?.security).toEqual(session);
    expect(document.paths["/v1/admin/queue/{kind}/{id}"]?.post?.security).toEqual(session);
    expect(document.paths["/v1/donations/{localId}/invoice"]?.get?.operationId).toBe(
      "getDonationsByLocalIdInvoice",
    );
  });

  it("serves an OpenAPI document naming every call and an interactive /docs page", async () => {
    const response = await h.request("GET", "/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    for (const path of [
      "/v1/rest",
      "/v1/oauth/login",
      "/v1/oauth/logout",
      "/v1/oauth/session",
      "/v1/oauth/forgot",
      "/v1/oauth/reset",
      "/v1/oauth",
      "/v1/payments/{kind}",
      "/v1/referral",
      "/payment/check",
      "/v1/webhooks/{provider}",
      "/v1/campaigns",
      "/v1/campaigns/{slug}",
      "/v1/campaigns/{slug}/gifts",
      "/v1/users/volunteer",
      "/v1/publics/report",
      "/v1/users/update",
      "/v1/users/vupdate",
      "/v1/users/referral",
      "/v1/payments/recurring",
      "/v1/donations/recurring",
      "/v1/donations",
      "/v1/donations/activate",
      "/v1/donations/changePaymentMethod",
      "/v1/donations/recurring/pause",
      "/v1/donations/recurring/skip",
      "/v1/donations/{localId}/invoice",
      "/v1/donations/point",
      "/v1/donations/incentive",
      "/v1/donations/leaderboard",
      "/v1/donations/vdonate",
      "/v1/donations/vwithdraw",
      "/v1/donations/vredeem",
      "/v1/admin/queue",
      "/v1/admin/queue/{kind}/{id}",
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    const docs = await h.request("GET", "/docs");
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("/openapi.json");
  });

  it("allows credentialed CORS for exactly the site and the dashboard", async () => {
    for (const origin of [siteOrigin, dashboardOrigin]) {
      const preflight = await h.app.request("/v1/oauth/login", {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST" },
      });
      expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
      expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    }
    const foreign = await h.app.request("/v1/oauth/login", {
      method: "OPTIONS",
      headers: { origin: "http://evil.test", "access-control-request-method": "POST" },
    });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("unknown paths answer the error shape, never a stack or SQL", async () => {
    const response = await h.request("GET", "/v1/nothing-here");
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({
      error: true,
      result: null,
      message: "error.notFound",
      code: "NOT_FOUND",
    });
    const broken = await h.request("GET", `/payment/check?channel=BNI&pgid=${"x".repeat(300)}`);
    const text = await broken.text();
    expect(text).not.toMatch(/select|stack|at \w+ \(/i);
  });

  it("rate-limits login per account and socket address; a made-up X-Forwarded-For buys no new quota", async () => {
    await h.createUser({ email: "limited@example.test" });
    const attempts = [];
    for (let index = 0; index < 11; index += 1) {
      attempts.push(
        (
          await h.request("POST", "/v1/oauth/login", {
            form: { email: "limited@example.test", password: "wrong-password" },
            // A new header each time: without TRUSTED_PROXIES it is the client's own text, not believed.
            headers: { "x-forwarded-for": `203.0.113.${index}` },
            address: "198.51.100.7",
          })
        ).status,
      );
    }
    expect(attempts.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(attempts[10]).toBe(429);
    // Even the right password is refused from that address until the window passes.
    const stranger = await h.request("POST", "/v1/oauth/login", {
      form: { email: "limited@example.test", password: testPassword },
      headers: { "x-forwarded-for": "192.0.2.200" },
      address: "198.51.100.7",
    });
    expect(stranger.status).toBe(429);
    // The stranger cannot lock the real person out: from their own address they log in.
    const owner = await h.request("POST", "/v1/oauth/login", {
      form: { email: "limited@example.test", password: testPassword },
      address: "192.0.2.44",
    });
    expect(owner.status).toBe(200);
  });

  it("forgot answers the same for unknown e-mails and sends nothing", async () => {
    const response = await h.request("POST", "/v1/oauth/forgot", { form: { email: "ghost@example.test" } });
    expect(await json(response)).toMatchObject({ error: false, result: "sent", message: "forgot.sent" });
    expect(await h.outbox("ghost@example.test")).toHaveLength(0);
  });
});
