import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donationLinkToken } from "../../donations/guest-links.ts";
import { donations } from "../../platform/db/schema/index.ts";
import { runDueJobs } from "../../platform/jobs/runner.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, donationForm } from "../../test/payments.ts";
import { dayAfter, giveInSomeonesName, tributeOf } from "../../test/tributes.ts";

let h: Harness;
let owner: string;
let other: string;
let admin: string;
let staff: string;
let volunteer: string;
let gift: { donationId: string; localId: string; pgId: string };
const ownerEmail = "tribute.owner@example.test";
const honoree = "tribute.honoree@example.test";
const script = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: ownerEmail, name: "Owner" });
  await h.createUser({ email: "tribute.other@example.test", name: "Other" });
  await h.createUser({ email: "tribute.admin@example.test", role: "admin" });
  await h.createUser({ email: "tribute.staff@example.test", role: "staff" });
  await h.createUser({ email: "tribute.volunteer@example.test", role: "volunteer" });
  owner = await h.login(ownerEmail);
  other = await h.login("tribute.other@example.test");
  admin = await h.login("tribute.admin@example.test");
  staff = await h.login("tribute.staff@example.test");
  volunteer = await h.login("tribute.volunteer@example.test");
  gift = await giveInSomeonesName(h, {
    email: ownerEmail,
    tribute_email: honoree,
    tribute_name: `Sari ${script}`,
    tribute_message: `Hi ${script} http://evil.example/phish`,
    tribute_send_on: dayAfter(h, 10),
  });
});
afterAll(() => h.close());

const day = (cookie: string | undefined, body: unknown, localId = gift.localId) =>
  h.request("PUT", `/v1/tributes/${localId}/day`, { ...(cookie ? { cookie } : {}), json: body });
const resend = (cookie?: string, localId = gift.localId) =>
  h.request("POST", `/v1/tributes/${localId}/resend`, cookie ? { cookie } : {});
const certificate = (cookie?: string, query = "") =>
  h.request("GET", `/v1/tributes/${gift.localId}/certificate${query}`, cookie ? { cookie } : {});

