import { channelCodesFor } from "@rimbun/domain";
import { DAY_MS } from "@rimbun/domain/dates";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  donations,
  recurringPlans,
  whatsAppConsents,
  whatsAppMessages,
} from "../platform/db/schema/index.ts";
import { runDueJobs } from "../platform/jobs/runner.ts";
import type { FakeWhatsApp, SentTemplate } from "../test/fake-whatsapp/server.ts";
import type { Harness } from "../test/harness.ts";
import { countOf, mailKinds, paidMonthlyPlan, planOf } from "../test/monthly-plans.ts";
import { deliverWebhook } from "../test/payments.ts";
import { fakeWhatsAppKeys, whatsAppHarness } from "../test/whatsapp.ts";
import { whatsAppSignature } from "./whatsapp/signature.ts";

// The monthly cycle on WhatsApp (docs/product/monthly-giving.md#whatsapp): every channel that needs the
// donor to act each month, 13 simulated months at once against the strict fake platform, paying by the
// messages' own buttons.
let h: Harness;
let fake: FakeWhatsApp;
beforeAll(async () => {
  ({ h, fake } = await whatsAppHarness());
}, 60_000);
afterAll(async () => {
  await fake.close();
  await h.close();
});

const reminderChannels = channelCodesFor("monthly", "reminder");
/** Months in which nobody pays the invoice: its failed-payment message's fix link pays it. */
const missedCycle = 4;
/** The QRIS donor answers STOP after this cycle's receipt. */
const stopAfterCycle = 7;
/** The Permata donor's number leaves WhatsApp after this cycle's receipt. */
const unreachableAfterCycle = 9;

interface Donor {
  channel: string;
  email: string;
  waId: string;
  locale: "id" | "en";
  whatsAppOnly: boolean;
  planId: string;
  /** How many of the fake's messages to this donor were handled. */
  seen: number;
  /** Due days of the cycles met so far, in order (a cycle's number is its place here, from 1). */
  cycles: string[];
  stopped: boolean;
  unreachable: boolean;
}

async function donorFor(channel: string, index: number): Promise<Donor> {
  const email = `wa-cycle-${channel.toLowerCase()}@example.test`;
  const created = await paidMonthlyPlan(h, { email, payment_methods: channel, amount: "30000" });
  const plan = await planOf(h, created.pg_id);
  if (!plan.userId) throw new Error("the first payment makes the donor's account");
  const locale = index % 2 === 0 ? "en" : "id";
  await h.db.update(recurringPlans).set({ locale }).where(eq(recurringPlans.id, plan.id));
  const digits = `8125550${String(index).padStart(4, "0")}`;
  const whatsAppOnly = channel === "PERMATA" || channel === "LINKAJA";
  // The double opt-in itself is the foundation's (whatsapp.happy.test.ts): here the choice is confirmed.
  await h.db.insert(whatsAppConsents).values({
    userId: plan.userId,
    phone: `+62${digits}`,
    status: "confirmed",
    source: "reply",
    chosenAt: h.clock.current,
    confirmedAt: h.clock.current,
    whatsAppOnly,
  });
  return {
    channel,
    email,
    waId: `62${digits}`,
    locale,
    whatsAppOnly,
    planId: plan.id,
    seen: 0,
    cycles: [],
    stopped: false,
    unreachable: false,
  };
}

const sentTo = (donor: Donor) => fake.sent.filter((message) => message.to === donor.waId);

/** Pays a charge by the provider's callback, delivered twice, and once more under another event id. */
async function payByCallback(pgId: string) {
  for (const eventId of [`evt-${pgId}`, `evt-${pgId}`, `evt-${pgId}-again`]) {
    expect((await deliverWebhook(h, { event_id: eventId, pg_id: pgId, outcome: "paid" })).status).toBe(200);
  }
}

const pgIdOf = (location: string | null) => location?.match(/\/sandbox\/pay\/(sbx_[0-9a-f]+)/)?.[1] ?? "";

async function cycleOf(donor: Donor, pgId: string): Promise<number> {
  const [row] = await h.db
    .select({ dueDay: donations.cycleDueDay })
    .from(donations)
    .where(eq(donations.pgId, pgId));
  const dueDay = row?.dueDay ?? "";
  if (!donor.cycles.includes(dueDay)) donor.cycles.push(dueDay);
  return donor.cycles.indexOf(dueDay) + 1;
}

/** The invoice's one-tap button: straight to that month's pay page; paid unless it is the missed month. */
async function followInvoice(donor: Donor, message: SentTemplate) {
  const tap = await h.app.request(`/v1/donations/recurring/pay?token=${message.button ?? ""}`);
  expect(tap.status).toBe(302);
  const pgId = pgIdOf(tap.headers.get("location"));
  expect(pgId).not.toBe("");
  if ((await cycleOf(donor, pgId)) !== missedCycle) await payByCallback(pgId);
}

