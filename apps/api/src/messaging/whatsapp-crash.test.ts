import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../platform/db/client.ts";
import { jobs, users, whatsAppConsents, whatsAppMessages } from "../platform/db/schema/index.ts";
import { JOB_VISIBILITY_MS } from "../platform/jobs/queue.ts";
import { type FakeWhatsApp, startFakeWhatsApp } from "../test/fake-whatsapp/server.ts";
import { databaseUrl, type StartedProcess, startEntry, until } from "../test/processes.ts";
import { startSmtpSink } from "../test/smtp-sink.ts";
import { fakeWhatsAppKeys, registeredTemplates } from "../test/whatsapp.ts";
import { queueBesideMail } from "./cycle-messages.ts";

/**
 * A WhatsApp message and a killed process (docs/decisions/whatsapp.md, "at most once, never twice"): the
 * real job worker (`src/worker.ts`) on real PostgreSQL sends a cycle's message to the fake platform, which
 * accepts it and holds its answer; the worker is killed (SIGKILL) right then, so nothing of the answer is
 * recorded. A new worker, once the dead claim's visibility timeout has passed on its clock, takes the job
 * again and must not send the message a second time. PostgreSQL only (TEST_DATABASE_URL names the server;
 * the test makes and drops its own database).
 */
const testUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testUrl)("a WhatsApp send killed between the platform's acceptance and its record", () => {
  const name = `rimbun_wa_crash_${process.pid}_${Date.now().toString(36)}`;
  const folder = mkdtempSync(join(tmpdir(), "rimbun-wa-crash-"));
  const clockFile = join(folder, "clock-offset");
  let url = "";
  let handle: DatabaseHandle;
  let fake: FakeWhatsApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let worker: StartedProcess | null = null;

  function startWorker(): StartedProcess {
    return startEntry("src/worker.ts", {
      NODE_ENV: "test",
      DATABASE_URL: url,
      TEST_CLOCK_FILE: clockFile,
      DATA_DIR: join(folder, "worker"),
      PAYMENT_PROVIDER: "sandbox",
      WEBHOOK_SECRET: "wa-crash-webhook-secret-0123",
      SMTP_URL: sink.url,
      PUBLIC_SITE_URL: "http://site.test",
      API_PUBLIC_URL: "http://api.test",
      JOB_INTERVAL_SECONDS: "0.2",
      WHATSAPP_TOKEN: fakeWhatsAppKeys.token,
      WHATSAPP_PHONE_NUMBER_ID: fakeWhatsAppKeys.phoneNumberId,
      WHATSAPP_APP_SECRET: fakeWhatsAppKeys.appSecret,
      WHATSAPP_VERIFY_TOKEN: fakeWhatsAppKeys.verifyToken,
      WHATSAPP_API_VERSION: fakeWhatsAppKeys.apiVersion,
      WHATSAPP_BASE_URL: fake.url,
    });
  }

  beforeAll(async () => {
    if (!testUrl) return;
    const server = new pg.Client({ connectionString: databaseUrl(testUrl, "postgres") });
    await server.connect();
    await server.query(`create database "${name}"`);
    await server.end();
    url = databaseUrl(testUrl, name);
    handle = openDatabase({ url });
    await handle.migrate();
    writeFileSync(clockFile, "0");
    sink = await startSmtpSink();
    fake = await startFakeWhatsApp({ ...fakeWhatsAppKeys, templates: registeredTemplates });
  }, 60_000);

  afterAll(async () => {
    if (!testUrl) return;
    if (worker && worker.child.exitCode === null) await worker.stop();
    await fake?.close();
    await sink?.close();
    await handle?.close();
    const server = new pg.Client({ connectionString: databaseUrl(testUrl, "postgres") });
    await server.connect();
    await server.query(`drop database if exists "${name}" with (force)`);
    await server.end();
  }, 60_000);

  it("sends the message once: the new worker finds the claim and calls it unconfirmed", async () => {
    const [donor] = await handle.db
      .insert(users)
      .values({ id: crypto.randomUUID(), email: "wa.crash@example.test", name: "Crash Donor", locale: "id" })
      .returning();
    if (!donor) throw new Error("no donor");
    await handle.db.insert(whatsAppConsents).values({
      userId: donor.id,
      phone: "+6281255599001",
      status: "confirmed",
      source: "reply",
      chosenAt: new Date(),
      confirmedAt: new Date(),
    });
    const beside = await handle.db.transaction((tx) =>
      queueBesideMail(
        tx,
        { userId: donor.id, email: donor.email },
        {
          template: "rimbun_payment_received",
          purpose: "receipt",
          locale: "id",
          body: ["Crash Donor", "Rp 50.000"],
          key: "receipt:wa-crash",
        },
      ),
    );
    expect(beside.mail).toBe(true);

    // The platform accepts the message and holds its answer; the worker dies waiting for it.
    fake.stallAcceptedMs = 120_000;
    worker = startWorker();
    await worker.ready;
    await until("the platform to accept the message", async () => fake.sent.length === 1, 60_000);
    const exited = new Promise((resolve) => worker?.child.once("exit", resolve));
    worker.child.kill("SIGKILL");
    await exited;
    const [claimed] = await handle.db.select().from(whatsAppMessages);
    expect(claimed?.status).toBe("sending");
    expect(claimed?.platformId).toBeNull();

    // A new worker, past the dead claim's visibility timeout on its clock, runs the job again.
    fake.stallAcceptedMs = 0;
    writeFileSync(clockFile, String(JOB_VISIBILITY_MS + 60_000));
    worker = startWorker();
    await worker.ready;
    const settled = await until(
      "the message to be called unconfirmed",
      async () => {
        const [row] = await handle.db.select().from(whatsAppMessages);
        return row?.status === "unconfirmed" ? row : null;
      },
      60_000,
    );
    await until(
      "the job to end",
      async () => {
        // Done, or already swept by the worker's retention (a message's job is due at time zero).
        const [job] = await handle.db.select().from(jobs).where(eq(jobs.kind, "whatsapp"));
        return !job || job.status === "done";
      },
      30_000,
    );
    // More runner rounds: still one message at the platform, and no request answered since (the held
    // answer of the first is still held: the new worker asked nothing).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fake.sent).toHaveLength(1);
    expect(fake.requests).toHaveLength(0);
    expect(settled.statuses.map((step) => step.status)).toEqual(["sending", "unconfirmed"]);
    expect(await worker.stop()).toBe(0);
  }, 300_000);
});
