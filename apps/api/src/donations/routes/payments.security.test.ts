import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, pointLedger, webhookEvents } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, deliverWebhook, donationForm, monthlyForm, newKey } from "../../test/payments.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("Idempotency-Key: a double submit makes one donation", () => {
  it("the same key and body twice answers the same and stores one donation", async () => {
    const key = newKey();
    const form = donationForm({ email: "double@example.test" });
    const first = await createPayment(h, "single", form, key);
    const second = await createPayment(h, "single", form, key);
    expect(second).toEqual(first);
    const rows = await h.db.select().from(donations).where(eq(donations.email, "double@example.test"));
    expect(rows).toHaveLength(1);
  });

  it("two simultaneous submits with one key make one donation and the same answer", async () => {
    const key = newKey();
    const form = donationForm({ email: "racer@example.test" });
    const answers = await Promise.all([1, 2, 3].map(() => createPayment(h, "single", form, key)));
    expect(new Set(answers.map((answer) => answer.pg_id)).size).toBe(1);
    const rows = await h.db.select().from(donations).where(eq(donations.email, "racer@example.test"));
    expect(rows).toHaveLength(1);
  });

  it("the same key with another body is a 409 and creates nothing", async () => {
    const key = newKey();
    await createPayment(h, "single", donationForm({ email: "twice@example.test" }), key);
    const response = await h.request("POST", "/v1/payments/single", {
      multipart: donationForm({ email: "twice@example.test", amount: "999999" }),
      headers: { "Idempotency-Key": key },
      origin: "http://site.test",
    });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ error: true, code: "IDEMPOTENCY_MISMATCH" });
    const rows = await h.db.select().from(donations).where(eq(donations.email, "twice@example.test"));
    expect(rows).toHaveLength(1);
  });
});

describe("webhook: signed, idempotent, never back from done", () => {
  it("refuses a wrong signature and changes nothing", async () => {
    const created = await createPayment(h, "single", donationForm());
    const response = await deliverWebhook(
      h,
      { event_id: "evt_forged", pg_id: created.pg_id, outcome: "paid" },
      "00".repeat(32),
    );
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ error: true, code: "UNAUTHORIZED" });
    const [row] = await h.db.select().from(donations).where(eq(donations.pgId, created.pg_id));
    expect(row?.status).toBe("pending");
  });

  it("a replayed event changes the data exactly once (status, points, mails)", async () => {
    const volunteer = await h.createUser({ email: "replay-buddy@example.test", role: "volunteer" });
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({
        email: "replayed@example.test",
        referral: volunteer.referralCode ?? "",
        referral_code: volunteer.referralCode ?? "",
        referral_type: "volunteer",
      }),
    );
    const event = { event_id: "evt_replay_1", pg_id: created.pg_id, outcome: "paid" as const };
    const first = await json(await deliverWebhook(h, event));
    const second = await json(await deliverWebhook(h, event));
    const both = await Promise.all([deliverWebhook(h, event), deliverWebhook(h, event)]);
    expect(first.result).toBe("applied");
    expect(second.result).toBe("duplicate");
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    const points = await h.db.select().from(pointLedger).where(eq(pointLedger.userId, volunteer.id));
    expect(points).toHaveLength(1);
    const mails = await h.outbox("replayed@example.test");
    expect(mails.filter((mail) => mail.kind === "receipt")).toHaveLength(1);
    expect(mails.filter((mail) => mail.kind === "set-password")).toHaveLength(1);
    const events = await h.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, "evt_replay_1"));
    expect(events).toHaveLength(1);
  });

  it("a done donation never moves back to failed or expired", async () => {
    const created = await createPayment(h, "single", donationForm());
    await deliverWebhook(h, { event_id: "evt_done", pg_id: created.pg_id, outcome: "paid" });
    const late = await json(
      await deliverWebhook(h, { event_id: "evt_late_fail", pg_id: created.pg_id, outcome: "failed" }),
    );
    await deliverWebhook(h, { event_id: "evt_late_expire", pg_id: created.pg_id, outcome: "expired" });
    expect(late.result).toBe("unchanged");
    const [row] = await h.db.select().from(donations).where(eq(donations.pgId, created.pg_id));
    expect(row?.status).toBe("done");
  });

  it("an unknown provider is 404", async () => {
    const response = await h.app.request("/v1/webhooks/nope", { method: "POST", body: "{}" });
    expect(response.status).toBe(404);
  });
});

describe("the payment check reveals one status only", () => {
  it("answers only the status, and nothing for a pgid with the wrong channel", async () => {
    const created = await createPayment(h, "single", donationForm({ email: "private@example.test" }));
    const body = await json<Record<string, unknown>>(
      await h.request("GET", `/payment/check?channel=BNI&pgid=${created.pg_id}`),
    );
    expect(JSON.stringify(body)).not.toContain("private@example.test");
    expect(JSON.stringify(body)).not.toContain("Gita");
    const wrong = await h.request("GET", `/payment/check?channel=OVO&pgid=${created.pg_id}`);
    expect(wrong.status).toBe(404);
  });

  it("a referral lookup reveals no e-mail or name", async () => {
    const volunteer = await h.createUser({
      email: "hidden-buddy@example.test",
      role: "volunteer",
      name: "Hidden Buddy",
    });
    const text = await (
      await h.request("GET", `/v1/referral?search=${volunteer.referralCode}&searchBy=referral_code`)
    ).text();
    expect(text).not.toContain("hidden-buddy");
    expect(text).not.toContain("Hidden");
  });

  it("payments from a foreign origin are refused (CSRF)", async () => {
    const response = await h.request("POST", "/v1/payments/single", {
      multipart: donationForm(),
      headers: { "Idempotency-Key": newKey() },
      origin: "http://evil.test",
    });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ code: "CSRF" });
  });
});
