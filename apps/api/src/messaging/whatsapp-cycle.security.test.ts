import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserById } from "../accounts/accounts.ts";
import { sendMethodExpiryNotice } from "../billing/provider-plans.ts";
import { WHATSAPP_PAY_PURPOSE, whatsAppPayToken } from "../billing/whatsapp-pay-link.ts";
import {
  donations,
  emailOutbox,
  recurringPlans,
  whatsAppConsents,
  whatsAppMessages,
  whatsAppUnreachableNumbers,
} from "../platform/db/schema/index.ts";
import { signLink } from "../platform/http/signed-links.ts";
import { runDueJobs } from "../platform/jobs/runner.ts";
import { deleteAccount } from "../privacy/deletion.ts";
import { createHarness, type Harness, json } from "../test/harness.ts";
import { mailKinds, paidMonthlyPlan, planOf } from "../test/monthly-plans.ts";
import { createPayment, donationForm, payOnSandbox } from "../test/payments.ts";
import { answerFromWhatsApp } from "./consent.ts";
import { queueBesideMail, whatsAppText } from "./cycle-messages.ts";

// The cycle's WhatsApp pieces that face people who are not the donor: the pay button's link, what a
// person's data export and deletion do with their WhatsApp, and the "WhatsApp only" promise after a STOP.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const payPath = "/v1/donations/recurring/pay";

async function pendingDonation(email: string) {
  const created = await createPayment(h, "single", donationForm({ email }));
  const [row] = await h.db.select().from(donations).where(eq(donations.pgId, created.pg_id));
  if (!row) throw new Error("no donation");
  return row;
}

let numberSeq = 0;
async function donorOnWhatsApp(email: string, whatsAppOnly: boolean) {
  const user = await h.createUser({ email, name: "Sari", locale: "en" });
  numberSeq += 1;
  const phone = `+6281266600${String(numberSeq).padStart(3, "0")}`;
  await h.db.insert(whatsAppConsents).values({
    userId: user.id,
    phone,
    status: "confirmed",
    source: "reply",
    chosenAt: h.clock.current,
    confirmedAt: h.clock.current,
    whatsAppOnly,
  });
  return { user, phone };
}

function queueReceipt(user: { id: string; email: string }, donationId: string | null, key: string) {
  return h.db.transaction((tx) =>
    queueBesideMail(
      tx,
      { userId: user.id, email: user.email },
      {
        template: "rimbun_payment_received",
        purpose: "receipt",
        locale: "en",
        body: ["Sari", "Rp 50.000"],
        donationId,
        key,
      },
    ),
  );
}

