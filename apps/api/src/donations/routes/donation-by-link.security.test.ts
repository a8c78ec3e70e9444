import { validateResponse } from "@rimbun/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_FIX_PURPOSE } from "../../billing/payment-fix.ts";
import { auditLog, donations } from "../../platform/db/schema/index.ts";
import { signLink } from "../../platform/http/signed-links.ts";
import { deleteAccount } from "../../privacy/deletion.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createPayment, donationForm, monthlyForm, payOnSandbox } from "../../test/payments.ts";
import { DONATION_LINK_PURPOSE, donationLinkDays, donationLinkToken } from "../guest-links.ts";

/*
 * A guest's way to their own receipt (docs/decisions/guest-links.md): the receipt mail's link carries
 * an HMAC token naming one donation and its address, in the URL's fragment; the dashboard hands it to
 * this call in a header. The call answers that gift's page data and nothing else, to no one else.
 */

let h: Harness;
const DAY = 24 * 3600_000;
const path = "/v1/donations/by-link";

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const byLink = (token: string | null, options: { query?: string; cookie?: string } = {}) =>
  h.request("GET", `${path}${options.query ?? ""}`, {
    headers: token === null ? {} : { "x-link-token": token },
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });

async function donationOf(pgId: string) {
  const [row] = await h.db.select().from(donations).where(eq(donations.pgId, pgId));
  if (!row) throw new Error("no donation");
  return row;
}

