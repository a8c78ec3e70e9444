import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  jobs,
  whatsAppMessages,
  whatsAppUnreachableNumbers,
} from "../platform/db/schema/index.ts";
import { runDueJobs } from "../platform/jobs/runner.ts";
import type { FakeWhatsApp } from "../test/fake-whatsapp/server.ts";
import { type Harness, json } from "../test/harness.ts";
import { whatsAppHarness } from "../test/whatsapp.ts";
import { queueWhatsApp } from "./outbox.ts";
import { MessagingError } from "./port.ts";

// The WhatsApp foundation through the real app against the strict fake platform (test/fake-whatsapp):
// consent and its confirmation, statuses by signed webhook, STOP, numbers not on WhatsApp, 429, a crash.
let h: Harness;
let fake: FakeWhatsApp;
beforeAll(async () => {
  ({ h, fake } = await whatsAppHarness());
}, 60_000);
afterAll(async () => {
  await fake.close();
  await h.close();
});

let numberSeq = 10_000_000;
/** A donor signed in, with WhatsApp turned on for a fresh number (`phone` as typed, `e164`, `waId`). */
async function donorWithWhatsApp(locale: "id" | "en" = "id") {
  numberSeq += 1;
  const digits = `812${numberSeq}`;
  const email = `wa-${numberSeq}@example.test`;
  await h.createUser({ email, locale, name: "Sari" });
  const cookie = await h.login(email);
  const response = await h.request("PUT", "/v1/whatsapp/consent", {
    cookie,
    json: { enabled: true, phone: `0${digits.slice(0, 3)}-${digits.slice(3)}` },
  });
  expect(response.status).toBe(200);
  return { cookie, email, e164: `+62${digits}`, waId: `62${digits}` };
}

async function messagesTo(e164: string) {
  return h.db
    .select()
    .from(whatsAppMessages)
    .where(eq(whatsAppMessages.to, e164))
    .orderBy(whatsAppMessages.createdAt);
}

async function queueReminder(userId: string | null, to: string, email: string, key?: string) {
  return h.db.transaction((tx) =>
    queueWhatsApp(tx, {
      userId,
      to,
      email,
      template: "rimbun_monthly_reminder",
      locale: "en",
      body: ["Sari", "Rp 100.000", "5 December 2026"],
      button: "token-abc",
      ...(key ? { key } : {}),
    }),
  );
}

async function userIdOf(email: string) {
  const [row] = await h.db
    .select({ userId: whatsAppMessages.userId })
    .from(whatsAppMessages)
    .where(eq(whatsAppMessages.email, email))
    .limit(1);
  return row?.userId ?? null;
}

