import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, jobs } from "../platform/db/schema/index.ts";
import { JOB_MAX_ATTEMPTS } from "../platform/jobs/queue.ts";
import { runDueJobs, startJobRunner } from "../platform/jobs/runner.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { startSmtpSink } from "../test/smtp-sink.ts";
import { createMailer } from "./mailer.ts";
import { mailTemplates, newsletterMailTemplates } from "./templates.ts";

let h: Harness;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  h = await createHarness();
  sink = await startSmtpSink();
  h.services.mailer = createMailer({ db: h.db, smtpUrl: sink.url, from: "Rimbun <no-reply@rimbun.test>" });
});
afterAll(async () => {
  await sink.close();
  await h.close();
});

const reminder = () =>
  mailTemplates.reminder("id", {
    name: "Rina",
    amount: "Rp 50.000",
    date: "2026-12-01",
    stopUrl: "http://s/donation/stop?pgid=p&token=t",
  });

async function outboxRow(id: string) {
  const [row] = await h.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error("no outbox row");
  return row;
}

async function jobOf(id: string) {
  const [job] = await h.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, `mail:${id}`));
  if (!job) throw new Error("no mail job");
  return job;
}

/** Moves the clock past the job's next try and runs what is due. */
async function nextTry(id: string) {
  const job = await jobOf(id);
  if (job.runAt > h.clock.current) h.clock.current = new Date(job.runAt.getTime() + 1000);
  await runDueJobs(h.services);
}