/** The failed-payment button: the fix page, then "pay this month", which the donor pays. */
async function followFix(donor: Donor, message: SentTemplate) {
  const path = `/v1/donations/recurring/fix?locale=${donor.locale}&token=${message.button ?? ""}`;
  const page = await h.app.request(path);
  expect(page.status).toBe(200);
  const pay = await h.app.request(path.replace("/fix?", "/fix/pay?"), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: h.env.API_PUBLIC_URL },
    body: "",
  });
  expect(pay.status).toBe(303);
  const pgId = pgIdOf(pay.headers.get("location"));
  expect(await cycleOf(donor, pgId)).toBe(missedCycle);
  await payByCallback(pgId);
}

/** A donor no longer on WhatsApp pays the open invoice as the mail asks (the existing simulation's way). */
async function payOpenInvoice(donor: Donor) {
  const open = await h.db
    .select()
    .from(donations)
    .where(and(eq(donations.recurringPlanId, donor.planId), eq(donations.status, "pending")));
  for (const row of open) {
    if ((await cycleOf(donor, row.pgId)) !== missedCycle) await payByCallback(row.pgId);
  }
}

/** What a donor does with the messages that arrived since the last look. */
async function actOn(donor: Donor) {
  const fresh = sentTo(donor).slice(donor.seen);
  donor.seen += fresh.length;
  for (const message of fresh) {
    expect(message.language).toBe(donor.locale);
    if (message.template === "rimbun_monthly_reminder") await followInvoice(donor, message);
    if (message.template === "rimbun_payment_failed") await followFix(donor, message);
    if (message.template !== "rimbun_payment_received") continue;
    const paidCycles = donor.cycles.length;
    if (donor.channel === "QRIS" && paidCycles === stopAfterCycle && !donor.stopped) {
      donor.stopped = true;
      expect(await fake.inbound(donor.waId, "STOP")).toBe(200);
      expect(await fake.inbound(donor.waId, "berhenti")).toBe(200);
    }
    if (donor.channel === "PERMATA" && paidCycles === unreachableAfterCycle && !donor.unreachable) {
      donor.unreachable = true;
      fake.notOnWhatsApp.add(donor.waId);
    }
  }
  if (donor.stopped || donor.unreachable) await payOpenInvoice(donor);
}

async function rowsOf(donor: Donor, purpose: (typeof whatsAppMessages.$inferSelect)["purpose"]) {
  return h.db
    .select()
    .from(whatsAppMessages)
    .where(and(eq(whatsAppMessages.to, `+${donor.waId}`), eq(whatsAppMessages.purpose, purpose)));
}

async function paidCycleDonations(donor: Donor) {
  return h.db
    .select({ id: donations.id, dueDay: donations.cycleDueDay })
    .from(donations)
    .where(
      and(
        eq(donations.recurringPlanId, donor.planId),
        eq(donations.status, "done"),
        isNotNull(donations.cycleDueDay),
      ),
    );
}

const templatesOf = (donor: Donor, template: string) =>
  sentTo(donor).filter((message) => message.template === template);

