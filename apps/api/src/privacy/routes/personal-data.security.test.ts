import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "../../accounts/accounts.ts";
import { mailPreferencesOf, mailUnsubscribeUrl } from "../../mail/mail-preferences.ts";
import { signLink } from "../../platform/http/signed-links.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, donationForm, payOnSandbox } from "../../test/payments.ts";

let h: Harness;
let ownerCookie: string;
let otherCookie: string;
let adminCookie: string;
const owner = "privacy.owner@example.test";
const other = "privacy.other@example.test";

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: owner, name: "Puri Owner" });
  await h.createUser({ email: other, name: "Oka Other" });
  await h.createUser({ email: "privacy.admin@example.test", role: "admin" });
  const gift = await createPayment(h, "single", donationForm({ email: other, fullname: "Oka Other" }));
  await payOnSandbox(h, gift.pg_id);
  ownerCookie = await h.login(owner);
  otherCookie = await h.login(other);
  adminCookie = await h.login("privacy.admin@example.test");
});
afterAll(() => h.close());

const deletionLinkOf = async (to: string) => {
  const mails = (await h.outbox(to)).filter((mail) => mail.kind === "account-deletion");
  const match = mails.at(-1)?.text.match(/https?:\/\/\S+\/v1\/privacy\/deletion\/confirm\?\S+/);
  if (!match) throw new Error(`no deletion link for ${to}`);
  return new URL(match[0]);
};