/** A paid single gift of a guest and the link of its receipt mail. */
async function paidGift(email: string, form: Record<string, string> = {}) {
  const created = await createPayment(h, "single", donationForm({ email, ...form }));
  await payOnSandbox(h, created.pg_id);
  const receipt = (await h.outbox(email)).find((mail) => mail.kind === "receipt");
  const href = receipt?.text.match(/https?:\/\/\S+#link=\S+/)?.[0];
  if (!href) throw new Error(`no receipt link for ${email}: ${receipt?.text}`);
  const url = new URL(href);
  const token = new URLSearchParams(url.hash.slice(1)).get("link") ?? "";
  return { donation: await donationOf(created.pg_id), url, token };
}

describe("the receipt link of a donor mail", () => {
  it("opens that gift's receipt data only, with its token in the fragment and the header, never in a URL", async () => {
    const gift = await paidGift("guest.receipt@example.test", { fullname: "Gina Guest" });
    expect(gift.url.origin).toBe(h.env.DASHBOARD_URL);
    expect(gift.url.pathname).toBe(`/invoice/download/${gift.donation.localId}`);
    expect(gift.url.search).toBe("?locale=id");
    const response = await byLink(gift.token, { cookie: "" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: Record<string, unknown> };
    validateResponse("getInvoiceByLink", body.result);
    expect(body.result).toMatchObject({
      local_id: gift.donation.localId,
      fullname: "Gina Guest",
      amount: 100_000,
      status: "done",
      campaign: null,
    });
    // Only what the page shows: no address, phone, provider id or internal id of anyone.
    const text = JSON.stringify(body);
    for (const secret of [gift.donation.email, gift.donation.phone, gift.donation.pgId, gift.donation.id])
      expect(text).not.toContain(secret);
    // Personal: never stored by a shared cache or the browser; the API's pages refer nobody anywhere.
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("refuses a missing, forged, foreign-secret, malformed, huge or expired token alike (404)", async () => {
    const gift = await paidGift("guest.forged@example.test");
    const soon = new Date(h.clock.current.getTime() + DAY);
    const subject = new URLSearchParams(gift.url.hash.slice(1)).get("link")?.split(".")[0] ?? "";
    const bad = [
      null,
      "",
      `${gift.token.slice(0, -3)}abc`,
      `${subject}.zzzzzz.${gift.token.split(".")[2]}`,
      signLink("another-secret-another-secret-xx", DONATION_LINK_PURPOSE, `${gift.donation.id}:x`, soon),
      "not-a-token",
      "ä.ö.ü",
      "a".repeat(5000),
      `${gift.token}.extra`,
    ];
    for (const token of bad) {
      const response = await byLink(token);
      expect(response.status, String(token).slice(0, 40)).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain(gift.donation.localId);
    }
    // The token only in the query (where URLs are logged) is not read at all.
    expect((await byLink(null, { query: `?token=${encodeURIComponent(gift.token)}` })).status).toBe(404);
    expect((await byLink(null, { query: `?link=${encodeURIComponent(gift.token)}` })).status).toBe(404);
    // Valid for 18 months, then gone.
    const start = h.clock.current;
    h.clock.current = new Date(start.getTime() + (donationLinkDays - 1) * DAY);
    expect((await byLink(gift.token)).status).toBe(200);
    h.clock.current = new Date(start.getTime() + (donationLinkDays + 1) * DAY);
    expect((await byLink(gift.token)).status).toBe(404);
    h.clock.current = start;
  });

  it("takes no token of another purpose: the stop link, the failed-payment link, a sign of the bare id", async () => {
    const email = "guest.purpose@example.test";
    const created = await createPayment(h, "recurring", monthlyForm({ email }));
    await payOnSandbox(h, created.pg_id);
    const donation = await donationOf(created.pg_id);
    const soon = new Date(h.clock.current.getTime() + DAY);
    const receipt = (await h.outbox(email)).find((mail) => mail.kind === "receipt");
    const stopToken = new URL(
      receipt?.text.match(/https?:\/\/\S+\/donation\/stop\?\S+/)?.[0] ?? "http://x",
    ).searchParams.get("token");
    expect(stopToken).toBeTruthy();
    const others = [
      stopToken ?? "",
      signLink(h.env.LINK_SECRET, "stop", `${donation.id}:x`, soon),
      signLink(h.env.LINK_SECRET, PAYMENT_FIX_PURPOSE, `${donation.id}:x`, soon),
      signLink(h.env.LINK_SECRET, "account-delete", `${donation.id}:${donation.email}`, soon),
      // The right purpose, but not bound to the gift's address.
      signLink(h.env.LINK_SECRET, DONATION_LINK_PURPOSE, donation.id, soon),
      signLink(h.env.LINK_SECRET, DONATION_LINK_PURPOSE, `${donation.id}:`, soon),
      signLink(h.env.LINK_SECRET, DONATION_LINK_PURPOSE, `${donation.localId}:x`, soon),
    ];
    for (const token of others) expect((await byLink(token)).status).toBe(404);
  });

  it("answers only the gift its token names: no parameter, session or other token reaches another gift", async () => {
    const mine = await paidGift("guest.mine@example.test", { fullname: "Mina Mine" });
    const theirs = await paidGift("guest.theirs@example.test", { fullname: "Theo Theirs" });
    const tricks = [
      `?localId=${theirs.donation.localId}`,
      `?local_id=${theirs.donation.localId}`,
      `?id=${theirs.donation.id}`,
      `?donation=${theirs.donation.id}&link=${encodeURIComponent(theirs.token)}`,
    ];
    for (const query of tricks) {
      const body = (await (await byLink(mine.token, { query })).json()) as { result: { local_id: string } };
      expect(body.result.local_id).toBe(mine.donation.localId);
      expect(JSON.stringify(body)).not.toContain("Theo Theirs");
    }
    // Signed in as someone else changes nothing: the token speaks for its gift, the session for nobody.
    await h.createUser({ email: "someone.else@example.test" });
    const cookie = await h.login("someone.else@example.test");
    const withSession = (await (await byLink(mine.token, { cookie })).json()) as {
      result: { local_id: string };
    };
    expect(withSession.result.local_id).toBe(mine.donation.localId);
    // And the session's own invoice route never reads the header.
    const sessionRoute = await h.request("GET", `/v1/donations/${theirs.donation.localId}/invoice`, {
      headers: { "x-link-token": theirs.token },
    });
    expect(sessionRoute.status).toBe(401);
    const foreign = await h.request("GET", `/v1/donations/${theirs.donation.localId}/invoice`, {
      cookie,
      headers: { "x-link-token": theirs.token },
    });
    expect(foreign.status).toBe(403);
  });

  it("is harmless to replay: the same answer every time and nothing written", async () => {
    const gift = await paidGift("guest.replay@example.test");
    const auditBefore = await h.db.select().from(auditLog);
    const outboxBefore = await h.outbox();
    const answers = await Promise.all([1, 2, 3, 4].map(() => byLink(gift.token)));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(bodies).size).toBe(1);
    expect(await donationOf(gift.donation.pgId)).toEqual(gift.donation);
    expect(await h.db.select().from(auditLog)).toHaveLength(auditBefore.length);
    expect(await h.outbox()).toHaveLength(outboxBefore.length);
  });

  it("dies with the donor's account: once deleted and anonymised, an earlier link opens nothing", async () => {
    const email = "guest.deleted@example.test";
    const user = await h.createUser({ email });
    const gift = await paidGift(email);
    expect((await byLink(gift.token)).status).toBe(200);
    expect(await deleteAccount(h.services, user)).toBe(true);
    const response = await byLink(gift.token);
    expect(response.status).toBe(404);
    // A link made now for the anonymised row would not be mailed to anyone; the old one stays dead.
    expect(JSON.stringify(await response.json())).not.toContain(gift.donation.localId);
  });

  it("dies when staff correct the gift's address: the first recipient's link opens nothing", async () => {
    const gift = await paidGift("guest.typo@example.test");
    await h.db
      .update(donations)
      .set({ email: "guest.right@example.test" })
      .where(eq(donations.id, gift.donation.id));
    expect((await byLink(gift.token)).status).toBe(404);
    const fresh = donationLinkToken(h.services, { id: gift.donation.id, email: "Guest.Right@example.test" });
    expect((await byLink(fresh)).status).toBe(200);
  });

  it("may be read by the dashboard's origin only (CORS), the header allowed in its preflight", async () => {
    const gift = await paidGift("guest.cors@example.test");
    const preflight = await h.app.request(path, {
      method: "OPTIONS",
      headers: {
        origin: h.env.DASHBOARD_URL,
        "access-control-request-method": "GET",
        "access-control-request-headers": "x-link-token",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe(h.env.DASHBOARD_URL);
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-link-token");
    const evil = await h.request("GET", path, {
      origin: "https://evil.example",
      headers: { "x-link-token": gift.token },
    });
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
  });
});