describe("13 simulated months on WhatsApp, every reminder channel", () => {
  it("reminds, invoices with a one-tap pay link, receipts once each; fixes a failed month; honours STOP; falls back to mail", async () => {
    expect(reminderChannels).toEqual(["BNI", "MANDIRI", "PERMATA", "DANA", "LINKAJA", "QRIS"]);
    const donors: Donor[] = [];
    for (const [index, channel] of reminderChannels.entries()) donors.push(await donorFor(channel, index));
    const start = h.clock.current;
    for (let day = 3; day <= 396; day += 3) {
      await h.advanceTo(new Date(start.getTime() + day * DAY_MS));
      for (const donor of donors) await actOn(donor);
    }
    // The last payments' messages leave.
    await runDueJobs(h.services);

    for (const donor of donors) {
      const paid = await paidCycleDonations(donor);
      const onWhatsAppUntil = donor.channel === "PERMATA" ? unreachableAfterCycle : Number.POSITIVE_INFINITY;
      const stoppedAfter = donor.channel === "QRIS" ? stopAfterCycle : Number.POSITIVE_INFINITY;
      const lastOnWhatsApp = Math.min(onWhatsAppUntil, stoppedAfter);
      const label = `${donor.channel}`;
      expect(donor.cycles.length, label).toBeGreaterThanOrEqual(12);
      expect(paid.length, label).toBe(donor.cycles.length);

      // Each cycle's reminder and invoice exactly once (due days and donations never repeat).
      const upcoming = templatesOf(donor, "rimbun_monthly_upcoming").map((message) => message.body[2]);
      const invoices = await rowsOf(donor, "invoice");
      expect(new Set(upcoming).size, label).toBe(upcoming.length);
      expect(new Set(invoices.map((row) => row.donationId)).size, label).toBe(invoices.length);
      expect(templatesOf(donor, "rimbun_monthly_reminder"), label).toHaveLength(invoices.length);
      // Each paid month's receipt exactly once, naming its donation.
      const receipts = await rowsOf(donor, "receipt");
      expect(new Set(receipts.map((row) => row.donationId)).size, label).toBe(receipts.length);
      const failed = await rowsOf(donor, "payment_failed");
      expect(failed, label).toHaveLength(1);

      if (lastOnWhatsApp === Number.POSITIVE_INFINITY) {
        expect(invoices.length, label).toBe(donor.cycles.length);
        expect(upcoming.length, label).toBeGreaterThanOrEqual(donor.cycles.length);
        expect(receipts.map((row) => row.donationId).sort(), label).toEqual(paid.map((row) => row.id).sort());
        expect(
          receipts.every((row) => row.status === "sent"),
          label,
        ).toBe(true);
      } else {
        expect(receipts.filter((row) => row.status === "sent").length, label).toBe(lastOnWhatsApp);
      }

      // The mails: beside WhatsApp unless WhatsApp only (then only while the number could not be reached).
      const kinds = await mailKinds(h, donor.email);
      if (!donor.whatsAppOnly) {
        const same = lastOnWhatsApp === Number.POSITIVE_INFINITY;
        expect(countOf(kinds, "reminder") === upcoming.length, label).toBe(same);
        expect(countOf(kinds, "invoice"), label).toBe(donor.cycles.length);
        expect(countOf(kinds, "receipt"), label).toBe(paid.length + 1);
      }
    }

    // WhatsApp only, reachable all along: no cycle mail at all, only the first month's receipt.
    const linkAja = donors.find((donor) => donor.channel === "LINKAJA");
    if (!linkAja) throw new Error("no LinkAja donor");
    const linkAjaKinds = await mailKinds(h, linkAja.email);
    expect(countOf(linkAjaKinds, "reminder")).toBe(0);
    expect(countOf(linkAjaKinds, "invoice")).toBe(0);
    expect(countOf(linkAjaKinds, "payment-failed")).toBe(0);
    expect(countOf(linkAjaKinds, "receipt")).toBe(1);

    // WhatsApp only, then not on WhatsApp: the first message the platform refused comes by e-mail, then
    // every later one is the ordinary mail; the platform is not asked again.
    const permata = donors.find((donor) => donor.channel === "PERMATA");
    if (!permata) throw new Error("no Permata donor");
    const permataKinds = await mailKinds(h, permata.email);
    expect(countOf(permataKinds, "whatsapp-fallback")).toBe(1);
    expect(countOf(permataKinds, "invoice")).toBeGreaterThanOrEqual(
      permata.cycles.length - unreachableAfterCycle - 1,
    );
    const refused = fake.requests.filter(
      (request) => (request.body as { to?: string } | null)?.to === permata.waId && request.status === 400,
    );
    expect(refused).toHaveLength(1);

    // STOP: one confirmation of it (not two for STOP then BERHENTI), nothing after.
    const qris = donors.find((donor) => donor.channel === "QRIS");
    if (!qris) throw new Error("no QRIS donor");
    const qrisSent = sentTo(qris).map((message) => message.template);
    expect(qrisSent.filter((template) => template === "rimbun_opt_out_confirmed")).toHaveLength(1);
    expect(qrisSent.at(-1)).toBe("rimbun_opt_out_confirmed");
    expect(countOf(await mailKinds(h, qris.email), "invoice")).toBeGreaterThanOrEqual(qris.cycles.length);
    h.clock.current = new Date(Math.max(h.clock.current.getTime(), Date.now()));
  }, 120_000);

  it("refuses a webhook with a wrong signature: a forged STOP changes nothing", async () => {
    const [consent] = await h.db
      .select()
      .from(whatsAppConsents)
      .where(eq(whatsAppConsents.status, "confirmed"))
      .limit(1);
    if (!consent) throw new Error("no confirmed consent");
    const raw = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          changes: [
            {
              field: "messages",
              value: {
                messages: [
                  { from: consent.phone.slice(1), id: "wamid.FORGED", type: "text", text: { body: "STOP" } },
                ],
              },
            },
          ],
        },
      ],
    });
    for (const signature of [
      whatsAppSignature(raw, "not-the-app-secret"),
      `${whatsAppSignature(raw, fakeWhatsAppKeys.appSecret)}0`,
      "",
    ]) {
      const response = await h.app.request("/v1/messaging/whatsapp/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "x-hub-signature-256": signature },
        body: raw,
      });
      expect(response.status).toBe(401);
    }
    const [after] = await h.db.select().from(whatsAppConsents).where(eq(whatsAppConsents.id, consent.id));
    expect(after?.status).toBe("confirmed");
  });
});