describe("personal data routes refuse anyone but the person", () => {
  it("anonymous callers get 401 on every session route", async () => {
    for (const [method, path] of [
      ["GET", "/v1/privacy/export"],
      ["POST", "/v1/privacy/deletion"],
      ["GET", "/v1/mail/preferences"],
      ["PUT", "/v1/mail/preferences"],
    ] as const) {
      const response = await h.request(method, path, method === "GET" ? {} : { json: {} });
      expect(response.status, path).toBe(401);
    }
  });

  it("the export holds only the caller's own data, never another person's", async () => {
    const response = await h.request("GET", "/v1/privacy/export", { cookie: ownerCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain(owner);
    expect(text).not.toContain(other);
    expect(text).not.toContain("Oka Other");
  });

  it("another user, and an admin, naming the person's e-mail get 403", async () => {
    for (const cookie of [otherCookie, adminCookie]) {
      const read = await h.request("GET", `/v1/privacy/export?email=${encodeURIComponent(owner)}`, {
        cookie,
      });
      expect(read.status).toBe(403);
      expect(await read.text()).not.toContain("Puri");
      const remove = await h.request("POST", "/v1/privacy/deletion", { cookie, json: { email: owner } });
      expect(remove.status).toBe(403);
    }
    expect(await h.outbox(owner)).toHaveLength(0);
  });

  it("mail preferences are always the session's own address", async () => {
    const response = await h.request("PUT", "/v1/mail/preferences", {
      cookie: adminCookie,
      json: { campaign_updates: false, email: owner },
    });
    expect(response.status).toBe(200);
    expect((await mailPreferencesOf(h.db, owner)).campaignUpdates).toBe(true);
  });

  it("wrong body types are 415, malformed bodies 400, huge ones 413", async () => {
    const text = await h.request("PUT", "/v1/mail/preferences", {
      cookie: ownerCookie,
      headers: { "content-type": "text/plain" },
    });
    expect([400, 415]).toContain(text.status);
    const broken = await h.app.request("/v1/mail/preferences", {
      method: "PUT",
      headers: { cookie: ownerCookie, origin: h.env.DASHBOARD_URL, "content-type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    const wrongType = await h.request("PUT", "/v1/mail/preferences", {
      cookie: ownerCookie,
      json: { campaign_updates: "perhaps" },
    });
    expect(wrongType.status).toBe(400);
    const huge = await h.request("POST", "/v1/privacy/deletion", {
      cookie: ownerCookie,
      json: { email: "x".repeat(4 * 1024 * 1024) },
    });
    expect([400, 413]).toContain(huge.status);
    const longQuery = await h.request("GET", `/v1/privacy/export?email=${"y".repeat(300)}`, {
      cookie: ownerCookie,
    });
    expect(longQuery.status).toBe(400);
  });
});

describe("the account deletion link", () => {
  it("a GET only shows the button; forged, expired and other-purpose tokens delete nothing", async () => {
    const requested = await h.request("POST", "/v1/privacy/deletion", { cookie: ownerCookie, json: {} });
    expect(requested.status).toBe(200);
    const link = await deletionLinkOf(owner);
    const shown = await h.app.request(`${link.pathname}${link.search}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('method="post"');
    // Its button's POST must carry an Origin for the CSRF check (a browser may hold a session cookie).
    expect(shown.headers.get("referrer-policy")).toBe("same-origin");
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect((await findUserByEmail(h.db, owner))?.deletedAt).toBeNull();

    const user = await findUserByEmail(h.db, owner);
    const secret = h.env.LINK_SECRET;
    const subject = `${user?.id}:${owner}`;
    const forged = [
      "nonsense",
      signLink(
        "another-secret-of-32-characters!!",
        "account-delete",
        subject,
        new Date(h.clock.current.getTime() + 60_000),
      ),
      signLink(secret, "account-delete", subject, new Date(h.clock.current.getTime() - 1000)),
      signLink(secret, "stop", subject, new Date(h.clock.current.getTime() + 60_000)),
      // The other user's id with the owner's address: the pair must match the account.
      signLink(
        secret,
        "account-delete",
        `${user?.id}:${other}`,
        new Date(h.clock.current.getTime() + 60_000),
      ),
    ];
    for (const token of forged) {
      const response = await h.app.request(
        `/v1/privacy/deletion/confirm?token=${encodeURIComponent(token)}`,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        },
      );
      expect(response.status).toBe(400);
    }
    expect((await findUserByEmail(h.db, owner))?.deletedAt).toBeNull();
  });

  it("the link dies after its hour", async () => {
    const link = await deletionLinkOf(owner);
    const saved = h.clock.current;
    h.clock.current = new Date(saved.getTime() + 61 * 60_000);
    const late = await h.app.request(`${link.pathname}${link.search}`, { method: "POST" });
    h.clock.current = saved;
    expect(late.status).toBe(400);
    expect((await findUserByEmail(h.db, owner))?.deletedAt).toBeNull();
  });

  it("the POST deletes once; a replay is refused and changes nothing", async () => {
    const link = await deletionLinkOf(owner);
    const first = await h.app.request(`${link.pathname}${link.search}`, { method: "POST" });
    expect(first.status).toBe(200);
    expect(await findUserByEmail(h.db, owner)).toBeUndefined();
    const replay = await h.app.request(`${link.pathname}${link.search}`, { method: "POST" });
    expect(replay.status).toBe(400);
    const again = await h.request("GET", "/v1/privacy/export", { cookie: ownerCookie });
    expect(again.status).toBe(401);
  });
});

describe("the optional-mail unsubscribe link", () => {
  it("GET shows a button in the link's language, POST (one-click too) unsubscribes; forged tokens do nothing", async () => {
    const url = new URL(
      mailUnsubscribeUrl(h.services, { email: other, topic: "yearlyStatement", locale: "en" }),
    );
    const page = await h.app.request(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="en"');
    expect(html).not.toContain(other);
    expect((await mailPreferencesOf(h.db, other)).yearlyStatement).toBe(true);

    const forged = await h.app.request(`${url.pathname}?token=${url.searchParams.get("token")}x`, {
      method: "POST",
    });
    expect(forged.status).toBe(400);
    expect((await mailPreferencesOf(h.db, other)).yearlyStatement).toBe(true);

    const oneClick = await h.app.request(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await mailPreferencesOf(h.db, other)).toEqual({ campaignUpdates: true, yearlyStatement: false });
    const replay = await h.app.request(`${url.pathname}${url.search}`, { method: "POST" });
    expect(replay.status).toBe(200);
  });

  it("a wrong body type on the one-click POST is refused", async () => {
    const url = new URL(
      mailUnsubscribeUrl(h.services, { email: other, topic: "campaignUpdates", locale: "id" }),
    );
    const response = await h.app.request(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(415);
    expect((await mailPreferencesOf(h.db, other)).campaignUpdates).toBe(true);
    expect(json).toBeDefined();
  });
});