describe("WhatsApp through the API against the fake platform", () => {
  it("turning on sends the confirmation template once, in the donor's language; replays send nothing more", async () => {
    const donor = await donorWithWhatsApp("en");
    await h.request("PUT", "/v1/whatsapp/consent", {
      cookie: donor.cookie,
      json: { enabled: true, phone: donor.e164 },
    });
    await runDueJobs(h.services);
    await runDueJobs(h.services);
    const sent = fake.sent.filter((message) => message.to === donor.waId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ template: "rimbun_consent_confirm", language: "en", body: ["Sari"] });
    const view = await json<{ result: { status: string; phone: string } }>(
      await h.request("GET", "/v1/whatsapp/consent", { cookie: donor.cookie }),
    );
    expect(view.result).toMatchObject({ status: "pending", phone: donor.e164 });
    const [row] = await messagesTo(donor.e164);
    expect(row).toMatchObject({ status: "sent", platformId: sent[0]?.id });
  });

  it("records the statuses the signed webhook reports, once each, never moving back", async () => {
    const donor = await donorWithWhatsApp();
    await runDueJobs(h.services);
    const [sent] = fake.sent.filter((message) => message.to === donor.waId);
    if (!sent) throw new Error("not sent");
    expect(await fake.status(sent.id, "delivered")).toBe(200);
    expect(await fake.status(sent.id, "read")).toBe(200);
    expect(await fake.status(sent.id, "sent")).toBe(200);
    const [row] = await messagesTo(donor.e164);
    expect(row?.status).toBe("read");
    expect(row?.statuses.map((step) => step.status)).toEqual([
      "sending",
      "sent",
      "delivered",
      "read",
      "sent",
    ]);
  });

  it("sends nothing but the confirmation until YA, then sends; STOP holds from the next message", async () => {
    const donor = await donorWithWhatsApp();
    await runDueJobs(h.services);
    const userId = await userIdOf(donor.email);
    await queueReminder(userId, donor.e164, donor.email);
    await runDueJobs(h.services);
    expect(fake.sent.filter((message) => message.to === donor.waId)).toHaveLength(1);
    expect((await messagesTo(donor.e164)).map((row) => row.status)).toEqual(["sent", "skipped"]);

    expect(await fake.inbound(donor.waId, "  Ya ")).toBe(200);
    const confirmed = await json<{ result: { status: string } }>(
      await h.request("GET", "/v1/whatsapp/consent", { cookie: donor.cookie }),
    );
    expect(confirmed.result.status).toBe("confirmed");
    await queueReminder(userId, donor.e164, donor.email);
    await runDueJobs(h.services);
    const sent = fake.sent.filter((message) => message.to === donor.waId);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      template: "rimbun_monthly_reminder",
      body: ["Sari", "Rp 100.000", "5 December 2026"],
      button: "token-abc",
    });

    await queueReminder(userId, donor.e164, donor.email);
    expect(await fake.inbound(donor.waId, "BERHENTI")).toBe(200);
    await runDueJobs(h.services);
    // The one message after a STOP is its confirmation; the reminder queued before it is skipped.
    const after = fake.sent.filter((message) => message.to === donor.waId);
    expect(after.map((message) => message.template)).toEqual([
      "rimbun_consent_confirm",
      "rimbun_monthly_reminder",
      "rimbun_opt_out_confirmed",
    ]);
    const view = await json<{ result: { status: string } }>(
      await h.request("GET", "/v1/whatsapp/consent", { cookie: donor.cookie }),
    );
    expect(view.result.status).toBe("opted-out");
    const statuses = (await messagesTo(donor.e164)).map((row) => [row.purpose, row.status]);
    expect(statuses).toContainEqual(["other", "skipped"]);
    expect(statuses).toContainEqual(["opt_out_confirmed", "sent"]);
  });

  it("a number not on WhatsApp: the message goes by e-mail, and the number is remembered", async () => {
    const donor = await donorWithWhatsApp();
    await runDueJobs(h.services);
    await fake.inbound(donor.waId, "yes");
    fake.notOnWhatsApp.add(donor.waId);
    const userId = await userIdOf(donor.email);
    await queueReminder(userId, donor.e164, donor.email);
    await runDueJobs(h.services);
    const [unreachable] = await h.db
      .select()
      .from(whatsAppUnreachableNumbers)
      .where(eq(whatsAppUnreachableNumbers.phone, donor.e164));
    expect(unreachable?.code).toBe(131026);
    const mails = await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, donor.email));
    expect(mails.map((mail) => mail.subject)).toEqual(["Your monthly gift is due"]);
    expect(mails[0]?.text).toContain("Rp 100.000");
    expect(mails[0]?.text).not.toContain("STOP");

    const requestsBefore = fake.requests.length;
    await queueReminder(userId, donor.e164, donor.email);
    await runDueJobs(h.services);
    expect(fake.requests.length).toBe(requestsBefore);
    expect((await messagesTo(donor.e164)).map((row) => row.status)).toEqual([
      "sent",
      "not-on-whatsapp",
      "not-on-whatsapp",
    ]);
    expect(await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, donor.email))).toHaveLength(2);
  });

  it("a 429 puts the message back for the platform's retry time, without a failed attempt", async () => {
    const donor = await donorWithWhatsApp();
    fake.failNext({ status: 429, code: 130429, retryAfter: 30 });
    await runDueJobs(h.services);
    const [row] = await messagesTo(donor.e164);
    expect(row?.status).toBe("queued");
    const [job] = await h.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = 'whatsapp' and ${jobs.payload}->>'messageId' = ${row?.id ?? ""}`);
    expect(job?.status).toBe("queued");
    expect(job?.attempts).toBe(0);
    expect(job?.runAt.getTime()).toBeGreaterThanOrEqual(h.clock.current.getTime() + 30_000);
    await h.advanceTo(new Date(h.clock.current.getTime() + 31_000));
    expect((await messagesTo(donor.e164))[0]?.status).toBe("sent");
    expect(fake.sent.filter((message) => message.to === donor.waId)).toHaveLength(1);
  });

  it("a crash between the platform's answer and its record never sends twice; the webhook settles it", async () => {
    const donor = await donorWithWhatsApp();
    const real = h.services.messaging;
    if (!real) throw new Error("no messaging");
    // The process dies right after the platform accepted the message: nothing of the answer is recorded.
    h.services.messaging = {
      code: real.code,
      sendTemplate: async (message) => {
        await real.sendTemplate(message);
        throw new Error("process killed");
      },
    };
    try {
      await runDueJobs(h.services);
    } finally {
      h.services.messaging = real;
    }
    // The runner claims it again (a crashed claim is taken after the visibility timeout) as often as it likes.
    await h.advanceTo(new Date(h.clock.current.getTime() + 10 * 60_000));
    await runDueJobs(h.services);
    const sent = fake.sent.filter((message) => message.to === donor.waId);
    expect(sent).toHaveLength(1);
    const [row] = await messagesTo(donor.e164);
    expect(row?.status).toBe("unconfirmed");
    expect(row?.platformId).toBeNull();
    await fake.status(sent[0]?.id ?? "", "delivered");
    const [settled] = await messagesTo(donor.e164);
    expect(settled).toMatchObject({ status: "delivered", platformId: sent[0]?.id });
  });

  it("a 5xx is tried again; a refused template fails at once", async () => {
    const donor = await donorWithWhatsApp();
    fake.failNext({ status: 503, code: 2 });
    await runDueJobs(h.services);
    expect((await messagesTo(donor.e164))[0]?.status).toBe("queued");
    await h.advanceTo(new Date(h.clock.current.getTime() + 2 * 60_000));
    expect((await messagesTo(donor.e164))[0]?.status).toBe("sent");

    const error = await h.services.messaging
      ?.sendTemplate({ to: donor.e164, template: "rimbun_unknown", locale: "id", body: [], reference: "x" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MessagingError);
    expect((error as MessagingError).kind).toBe("permanent");
  });
});
