import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../accounts/accounts.ts";
import { type DatabaseHandle, openDatabase } from "../platform/db/client.ts";
import {
  donations,
  emailOutbox,
  pointLedger,
  recurringPlans,
  referralTotals,
  users,
  webhookEvents,
} from "../platform/db/schema/index.ts";
import { loadEnv } from "../platform/env.ts";
import { createServices } from "../platform/services.ts";
import { databaseUrl, freePort, until } from "../test/processes.ts";
import { startSmtpSink } from "../test/smtp-sink.ts";
import { sandboxSignatureHeader, signSandboxBody } from "./sandbox.ts";

/**
 * The API as a real process on real PostgreSQL, killed in the middle of a payment: nothing of the
 * payment may be half-written, and the provider's retry must finish it exactly once.
 * PostgreSQL only (TEST_DATABASE_URL): it makes its own database on that server and drops it.
 */
const testUrl = process.env.TEST_DATABASE_URL;
const apiRoot = fileURLToPath(new URL("../..", import.meta.url));
const webhookSecret = "crash-test-webhook-secret-0123";
const siteOrigin = "http://site.test";

/** Each wait of this test: a quiet machine needs a second or two. */
const waitMs = 20_000;

describe.skipIf(!testUrl)("payments survive a killed API process (PostgreSQL)", () => {
  const name = `rimbun_crash_${process.pid}_${Date.now().toString(36)}`;
  let admin: pg.Client;
  /** Reads pg_stat_activity outside `admin`'s transaction (a transaction sees one snapshot of it). */
  let monitor: pg.Client;
  let adminPid = 0;
  let url: string;
  let handle: DatabaseHandle;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let port: number;
  let api: ChildProcess | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), "rimbun-crash-"));

  async function startApi(jobIntervalSeconds: number): Promise<ChildProcess> {
    // Node itself with tsx as its loader (not the tsx wrapper, whose child would outlive a SIGKILL).
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NODE_ENV: "test",
        PORT: String(port),
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PAYMENT_PROVIDER: "sandbox",
        WEBHOOK_SECRET: webhookSecret,
        SMTP_URL: sink.url,
        JOB_INTERVAL_SECONDS: String(jobIntervalSeconds),
        PUBLIC_SITE_URL: siteOrigin,
        API_PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    await until(
      `the API on port ${port}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`API exited: ${output}`);
        try {
          return (await fetch(`http://127.0.0.1:${port}/health`)).ok;
        } catch {
          return false;
        }
      },
      waitMs,
    );
    api = child;
    return child;
  }

  async function kill(child: ChildProcess) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    api = null;
  }

  async function stop(child: ChildProcess) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    api = null;
  }

  function webhook(body: { event_id: string; pg_id: string; outcome: "paid" }) {
    const raw = JSON.stringify(body);
    return fetch(`http://127.0.0.1:${port}/v1/webhooks/sandbox`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [sandboxSignatureHeader]: signSandboxBody(webhookSecret, raw),
      },
      body: raw,
    });
  }

  async function createMonthly(email: string, referralCode: string): Promise<string> {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      amount: "100000",
      email,
      fullname: "Crash Donor",
      payment_methods: "BNI",
      phone: "81234567890",
      referral: "",
      referral_code: referralCode,
      description: "",
      interval: "MONTH",
      interval_count: "1",
    })) {
      form.append(key, value);
    }
    const response = await fetch(`http://127.0.0.1:${port}/v1/payments/recurring`, {
      method: "POST",
      headers: {
        origin: siteOrigin,
        "idempotency-key": `crash-${email.replace(/[^a-z0-9]/g, "-")}-0123456789`,
      },
      body: form,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: { pg_id: string } }).result.pg_id;
  }

  async function donationOf(pgId: string) {
    const [row] = await handle.db.select().from(donations).where(eq(donations.pgId, pgId));
    if (!row) throw new Error("no donation");
    return row;
  }

  async function ledgerOf(userId: string) {
    return handle.db.select().from(pointLedger).where(eq(pointLedger.userId, userId));
  }

  function mailsTo(email: string) {
    return sink.received.filter((mail) => mail.to.includes(email));
  }

  /** Backends of the crash database other than `admin` that are inside a statement or a transaction. */
  async function busyBackends(): Promise<number> {
    const result = await monitor.query(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> $2 and pid <> pg_backend_pid() and state <> 'idle'",
      [name, adminPid],
    );
    return result.rows[0].n as number;
  }

  beforeAll(async () => {
    if (!testUrl) return;
    const server = new pg.Client({ connectionString: databaseUrl(testUrl, "postgres") });
    await server.connect();
    await server.query(`create database "${name}"`);
    await server.end();
    url = databaseUrl(testUrl, name);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    adminPid = (await admin.query("select pg_backend_pid() as pid")).rows[0].pid;
    monitor = new pg.Client({ connectionString: url });
    await monitor.connect();
    sink = await startSmtpSink();
    port = await freePort();
    handle = openDatabase({ url });
  }, 30_000);

  afterAll(async () => {
    if (!testUrl) return;
    if (api) await kill(api);
    await handle?.close();
    await admin?.end();
    await monitor?.end();
    await sink?.close();
    const server = new pg.Client({ connectionString: databaseUrl(testUrl, "postgres") });
    await server.connect();
    await server.query(`drop database if exists "${name}" with (force)`);
    await server.end();
  }, 30_000);

  it("killed while the payment's transaction waits, the retried webhook applies it once, mails once", async () => {
    let child = await startApi(1);
    const services = createServices({
      env: loadEnv({ NODE_ENV: "test", DATABASE_URL: url, DATA_DIR: dataDir }),
      db: handle.db,
    });
    const volunteer = await createAccount(services, {
      email: "crash.volunteer@example.test",
      name: "Crash Volunteer",
      role: "volunteer",
      locale: "id",
    });
    const donor = "crash.donor@example.test";
    const pgId = await createMonthly(donor, volunteer.referralCode ?? "");
    const event = { event_id: "crash-event-1", pg_id: pgId, outcome: "paid" as const };

    // Hold the ledger so the API's transaction stops in the middle (after the donation, the plan
    // and the donor account, before the volunteer's points), then kill the process there.
    await admin.query("begin");
    await admin.query("lock table point_ledger in share row exclusive mode");
    const pending = webhook(event).catch(() => null);
    await until(
      "the API's transaction to wait for the ledger lock",
      async () => {
        const result = await monitor.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and query like 'insert into \"point_ledger\"%'",
          [name],
        );
        return result.rows[0].n > 0;
      },
      waitMs,
    );
    await kill(child);
    await admin.query("rollback");
    expect(await pending).toBeNull();
    await until("the killed API's backend to end", async () => (await busyBackends()) === 0, waitMs);

    // Nothing of the payment was committed.
    expect((await donationOf(pgId)).status).toBe("pending");
    expect(await handle.db.select().from(users).where(eq(users.email, donor))).toHaveLength(0);
    expect(await ledgerOf(volunteer.id)).toHaveLength(0);
    expect(await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, donor))).toHaveLength(0);
    expect(
      await handle.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, event.event_id)),
    ).toHaveLength(0);
    const [plan] = await handle.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, pgId));
    expect(plan?.status).toBe("pending");

    // The provider retries; the restarted API applies the payment once and its runner sends the mails.
    child = await startApi(1);
    const retried = await webhook(event);
    expect(((await retried.json()) as { result: string }).result).toBe("applied");
    expect(((await (await webhook(event)).json()) as { result: string }).result).toBe("duplicate");
    await until("the receipt and the set-password mail", async () => mailsTo(donor).length >= 2, waitMs);
    // Two more runner rounds: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 2500));

    const donation = await donationOf(pgId);
    expect(donation.status).toBe("done");
    const accounts = await handle.db.select().from(users).where(eq(users.email, donor));
    expect(accounts).toHaveLength(1);
    expect(donation.userId).toBe(accounts[0]?.id);
    const ledger = await ledgerOf(volunteer.id);
    expect(ledger.map((entry) => [entry.type, entry.points, entry.donationId])).toEqual([
      ["earn", "100.00", donation.id],
    ]);
    const [totals] = await handle.db
      .select()
      .from(referralTotals)
      .where(and(eq(referralTotals.userId, volunteer.id), eq(referralTotals.period, "all")));
    expect([totals?.points, totals?.donors]).toEqual(["100.00", 1]);
    const outbox = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, donor));
    expect(outbox.map((mail) => [mail.kind, mail.status]).sort()).toEqual([
      ["receipt", "sent"],
      ["set-password", "sent"],
    ]);
    expect(mailsTo(donor)).toHaveLength(2);
    await stop(child);
  }, 60_000);

  it("killed after the commit but before the mails went out, the restarted runner sends each once", async () => {
    // No job runner in this process (a payment would wake a running one at once): its mails stay
    // queued when it dies, as they would if it died right after the commit.
    let child = await startApi(0);
    const [volunteer] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, "crash.volunteer@example.test"));
    const donor = "crash.donor2@example.test";
    const pgId = await createMonthly(donor, volunteer?.referralCode ?? "");
    const event = { event_id: "crash-event-2", pg_id: pgId, outcome: "paid" as const };
    expect(((await (await webhook(event)).json()) as { result: string }).result).toBe("applied");
    await kill(child);

    const queued = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, donor));
    expect(queued.map((mail) => [mail.kind, mail.sentAt]).sort()).toEqual([
      ["receipt", null],
      ["set-password", null],
    ]);
    expect(mailsTo(donor)).toHaveLength(0);

    child = await startApi(1);
    expect(((await (await webhook(event)).json()) as { result: string }).result).toBe("duplicate");
    await until("the queued mails", async () => mailsTo(donor).length >= 2, waitMs);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mailsTo(donor).map((mail) => mail.subject).length).toBe(2);
    const sent = await handle.db
      .select({ kind: emailOutbox.kind, status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, donor));
    expect(sent.map((mail) => [mail.kind, mail.status]).sort()).toEqual([
      ["receipt", "sent"],
      ["set-password", "sent"],
    ]);
    const donation = await donationOf(pgId);
    const credits = await handle.db.select().from(pointLedger).where(eq(pointLedger.donationId, donation.id));
    expect(credits).toHaveLength(1);
    await stop(child);
  }, 60_000);
});