describe("tributes: who may read and change what", () => {
  it("anonymous: 401 on every call, nothing changes", async () => {
    expect((await h.request("GET", "/v1/tributes")).status).toBe(401);
    expect((await day(undefined, { send_on: dayAfter(h, 2) })).status).toBe(401);
    expect((await resend()).status).toBe(401);
    expect((await certificate()).status).toBe(401);
    expect((await tributeOf(h, gift.donationId)).sendOn).toBe(dayAfter(h, 10));
  });

  it("the donor lists their own tribute and reads its certificate", async () => {
    const list = await json<{ result: { local_id: string; honoree_email: string }[] }>(
      await h.request("GET", "/v1/tributes", { cookie: owner }),
    );
    expect(list.result.map((t) => t.local_id)).toEqual([gift.localId]);
    expect(list.result[0]?.honoree_email).not.toContain("tribute.honoree@"); // masked
    const pdf = await certificate(owner, "?locale=en");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("another donor: sees none of it, and reading, moving or resending it is 404 with nothing changed", async () => {
    const list = await json<{ result: unknown[] }>(await h.request("GET", "/v1/tributes", { cookie: other }));
    expect(list.result).toEqual([]);
    for (const cookie of [other, staff, volunteer]) {
      expect((await certificate(cookie)).status).toBe(404);
      expect((await day(cookie, { send_on: dayAfter(h, 2) })).status).toBe(404);
      expect((await day(cookie, "not an object")).status).toBe(404);
      expect((await resend(cookie)).status).toBe(404);
    }
    const row = await tributeOf(h, gift.donationId);
    expect(row).toMatchObject({ sendOn: dayAfter(h, 10), generation: 1, status: "scheduled" });
  });

  it("an administrator may read the certificate (support) but not move or send someone's card", async () => {
    expect((await certificate(admin)).status).toBe(200);
    expect((await day(admin, { send_on: dayAfter(h, 2) })).status).toBe(404);
    expect((await resend(admin)).status).toBe(404);
  });

  it.each([
    ["a past day", { send_on: "2000-01-01" }],
    ["no day", {}],
    ["more than a year ahead", { send_on: "2999-01-01" }],
    ["not a day", { send_on: "2026-02-30" }],
    ["a huge value", { send_on: "9".repeat(100_000) }],
    ["an array", [{ send_on: "2026-12-01" }]],
    ["script text", { send_on: script }],
    ["an extra field", { send_on: "2026-12-01", status: "sent" }],
  ])("refuses %s with 400 and changes nothing", async (_name, body) => {
    const response = await day(owner, body);
    expect(response.status).toBe(400);
    expect((await tributeOf(h, gift.donationId)).sendOn).toBe(dayAfter(h, 10));
  });

  it("refuses a body that is not a form or JSON, and malformed JSON", async () => {
    const text = await h.request("PUT", `/v1/tributes/${gift.localId}/day`, {
      cookie: owner,
      headers: { "content-type": "text/plain" },
    });
    expect([400, 415]).toContain(text.status);
    const broken = await h.app.request(`/v1/tributes/${gift.localId}/day`, {
      method: "PUT",
      headers: { cookie: owner, origin: h.env.DASHBOARD_URL, "content-type": "application/json" },
      body: '{"send_on": ',
    });
    expect(broken.status).toBe(400);
  });

  it("two resends at once send one card; a replay after the limit is 409", async () => {
    const answers = await Promise.all([resend(owner), resend(owner)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    await runDueJobs(h.services);
    expect((await h.outbox(honoree)).filter((m) => m.kind === "tribute-card").length).toBe(1);
    expect((await resend(owner)).status).toBe(200);
    await runDueJobs(h.services);
    expect((await resend(owner)).status).toBe(200);
    await runDueJobs(h.services);
    expect((await resend(owner)).status).toBe(409);
    expect((await h.outbox(honoree)).filter((m) => m.kind === "tribute-card").length).toBe(3);
    // A sent card's day no longer moves.
    expect((await day(owner, { send_on: dayAfter(h, 3) })).status).toBe(409);
  });

  it("the person's name and the message stay text in the mail: escaped, no link made of them", async () => {
    const [card] = (await h.outbox(honoree)).filter((m) => m.kind === "tribute-card");
    expect(card?.html).not.toContain("<script>");
    expect(card?.html).not.toContain("<img src=x");
    expect(card?.html).toContain("&lt;script&gt;");
    expect(card?.html).not.toContain('href="http://evil.example');
    expect(card?.subject).toContain("Gita Giver");
  });

  it("a guest's receipt link opens the certificate; a forged or another gift's token is 404", async () => {
    const [row] = await h.db.select().from(donations).where(eq(donations.id, gift.donationId));
    const token = donationLinkToken(h.services, { id: gift.donationId, email: row?.email ?? "" });
    const byLink = (value?: string) =>
      h.request(
        "GET",
        "/v1/tributes/certificate/by-link?locale=id",
        value ? { headers: { "x-link-token": value } } : {},
      );
    expect((await byLink(token)).status).toBe(200);
    expect((await byLink()).status).toBe(404);
    expect((await byLink(`${token}x`)).status).toBe(404);
    expect((await byLink("a".repeat(10_000))).status).toBe(404);
    const plain = await createPayment(h, "single", donationForm({ email: "plain@example.test" }));
    const [plainRow] = await h.db.select().from(donations).where(eq(donations.pgId, plain.pg_id));
    const plainToken = donationLinkToken(h.services, { id: plainRow?.id ?? "", email: "plain@example.test" });
    expect((await byLink(plainToken)).status).toBe(404);
  });
});

describe("call 3's tribute fields", () => {
  const give = (fields: Record<string, string>) =>
    h.request("POST", "/v1/payments/single", {
      multipart: donationForm({ tribute_occasion: "honour", tribute_name: "Sari", ...fields }),
      headers: { "Idempotency-Key": `tribute-sec-${Math.random().toString(36).slice(2)}-key` },
      origin: "http://site.test",
    });
  it.each([
    ["a past day", { tribute_send_on: "2000-01-01" }, "tribute_send_on"],
    ["no day", {}, "tribute_send_on"],
    ["no name", { tribute_name: "", tribute_send_on: "2099-01-01" }, "tribute_name"],
    [
      "a huge message",
      { tribute_message: "x".repeat(50_000), tribute_send_on: "2099-01-01" },
      "tribute_message",
    ],
    ["an unknown occasion", { tribute_occasion: "party" }, "tribute_occasion"],
    ["a card language we do not have", { tribute_locale: "fr" }, "tribute_locale"],
  ])("refuses %s with 400 naming the field, and stores no donation", async (_name, fields, field) => {
    const before = (await h.db.select({ id: donations.id }).from(donations)).length;
    const response = await give(fields);
    expect(response.status).toBe(400);
    expect(Object.keys((await json(response)).fields ?? {})).toContain(field);
    expect((await h.db.select({ id: donations.id }).from(donations)).length).toBe(before);
  });
});
