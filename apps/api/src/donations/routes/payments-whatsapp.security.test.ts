import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  donations,
  recurringPlans,
  users,
  whatsAppConsents,
  whatsAppMessages,
} from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, deliverWebhook, monthlyForm, newKey } from "../../test/payments.ts";

// The flow's "Remind me on WhatsApp" (docs/decisions/whatsapp.md#the-donation-flows-switch): call 3 is
// public, so the switch only ever leads to one confirmation, sent when the first payment is confirmed,
// to a number nobody else uses, for an account the form's sender owns.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(() => h.close());

let events = 0;
async function pay(pgId: string) {
  events += 1;
  const event = { event_id: `evt_wa_${events}`, pg_id: pgId, outcome: "paid" as const };
  const answer = await json<{ result: string }>(await deliverWebhook(h, event));
  return { answer: answer.result, replay: () => deliverWebhook(h, event) };
}

const post = (form: Record<string, string>, options: { cookie?: string; key?: string } = {}) =>
  h.request("POST", "/v1/payments/recurring", {
    multipart: form,
    headers: { "Idempotency-Key": options.key ?? newKey() },
    origin: "http://site.test",
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });

const messagesTo = (to: string) => h.db.select().from(whatsAppMessages).where(eq(whatsAppMessages.to, to));
async function consentOfEmail(email: string) {
  const [user] = await h.db.select().from(users).where(eq(users.email, email));
  if (!user) return undefined;
  const [consent] = await h.db.select().from(whatsAppConsents).where(eq(whatsAppConsents.userId, user.id));
  return consent;
}

