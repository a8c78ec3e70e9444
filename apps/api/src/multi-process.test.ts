import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pointsForDonation } from "@rimbun/domain/points";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, setPassword } from "./accounts/accounts.ts";
import { isPendingPgId } from "./donations/create-donation.ts";
import { sandboxSignatureHeader, signSandboxBody } from "./payments/sandbox.ts";
import { type DatabaseHandle, openDatabase } from "./platform/db/client.ts";
import {
  donations,
  emailOutbox,
  jobs,
  pointLedger,
  recurringPlans,
  volunteerProfiles,
  webhookEvents,
} from "./platform/db/schema/index.ts";
import { loadEnv } from "./platform/env.ts";
import { createServices } from "./platform/services.ts";
import { cookieHeaderOf } from "./test/harness.ts";
import { pngBytes } from "./test/images.ts";
import { databaseUrl, freePort, type StartedProcess, startEntry, until } from "./test/processes.ts";
import { startSmtpSink } from "./test/smtp-sink.ts";

/**
 * Several processes, one database, nothing twice (docs/decisions/multi-process.md). Two API processes
 * (RUN_JOBS=0) and two job workers, started from their real entries on one fresh PostgreSQL database (they
 * migrate together under the advisory lock). Donations, duplicated webhooks and point withdrawals go through
 * both API processes at once; monthly billing runs over three simulated months on both workers, whose clocks and
 * the API processes' move together through TEST_CLOCK_FILE. At the end every cycle is billed once, every mail
 * left once (counted at an SMTP sink) and the point ledger adds up to the rupiah. PostgreSQL only
 * (TEST_DATABASE_URL names the server; the test makes and drops its own database).
 */
const testUrl = process.env.TEST_DATABASE_URL;
const DAY = 24 * 3600_000;
const webhookSecret = "multi-process-webhook-secret-0123";
const siteOrigin = "http://site.test";
const dashboardOrigin = "http://dashboard.test";
const password = "multi-process-password-2026";