describe("the WhatsApp pay button's link", () => {
  it("sends anyone holding a valid token to that month's pay page, and nothing else", async () => {
    const donation = await pendingDonation("pay-link@example.test");
    const token = whatsAppPayToken(h.services, donation.id);
    const tap = await h.app.request(`${payPath}?token=${token}`);
    expect(tap.status).toBe(302);
    expect(tap.headers.get("location")).toBe(donation.invoiceUrl);
    expect(tap.headers.get("cache-control")).toBe("no-store");
    // Opening it twice (a link preview, a second tap) creates nothing.
    expect((await h.app.request(`${payPath}?token=${token}`)).status).toBe(302);
    expect(
      await h.db.select().from(donations).where(eq(donations.email, "pay-link@example.test")),
    ).toHaveLength(1);
  });

  it("refuses forged, other-purpose, unknown, oversized and expired tokens with the invalid page", async () => {
    const donation = await pendingDonation("pay-link-bad@example.test");
    const token = whatsAppPayToken(h.services, donation.id);
    const later = new Date(h.clock.current.getTime() + 3600_000);
    const bad = [
      `${token.slice(0, -2)}xx`,
      signLink(h.env.LINK_SECRET, "stop", donation.id, later),
      signLink(h.env.LINK_SECRET, WHATSAPP_PAY_PURPOSE, crypto.randomUUID(), later),
      signLink(h.env.LINK_SECRET, WHATSAPP_PAY_PURPOSE, "'; drop table donations; --", later),
      signLink("another-secret-another-secret-00", WHATSAPP_PAY_PURPOSE, donation.id, later),
      `${token}.extra`,
      "x".repeat(5000),
      "",
    ];
    for (const candidate of bad) {
      const response = await h.app.request(`${payPath}?token=${encodeURIComponent(candidate)}&locale=en`);
      expect(response.status, candidate.slice(0, 40)).toBe(400);
      expect(await response.text()).toContain("not valid");
    }
    // A token given twice counts by its first value.
    expect((await h.app.request(`${payPath}?token=bad&token=${token}`)).status).toBe(400);
    const saved = h.clock.current;
    h.clock.current = new Date(saved.getTime() + 41 * 86_400_000);
    expect((await h.app.request(`${payPath}?token=${token}`)).status).toBe(400);
    h.clock.current = saved;
  });

  it("says so when the month is already paid, in the donation's language", async () => {
    const donation = await pendingDonation("pay-link-paid@example.test");
    await payOnSandbox(h, donation.pgId);
    const response = await h.app.request(`${payPath}?token=${whatsAppPayToken(h.services, donation.id)}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/sudah dibayar|already paid/);
  });
});

describe("WhatsApp only, and a STOP before the message leaves", () => {
  it("mails the message instead: the donor asked for no mail, and must not get nothing", async () => {
    const { user, phone } = await donorOnWhatsApp("wa-only-stop@example.test", true);
    const beside = await queueReceipt(user, null, "receipt:wa-only-stop");
    expect(beside.mail).toBe(false);
    // The same job again (a crash and a retry) decides as the first run did, and queues nothing more.
    expect(await queueReceipt(user, null, "receipt:wa-only-stop")).toEqual({ mail: false });
    await answerFromWhatsApp(h.db, phone, "stop", h.clock.current, "wamid.STOP-1");
    await runDueJobs(h.services);
    const rows = await h.db.select().from(whatsAppMessages).where(eq(whatsAppMessages.to, phone));
    expect(rows.map((row) => [row.purpose, row.status]).sort()).toEqual([
      ["opt_out_confirmed", "sent"],
      ["receipt", "skipped"],
    ]);
    const mails = await h.outbox(user.email);
    expect(mails.map((mail) => mail.kind)).toEqual(["whatsapp-fallback"]);
    expect(mails[0]?.text).toContain("Rp 50.000");
    // Beside the mails (not WhatsApp only), a skipped message is not mailed again.
    const beside2 = await donorOnWhatsApp("wa-beside-stop@example.test", false);
    expect((await queueReceipt(beside2.user, null, "receipt:wa-beside-stop")).mail).toBe(true);
    await answerFromWhatsApp(h.db, beside2.phone, "stop", h.clock.current, "wamid.STOP-2");
    await runDueJobs(h.services);
    expect(await h.outbox(beside2.user.email)).toHaveLength(0);
  });

  it("parameters from typed names lose new lines, formatting marks and length", () => {
    expect(whatsAppText("  *Sari*\n\n_Dewi_ ~x~ `y`\t", "Donatur")).toBe("Sari Dewi x y");
    expect(whatsAppText(" \n ", "Donatur")).toBe("Donatur");
    expect(whatsAppText("a".repeat(200), "x")).toHaveLength(60);
  });
});

describe("a person's WhatsApp in their data export and their account's deletion", () => {
  it("exports the choice and the messages; deletion removes the choice and strips the messages", async () => {
    const { user, phone } = await donorOnWhatsApp("wa-privacy@example.test", true);
    const donation = await pendingDonation("wa-privacy-gift@example.test");
    await queueReceipt(user, donation.id, "receipt:wa-privacy");
    await runDueJobs(h.services);
    await h.db
      .insert(whatsAppUnreachableNumbers)
      .values({ phone, code: 131026, lastSeenAt: h.clock.current });
    const cookie = await h.login(user.email);
    const exported = await json<{
      result: { whatsapp: { consent: Record<string, unknown>; messages: Record<string, unknown>[] } };
    }>(await h.request("GET", "/v1/privacy/export", { cookie }));
    expect(exported.result.whatsapp.consent).toMatchObject({
      phone,
      status: "confirmed",
      source: "reply",
      whatsapp_only: true,
    });
    expect(exported.result.whatsapp.messages).toEqual([
      expect.objectContaining({
        to: phone,
        purpose: "receipt",
        template: "rimbun_payment_received",
        status: "sent",
      }),
    ]);

    const row = await findUserById(h.db, user.id);
    if (!row) throw new Error("no user");
    expect(await deleteAccount(h.services, row)).toBe(true);
    expect(
      await h.db.select().from(whatsAppConsents).where(eq(whatsAppConsents.userId, user.id)),
    ).toHaveLength(0);
    const [kept] = await h.db
      .select()
      .from(whatsAppMessages)
      .where(and(eq(whatsAppMessages.userId, user.id), eq(whatsAppMessages.purpose, "receipt")));
    // Kept for the foundation's counts and costs, without the number, the address or the parameters.
    expect(kept).toMatchObject({ to: "-", email: null, parameters: { body: [] }, donationId: donation.id });
    expect(
      await h.db.select().from(whatsAppUnreachableNumbers).where(eq(whatsAppUnreachableNumbers.phone, phone)),
    ).toHaveLength(0);
    expect(await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, phone))).toHaveLength(0);
  });
});

describe("the card-expiring notice on WhatsApp", () => {
  it.each([
    [false, 1],
    [true, 0],
  ] as const)("once per card and expiry (WhatsApp only: %s, mails %i)", async (whatsAppOnly, mails) => {
    const email = `card-expiring-${whatsAppOnly}@example.test`;
    const created = await paidMonthlyPlan(h, { email, payment_methods: "VISA", amount: "75000" });
    const plan = await planOf(h, created.pg_id);
    if (!plan.userId) throw new Error("no account");
    await h.db
      .update(recurringPlans)
      .set({ providerMethodId: "pm_card_1", providerMethodExpiresOn: "2027-01-31", locale: "en" })
      .where(eq(recurringPlans.id, plan.id));
    numberSeq += 1;
    const phone = `+6281277700${String(numberSeq).padStart(3, "0")}`;
    await h.db.insert(whatsAppConsents).values({
      userId: plan.userId,
      phone,
      status: "confirmed",
      source: "reply",
      chosenAt: h.clock.current,
      whatsAppOnly,
    });
    const receiptsBefore = (await mailKinds(h, email)).length;
    await sendMethodExpiryNotice(h.services, { planId: plan.id, expiresOn: "2027-01-31" });
    await sendMethodExpiryNotice(h.services, { planId: plan.id, expiresOn: "2027-01-31" });
    await runDueJobs(h.services);
    const rows = await h.db.select().from(whatsAppMessages).where(eq(whatsAppMessages.to, phone));
    expect(rows.map((row) => [row.purpose, row.template, row.locale, row.status])).toEqual([
      ["card_expiring", "rimbun_card_expiring", "en", "sent"],
    ]);
    expect(rows[0]?.parameters.body.slice(2)).toEqual(["Visa", "Sunday, 31 January 2027"]);
    const kinds = (await mailKinds(h, email)).slice(receiptsBefore);
    expect(kinds).toHaveLength(mails);
  });
});