describe("mail outbox", () => {
  it("a queued mail is sent by the job runner once, even when the runner comes again", async () => {
    const id = await h.services.mailer.send("once@example.test", "id", reminder());
    expect((await outboxRow(id)).status).toBe("outbox");
    await runDueJobs(h.services);
    await runDueJobs(h.services);
    expect(sink.received.filter((mail) => mail.to.includes("once@example.test"))).toHaveLength(1);
    const row = await outboxRow(id);
    expect(row.status).toBe("sent");
    expect(row.sentAt).not.toBeNull();
  });

  it("a newsletter's one-click unsubscribe headers reach the SMTP server (RFC 8058)", async () => {
    const mail = newsletterMailTemplates.issue("en", {
      subject: "Forest news",
      paragraphs: ["Hello"],
      unsubscribeUrl: "https://api.rimbun.test/v1/newsletter/unsubscribe?token=abc",
    });
    const id = await h.services.mailer.send("reader@example.test", "en", mail);
    expect((await outboxRow(id)).headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    await runDueJobs(h.services);
    const [received] = sink.received.filter((sent) => sent.to.includes("reader@example.test"));
    // SMTP folds long header lines: unfold before reading them.
    const headers = (received?.data ?? "").replace(/\r\n[ \t]+/g, " ");
    expect(headers).toContain(
      "List-Unsubscribe: <https://api.rimbun.test/v1/newsletter/unsubscribe?token=abc>",
    );
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("SMTP receives multipart/alternative: the plain-text part first, then the HTML layout", async () => {
    const id = await h.services.mailer.send("parts@example.test", "id", reminder());
    await runDueJobs(h.services);
    expect((await outboxRow(id)).status).toBe("sent");
    const [received] = sink.received.filter((sent) => sent.to.includes("parts@example.test"));
    const data = received?.data ?? "";
    expect(data).toMatch(/Content-Type: multipart\/alternative;/i);
    const plain = data.search(/Content-Type: text\/plain/i);
    const html = data.search(/Content-Type: text\/html/i);
    expect(plain).toBeGreaterThan(0);
    expect(html).toBeGreaterThan(plain);
    // Quoted-printable soft line breaks (`=\r\n`) undone before reading the parts.
    const body = data.replace(/=\r\n/g, "");
    expect(body).toContain("Halo Rina,");
    expect(body).toMatch(/<html dir=3D"ltr" lang=3D"id">/);
  });

  it("a mail queued under a key is queued once (a job run again after a crash mails once)", async () => {
    const first = await h.services.mailer.send("keyed@example.test", "id", reminder(), {
      key: "reminder:plan:day",
    });
    const again = await h.services.mailer.send("keyed@example.test", "id", reminder(), {
      key: "reminder:plan:day",
    });
    expect(again).toBe(first);
    expect(await h.outbox("keyed@example.test")).toHaveLength(1);
  });

  it("with the runner on, a mail sent on its own leaves at once, not at the runner's next round", async () => {
    const runner = startJobRunner(h.services, 3600_000);
    try {
      const id = await h.services.mailer.send("prompt@example.test", "id", reminder());
      const deadline = Date.now() + 5000;
      while (!(await outboxRow(id)).sentAt && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await outboxRow(id)).status).toBe("sent");
    } finally {
      await runner.stop();
    }
    expect(h.services.mailer.wake).toBeUndefined();
  });

  it("a refused send is retried with backoff and goes out once the server takes it", async () => {
    sink.refuse.value = true;
    const id = await h.services.mailer.send("retry@example.test", "id", reminder());
    await runDueJobs(h.services);
    let job = await jobOf(id);
    expect([job.status, job.attempts]).toEqual(["queued", 1]);
    const firstRetry = job.runAt.getTime() - h.clock.current.getTime();
    expect(firstRetry).toBeGreaterThanOrEqual(59_000);
    let row = await outboxRow(id);
    expect(row.status).toBe("outbox");
    expect(row.error).toMatch(/451/);
    await nextTry(id);
    job = await jobOf(id);
    expect([job.status, job.attempts]).toEqual(["queued", 2]);
    sink.refuse.value = false;
    await nextTry(id);
    row = await outboxRow(id);
    expect([row.status, row.error]).toEqual(["sent", null]);
    expect(sink.received.filter((mail) => mail.to.includes("retry@example.test"))).toHaveLength(1);
  });

  it("a mail the server never takes is marked failed only when the queue gives up", async () => {
    sink.refuse.value = true;
    try {
      const id = await h.services.mailer.send("never@example.test", "id", reminder());
      for (let attempt = 1; attempt < JOB_MAX_ATTEMPTS; attempt += 1) {
        await nextTry(id);
        expect((await outboxRow(id)).status).toBe("outbox");
      }
      await nextTry(id);
      expect((await jobOf(id)).status).toBe("failed");
      const row = await outboxRow(id);
      expect(row.status).toBe("failed");
      expect(row.error).toMatch(/451/);
    } finally {
      sink.refuse.value = false;
    }
  });

  it("a password link's body is emptied once sent, when asked to (production)", async () => {
    const link = mailTemplates.setPassword("id", {
      name: "Sari",
      url: "http://dashboard.test/reset?token=secret",
    });
    const linkId = await h.services.mailer.send("sensitive@example.test", "id", link);
    const receiptId = await h.services.mailer.send("sensitive@example.test", "id", reminder());
    expect((await outboxRow(linkId)).sensitive).toBe(true);
    expect((await outboxRow(receiptId)).sensitive).toBe(false);
    for (const id of [linkId, receiptId]) {
      await h.services.mailer.deliver(id, { eraseSensitive: true, now: h.clock.current });
    }
    const erased = await outboxRow(linkId);
    expect([erased.status, erased.html, erased.text]).toEqual(["sent", "", ""]);
    expect((await outboxRow(receiptId)).text).not.toBe("");
    const delivered = sink.received.filter((mail) => mail.to.includes("sensitive@example.test"));
    expect(delivered).toHaveLength(2);
    expect(delivered.some((mail) => mail.data.includes("secret"))).toBe(true);
  });

  it("a receipt's body (its link opens the gift without signing in) is emptied once sent too", async () => {
    const receipt = mailTemplates.receipt("en", {
      name: "Sari",
      localId: "RL-1",
      type: "single",
      amount: "Rp 50.000",
      date: "2026-11-23",
      campaign: null,
      viewUrl: "http://dashboard.test/invoice/download/RL-1#link=secret",
    });
    const id = await h.services.mailer.send("receipt.erased@example.test", "en", receipt);
    expect((await outboxRow(id)).sensitive).toBe(true);
    await h.services.mailer.deliver(id, { eraseSensitive: true, now: h.clock.current });
    expect((await outboxRow(id)).text).toBe("");
  });

  it("without SMTP (development, tests) a mail recorded in the outbox is sent, as staff's donor page shows", async () => {
    const outboxOnly = createMailer({ db: h.db, from: "Rimbun <no-reply@rimbun.test>" });
    const id = await outboxOnly.send("no.smtp@example.test", "id", reminder());
    expect((await outboxRow(id)).status).toBe("outbox");
    await outboxOnly.deliver(id, { eraseSensitive: false, now: h.clock.current });
    const row = await outboxRow(id);
    expect([row.status, row.sentAt?.getTime()]).toEqual(["sent", h.clock.current.getTime()]);
    expect(sink.received.some((mail) => mail.to.includes("no.smtp@example.test"))).toBe(false);
  });
});