describe("call 3's whatsapp_reminders field", () => {
  it("refuses other types and huge values with 400, storing nothing", async () => {
    for (const value of ["yes", "on", "1", "TRUE ", "true".repeat(5000)]) {
      const response = await post(monthlyForm({ email: "wa.types@example.test", whatsapp_reminders: value }));
      expect(response.status, value.slice(0, 12)).toBe(400);
    }
    for (const value of [1, "yes", {}, [true], null]) {
      const response = await h.request("POST", "/v1/payments/recurring", {
        json: { ...monthlyForm({ email: "wa.types@example.test" }), whatsapp_reminders: value },
        headers: { "Idempotency-Key": newKey() },
        origin: "http://site.test",
      });
      // Call 3 reads forms: JSON, where true and 1 differ in type, is not a body it takes.
      expect(response.status, JSON.stringify(value)).toBe(415);
    }
    const rows = await h.db.select().from(donations).where(eq(donations.email, "wa.types@example.test"));
    expect(rows).toHaveLength(0);
  });

  it("refuses a number WhatsApp cannot reach (a landline, a foreign one) on the phone field; without the switch it stays a phone", async () => {
    for (const [phone, message] of [
      ["0215551234", "invalid.whatsAppNumber"],
      ["+6581234567", "invalid.phoneFormat"],
      ["0812<script>", "invalid.phoneFormat"],
    ] as const) {
      const response = await post(
        monthlyForm({ email: "wa.landline@example.test", phone, whatsapp_reminders: "true" }),
      );
      expect(response.status).toBe(400);
      const body = await json<{ fields: Record<string, string> }>(response);
      expect(body.fields).toEqual({ phone: message });
    }
    expect((await post(monthlyForm({ email: "wa.landline@example.test", phone: "0215551234" }))).status).toBe(
      200,
    );
  });

  it("an unpaid form messages nobody: the plan remembers the choice, no consent, no message", async () => {
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email: "wa.unpaid@example.test", phone: "081277770001", whatsapp_reminders: "true" }),
    );
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, created.pg_id));
    expect(plan?.whatsAppReminders).toBe(true);
    expect(await messagesTo("+6281277770001")).toHaveLength(0);
    expect(
      await h.db.select().from(whatsAppConsents).where(eq(whatsAppConsents.phone, "+6281277770001")),
    ).toEqual([]);
  });

  it("a guest's first payment asks once (pending, donation_flow), however often the form and the payment are replayed", async () => {
    const key = newKey();
    const form = monthlyForm({
      email: "wa.guest@example.test",
      fullname: "Gita <b>Guest</b>",
      phone: "+62 812-7777-0002",
      whatsapp_reminders: "true",
    });
    const created = await createPayment(h, "recurring", form, key);
    expect((await createPayment(h, "recurring", form, key)).pg_id).toBe(created.pg_id);
    const paid = await pay(created.pg_id);
    expect(paid.answer).toBe("applied");
    await Promise.all([paid.replay(), paid.replay()]);
    const consent = await consentOfEmail("wa.guest@example.test");
    expect(consent).toMatchObject({ phone: "+6281277770002", status: "pending", source: "donation_flow" });
    const sent = await messagesTo("+6281277770002");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      template: "rimbun_consent_confirm",
      purpose: "confirmation",
      locale: "id",
    });
    const [donation] = await h.db.select().from(donations).where(eq(donations.pgId, created.pg_id));
    expect(sent[0]?.donationId).toBe(donation?.id);
  });

  it("a form sent without a session does not touch an existing account's choice", async () => {
    const owner = await h.createUser({ email: "wa.existing@example.test", name: "Eka Existing" });
    await h.db.insert(whatsAppConsents).values({
      userId: owner.id,
      phone: "+6281277770003",
      status: "confirmed",
      source: "reply",
      chosenAt: new Date(),
      confirmedAt: new Date(),
    });
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email: "wa.existing@example.test", phone: "081277770004", whatsapp_reminders: "true" }),
    );
    await pay(created.pg_id);
    expect(await consentOfEmail("wa.existing@example.test")).toMatchObject({
      phone: "+6281277770003",
      status: "confirmed",
    });
    expect(await messagesTo("+6281277770004")).toHaveLength(0);

    const fresh = await h.createUser({ email: "wa.nochoice@example.test" });
    const second = await createPayment(
      h,
      "recurring",
      monthlyForm({ email: "wa.nochoice@example.test", phone: "081277770005", whatsapp_reminders: "true" }),
    );
    await pay(second.pg_id);
    expect(await consentOfEmail(fresh.email)).toBeUndefined();
    expect(await messagesTo("+6281277770005")).toHaveLength(0);
  });

  it("the signed-in owner's own form asks; another signed-in person's session vouches for nothing", async () => {
    await h.createUser({ email: "wa.signed@example.test", name: "Sari Signed" });
    await h.createUser({ email: "wa.intruder@example.test" });
    const intruder = await h.login("wa.intruder@example.test");
    const foreign = await post(
      monthlyForm({ email: "wa.signed@example.test", phone: "081277770006", whatsapp_reminders: "true" }),
      { cookie: intruder },
    );
    expect(foreign.status).toBe(200);
    await pay((await json<{ result: { pg_id: string } }>(foreign)).result.pg_id);
    expect(await consentOfEmail("wa.signed@example.test")).toBeUndefined();
    expect(await consentOfEmail("wa.intruder@example.test")).toBeUndefined();

    const owner = await h.login("wa.signed@example.test");
    const own = await post(
      monthlyForm({ email: "wa.signed@example.test", phone: "081277770007", whatsapp_reminders: "true" }),
      { cookie: owner },
    );
    await pay((await json<{ result: { pg_id: string } }>(own)).result.pg_id);
    expect(await consentOfEmail("wa.signed@example.test")).toMatchObject({
      phone: "+6281277770007",
      status: "pending",
      source: "donation_flow",
    });
    expect(await messagesTo("+6281277770007")).toHaveLength(1);
    expect(await messagesTo("+6281277770006")).toHaveLength(0);
  });

  it("a number another account confirmed or stopped gets nothing from a stranger's gift", async () => {
    const holder = await h.createUser({ email: "wa.holder@example.test" });
    const stopper = await h.createUser({ email: "wa.stopper@example.test" });
    const at = new Date();
    await h.db.insert(whatsAppConsents).values([
      { userId: holder.id, phone: "+6281277770008", status: "confirmed", source: "reply", chosenAt: at },
      { userId: stopper.id, phone: "+6281277770009", status: "opted-out", source: "stop", chosenAt: at },
    ]);
    for (const [email, phone] of [
      ["wa.stranger1@example.test", "0812 7777 0008"],
      ["wa.stranger2@example.test", "0812-7777-0009"],
    ] as const) {
      const created = await createPayment(
        h,
        "recurring",
        monthlyForm({ email, phone, whatsapp_reminders: "true" }),
      );
      expect((await pay(created.pg_id)).answer).toBe("applied");
      expect(await consentOfEmail(email)).toBeUndefined();
    }
    expect(await messagesTo("+6281277770008")).toHaveLength(0);
    expect(await messagesTo("+6281277770009")).toHaveLength(0);
  });

  it("a one-off gift ignores the field; a later month's payment never asks again", async () => {
    const single = await h.request("POST", "/v1/payments/single", {
      multipart: {
        ...monthlyForm({ email: "wa.single@example.test", phone: "081277770010" }),
        whatsapp_reminders: "true",
      },
      headers: { "Idempotency-Key": newKey() },
      origin: "http://site.test",
    });
    expect(single.status).toBe(200);
    await pay((await json<{ result: { pg_id: string } }>(single)).result.pg_id);
    expect(await messagesTo("+6281277770010")).toHaveLength(0);

    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email: "wa.later@example.test", phone: "081277770011", whatsapp_reminders: "true" }),
    );
    await pay(created.pg_id);
    const consent = await consentOfEmail("wa.later@example.test");
    await h.db
      .update(whatsAppConsents)
      .set({ status: "opted-out", source: "settings" })
      .where(eq(whatsAppConsents.id, consent?.id ?? ""));
    await pay(created.pg_id);
    expect(await messagesTo("+6281277770011")).toHaveLength(1);
    expect((await consentOfEmail("wa.later@example.test"))?.status).toBe("opted-out");
  });
});