describe.skipIf(!testUrl)("two API processes and two workers on one PostgreSQL database", () => {
  const name = `rimbun_multi_${process.pid}_${Date.now().toString(36)}`;
  const folder = mkdtempSync(join(tmpdir(), "rimbun-multi-"));
  const clockFile = join(folder, "clock-offset");
  let url = "";
  let handle: DatabaseHandle;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const processes: StartedProcess[] = [];
  const apis: string[] = [];
  let offset = 0;

  const now = () => new Date(Date.now() + offset);
  function moveClockTo(at: Date) {
    offset = Math.max(offset, at.getTime() - Date.now());
    writeFileSync(clockFile, String(offset));
  }

  beforeAll(async () => {
    if (!testUrl) return;
    const server = new pg.Client({ connectionString: databaseUrl(testUrl, "postgres") });
    await server.connect();
    await server.query(`create database "${name}"`);
    await server.end();
    url = databaseUrl(testUrl, name);
    writeFileSync(clockFile, "0");
    sink = await startSmtpSink();
    const ports = [await freePort(), await freePort()];
    const common = {
      NODE_ENV: "test",
      DATABASE_URL: url,
      TEST_CLOCK_FILE: clockFile,
      PAYMENT_PROVIDER: "sandbox",
      WEBHOOK_SECRET: webhookSecret,
      SMTP_URL: sink.url,
      PUBLIC_SITE_URL: siteOrigin,
      DASHBOARD_URL: dashboardOrigin,
      API_PUBLIC_URL: "http://api.test",
    };
    // Started together: four processes race to migrate one empty database.
    for (const [index, port] of ports.entries()) {
      processes.push(
        startEntry("src/server.ts", {
          ...common,
          PORT: String(port),
          RUN_JOBS: "0",
          DATA_DIR: join(folder, `api-${index}`),
        }),
      );
      apis.push(`http://127.0.0.1:${port}`);
    }
    // Two workers claim from one queue: the monthly run is shared between them, nothing done twice.
    for (const index of [0, 1]) {
      processes.push(
        startEntry("src/worker.ts", {
          ...common,
          JOB_INTERVAL_SECONDS: "0.2",
          DATA_DIR: join(folder, `worker-${index}`),
        }),
      );
    }
    await Promise.all(processes.map((started) => started.ready));
    handle = openDatabase({ url });
  }, 240_000);

  afterAll(async () => {
    if (!testUrl) return;
    const codes = await Promise.all(processes.map((started) => started.stop()));
    await handle?.close();
    await sink?.close();
    const server = new pg.Client({ connectionString: databaseUrl(testUrl, "postgres") });
    await server.connect();
    await server.query(`drop database if exists "${name}" with (force)`);
    await server.end();
    // Every process drained and stopped cleanly on SIGTERM.
    expect(codes).toEqual([0, 0, 0, 0]);
  }, 60_000);

  /** The API process for the n-th request: requests alternate between the two. */
  const api = (n: number) => apis[n % apis.length] ?? "";

  async function donate(
    n: number,
    kind: "single" | "recurring",
    fields: Record<string, string>,
    key: string,
  ) {
    const form = new FormData();
    const values: Record<string, string> = {
      amount: "100000",
      fullname: "Multi Donor",
      payment_methods: "BNI",
      phone: "81234567890",
      referral: "",
      description: "",
      ...(kind === "recurring" ? { interval: "MONTH", interval_count: "1" } : {}),
      ...fields,
    };
    for (const [field, value] of Object.entries(values)) form.append(field, value);
    return fetch(`${api(n)}/v1/payments/${kind}`, {
      method: "POST",
      headers: { origin: siteOrigin, "idempotency-key": key },
      body: form,
    });
  }

  async function pgIdOf(response: Response): Promise<string> {
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { result: { pg_id: string } }).result.pg_id;
  }

  function webhook(n: number, body: { event_id: string; pg_id: string; outcome: "paid" }) {
    const raw = JSON.stringify(body);
    return fetch(`${api(n)}/v1/webhooks/sandbox`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [sandboxSignatureHeader]: signSandboxBody(webhookSecret, raw),
      },
      body: raw,
    });
  }

  /** Each payment's paid webhook to both processes at once, twice under one event id and once under another. */
  async function payEverywhere(pgIds: string[]) {
    const deliveries = pgIds.flatMap((pgId) => [
      webhook(0, { event_id: `evt-${pgId}`, pg_id: pgId, outcome: "paid" }),
      webhook(1, { event_id: `evt-${pgId}`, pg_id: pgId, outcome: "paid" }),
      webhook(1, { event_id: `evt-retry-${pgId}`, pg_id: pgId, outcome: "paid" }),
    ]);
    const statuses = (await Promise.all(deliveries)).map((response) => response.status);
    expect(statuses.every((status) => status === 200)).toBe(true);
  }

  async function volunteer(email: string, fullname: string) {
    const services = createServices({
      env: loadEnv({ NODE_ENV: "test", DATABASE_URL: url, PUBLIC_SITE_URL: siteOrigin }),
      db: handle.db,
    });
    const user = await createAccount(services, {
      email,
      name: fullname,
      role: "volunteer",
      locale: "id",
      phone: "81234567890",
    });
    await setPassword(services, user.id, password);
    await handle.db
      .update(volunteerProfiles)
      .set({
        bankAccount: { bank_name: "BNI", holder: fullname, account_number: "1234567890", branch: "Bogor" },
      })
      .where(eq(volunteerProfiles.userId, user.id));
    return user;
  }

  async function login(n: number, email: string): Promise<string> {
    const response = await fetch(`${api(n)}/v1/oauth/login`, {
      method: "POST",
      headers: { origin: dashboardOrigin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password, remember: "true" }).toString(),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return cookieHeaderOf(response);
  }

  /** Due work the worker has not finished yet, at the shared clock. */
  async function pendingWork(): Promise<number> {
    const [row] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`(${jobs.status} = 'queued' and ${jobs.runAt} <= ${now()}) or ${jobs.status} = 'running'`);
    return row?.n ?? 0;
  }

  /** Waits until the worker has run everything due (mails included) at the shared clock. */
  async function workerIdle() {
    await until("the worker to finish due jobs", async () => (await pendingWork()) === 0, 30_000);
  }

  /** Cycle invoices (pay links) the worker made that nobody has paid yet. */
  async function unpaidInvoices(): Promise<string[]> {
    const rows = await handle.db
      .select({ pgId: donations.pgId })
      .from(donations)
      .where(and(isNotNull(donations.cycleDueDay), eq(donations.status, "pending")));
    return rows.map((row) => row.pgId).filter((pgId) => !isPendingPgId(pgId));
  }

  /**
   * Moves every process's clock to `until`, stopping at each queued job's time (plus five minutes, so
   * jobs a few minutes apart run in one step) and paying each new invoice through both API processes.
   */
  async function advanceTo(target: Date) {
    for (;;) {
      await workerIdle();
      const invoices = await unpaidInvoices();
      if (invoices.length > 0) {
        await payEverywhere(invoices);
        continue;
      }
      const [next] = await handle.db
        .select({ at: sql<string | null>`min(${jobs.runAt})` })
        .from(jobs)
        .where(eq(jobs.status, "queued"));
      const at = next?.at ? new Date(next.at) : null;
      if (!at || at > target) break;
      moveClockTo(new Date(at.getTime() + 5 * 60_000));
    }
    moveClockTo(target);
    await workerIdle();
  }

  it("bills every cycle once, sends every mail once, keeps every point and serves every file", async () => {
    const started = Date.now();
    const referrer = await volunteer("multi.referrer@example.test", "Rina Referrer");
    const planReferrer = await volunteer("multi.plans@example.test", "Putra Plans");

    // Twelve gifts at once, alternating between the processes, referred by one volunteer; two more
    // sent to both processes at the same moment under one idempotency key each.
    const singles = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        donate(
          n,
          "single",
          { email: `single-${n}@example.test`, referral: referrer.referralCode ?? "" },
          `multi-single-key-${n}`,
        ).then(pgIdOf),
      ),
    );
    const twins = await Promise.all(
      [0, 1].flatMap((n) =>
        [0, 1].map((side) =>
          donate(side, "single", { email: `twin-${n}@example.test` }, `multi-twin-key-${n}`),
        ),
      ),
    );
    const twinStatuses = twins.map((response) => response.status).sort();
    expect(twinStatuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(twinStatuses.every((status) => status === 200 || status === 409)).toBe(true);
    for (const n of [0, 1]) {
      const rows = await handle.db
        .select()
        .from(donations)
        .where(eq(donations.email, `twin-${n}@example.test`));
      expect(rows).toHaveLength(1);
    }

    // Monthly plans: two cards (charged by the worker) and two bank transfers (an invoice to pay each month).
    const plans = await Promise.all(
      ["VISA", "VISA", "BNI", "BRI"].map((method, n) =>
        donate(
          n,
          "recurring",
          {
            email: `monthly-${n}@example.test`,
            payment_methods: method,
            referral: planReferrer.referralCode ?? "",
          },
          `multi-monthly-key-${n}`,
        ).then(pgIdOf),
      ),
    );

    // Every first payment's webhook reaches both processes, with duplicates, while the referrer
    // withdraws points through both processes at once.
    await payEverywhere([...singles, ...plans]);
    const cookies = [await login(0, referrer.email), await login(1, referrer.email)];
    const withdrawals = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        fetch(`${api(n)}/v1/donations/vwithdraw`, {
          method: "POST",
          headers: {
            origin: dashboardOrigin,
            // The session made on one process, used on the other: sessions live in the database.
            cookie: cookies[(n + 1) % 2] ?? "",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({ email: referrer.email, amount: "100" }).toString(),
        }).then((response) => response.status),
      ),
    );
    // An avatar uploaded through one process is served by the other (the storage is the database).
    const form = new FormData();
    form.append("email", referrer.email);
    form.append("avatar", new File([pngBytes], "me.png", { type: "image/png" }));
    const uploaded = await fetch(`${api(0)}/v1/users/vupdate`, {
      method: "POST",
      headers: { origin: dashboardOrigin, cookie: cookies[0] ?? "" },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const avatar = ((await uploaded.json()) as { result: { data: { avatar: string } } }).result.data.avatar;
    const [here, there] = await Promise.all([0, 1].map((index) => fetch(`${api(index)}/public/${avatar}`)));
    expect([here?.status, there?.status]).toEqual([200, 200]);
    expect(there?.headers.get("content-type")).toBe("image/webp");
    const bytes = async (response?: Response) => new Uint8Array(await (response as Response).arrayBuffer());
    expect(await bytes(there)).toEqual(await bytes(here));

    // 12 gifts of Rp 100.000 earned 1.200 points: twelve withdrawals of 100 fit, eight do not.
    expect(withdrawals.filter((status) => status === 200)).toHaveLength(12);
    expect(withdrawals.filter((status) => status === 400)).toHaveLength(8);

    // Three simulated months (and a few days) of billing on the two workers.
    await advanceTo(new Date(now().getTime() + 100 * DAY));

    // Every cycle billed once: each plan has its first payment and three paid cycles, one per due day.
    const planRows = await handle.db.select().from(recurringPlans).where(inArray(recurringPlans.pgId, plans));
    expect(planRows).toHaveLength(4);
    for (const plan of planRows) {
      expect(plan.status).toBe("active");
      const paid = await handle.db
        .select()
        .from(donations)
        .where(and(eq(donations.recurringPlanId, plan.id), eq(donations.status, "done")));
      const cycles = paid.map((row) => row.cycleDueDay).filter((day) => day !== null);
      expect(paid.length, plan.channel).toBe(4);
      expect(new Set(cycles).size).toBe(3);
      expect(cycles).toHaveLength(3);
    }
    expect(await handle.db.select().from(jobs).where(eq(jobs.status, "failed"))).toEqual([]);

    // Every webhook event stored once, however many times and wherever it arrived.
    const events = await handle.db.select({ id: webhookEvents.eventId }).from(webhookEvents);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);

    // Every mail sent once: each outbox row left exactly once, and nothing else reached the sink.
    const outbox = await handle.db.select().from(emailOutbox);
    expect(outbox.every((mail) => mail.status === "sent")).toBe(true);
    const sent = sink.received.map((mail) => `${mail.to.join(",")}|${mail.subject}`).sort();
    const stored = outbox.map((mail) => `${mail.to}|${mail.subject}`).sort();
    expect(sent).toEqual(stored);
    const receipts = outbox.filter((mail) => mail.kind === "receipt");
    // One receipt per paid donation: 12 gifts and 4 plans x 4 payments (the twins were never paid).
    expect(receipts).toHaveLength(12 + 16);

    // No point lost or doubled: one credit per referred paid donation, at the domain's rate.
    for (const who of [referrer, planReferrer]) {
      const referred = await handle.db
        .select()
        .from(donations)
        .where(
          and(
            sql`lower(${donations.referralCode}) = lower(${who.referralCode})`,
            eq(donations.status, "done"),
          ),
        );
      const credits = await handle.db
        .select()
        .from(pointLedger)
        .where(and(eq(pointLedger.userId, who.id), eq(pointLedger.type, "earn")));
      expect(credits).toHaveLength(referred.length);
      const expected = referred.reduce((sum, row) => sum + pointsForDonation(row.amount), 0);
      const earned = credits.reduce((sum, row) => sum + Math.round(Number(row.points) * 100), 0);
      expect(earned).toBe(expected);
    }
    const held = await handle.db
      .select({ total: sql<string>`coalesce(sum(${pointLedger.points}), 0)::text` })
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, referrer.id), eq(pointLedger.type, "withdraw")));
    expect(held[0]?.total).toBe("1200.00");
    console.log(`multi-process scenario: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 240_000);
});
