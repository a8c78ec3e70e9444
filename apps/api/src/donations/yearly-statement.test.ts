import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setMailPreferences } from "../mail/mail-preferences.ts";
import { yearlyStatementMail } from "../mail/yearly-statement.ts";
import { jobs } from "../platform/db/schema/index.ts";
import { enqueueJob } from "../platform/jobs/queue.ts";
import { runDueJobs } from "../platform/jobs/runner.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { insertDonation } from "../test/statement-fixtures.ts";
import {
  nextStatementYear,
  seedStatementSchedule,
  statementMailTime,
  statementScheduleJobKind,
} from "./yearly-statement.ts";

let h: Harness;
const donor = "yearly.donor@example.test";
const quiet = "yearly.quiet@example.test";
const guest = "yearly.guest@example.test";
const failedOnly = "yearly.failed@example.test";
const lastYearOnly = "yearly.2025@example.test";

beforeAll(async () => {
  h = await createHarness();
  const user = await h.createUser({ email: donor, name: "Sari Wulandari", locale: "en" });
  await h.createUser({ email: quiet, name: "Quiet Donor" });
  await h.createUser({ email: failedOnly, name: "Failed Donor" });
  await h.createUser({ email: lastYearOnly, name: "Old Donor" });
  // Donor: two gifts in 2026 (one by address in another case), one in 2025 that does not count.
  await insertDonation(h, {
    email: donor,
    userId: user.id,
    amount: 50_000,
    createdAt: "2026-02-01T03:00:00Z",
  });
  await insertDonation(h, { email: donor.toUpperCase(), amount: 25_000, createdAt: "2026-12-31T16:00:00Z" });
  await insertDonation(h, {
    email: donor,
    userId: user.id,
    amount: 9_000,
    createdAt: "2025-06-01T03:00:00Z",
  });
  await insertDonation(h, { email: quiet, amount: 10_000, createdAt: "2026-05-01T03:00:00Z" });
  await insertDonation(h, { email: guest, amount: 10_000, createdAt: "2026-05-01T03:00:00Z" });
  await insertDonation(h, {
    email: failedOnly,
    amount: 10_000,
    status: "failed",
    createdAt: "2026-05-01T03:00:00Z",
  });
  await insertDonation(h, { email: lastYearOnly, amount: 10_000, createdAt: "2025-05-01T03:00:00Z" });
  await setMailPreferences(h.db, quiet, { yearlyStatement: false });
});
afterAll(() => h.close());

const scheduleJobs = () => h.db.select().from(jobs).where(eq(jobs.kind, statementScheduleJobKind));

describe("yearly statement mail", () => {
  it("runs on 3 January, 09:00 in Jakarta, for the year just ended", () => {
    expect(statementMailTime(2026).toISOString()).toBe("2027-01-03T02:00:00.000Z");
    expect(nextStatementYear(new Date("2026-11-23T10:00:00Z"))).toBe(2026);
    expect(nextStatementYear(new Date("2027-01-03T01:59:00Z"))).toBe(2026);
    expect(nextStatementYear(new Date("2027-01-03T02:00:00Z"))).toBe(2027);
  });

  it("start-up seeds next January's run once, however often the API starts", async () => {
    h.clock.current = new Date("2026-11-23T10:00:00Z");
    await seedStatementSchedule(h.services);
    await seedStatementSchedule(h.services);
    const queued = await scheduleJobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ key: "yearly-statement:schedule:2026", status: "queued" });
    expect(queued[0]?.runAt.toISOString()).toBe("2027-01-03T02:00:00.000Z");
    // Nothing is due before then.
    await runDueJobs(h.services);
    expect(await h.outbox()).toHaveLength(0);
  });

  it("in January mails each donor with a 2026 gift once, in their language, with one-click unsubscribe", async () => {
    h.clock.current = new Date("2027-01-03T02:00:00Z");
    await runDueJobs(h.services);
    const mails = (await h.outbox()).filter((row) => row.kind === "yearly-statement");
    expect(mails.map((row) => row.to)).toEqual([donor]);
    const [mail] = mails;
    expect(mail?.locale).toBe("en");
    expect(mail?.subject).toBe("Your 2026 donation statement is ready");
    expect(mail?.text).toContain("Rp\u00a075,000");
    expect(mail?.text).toContain("http://dashboard.test/dashboard/history?statement=2026&locale=en");
    const headers = mail?.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(/^<http:\/\/api\.test\/v1\/mail\/unsubscribe\?token=.+>$/);
    expect(mail?.text).toContain(headers["List-Unsubscribe"]?.slice(1, -1));
    // The next January is queued by the run itself.
    const next = (await scheduleJobs()).find((job) => job.key === "yearly-statement:schedule:2027");
    expect(next?.runAt.toISOString()).toBe("2028-01-03T02:00:00.000Z");
  });

  it("running the year again (a retry, a second process) mails nobody twice", async () => {
    await enqueueJob(h.db, {
      kind: statementScheduleJobKind,
      key: "yearly-statement:schedule:2026",
      payload: { year: 2026 },
      runAt: h.clock.current,
      reschedule: true,
    });
    await runDueJobs(h.services);
    await seedStatementSchedule(h.services);
    await runDueJobs(h.services);
    const mails = (await h.outbox()).filter((row) => row.kind === "yearly-statement");
    expect(mails).toHaveLength(1);
    expect((await scheduleJobs()).filter((job) => job.status === "queued")).toHaveLength(1);
  });

  it("speaks Indonesian to an Indonesian donor", () => {
    const mail = yearlyStatementMail("id", {
      name: "Dewi",
      year: 2026,
      total: "Rp 75.000",
      url: "http://dashboard.test/dashboard/history?statement=2026",
      unsubscribeUrl: "http://api.test/v1/mail/unsubscribe?token=t",
    });
    expect(mail.subject).toBe("Laporan donasi 2026 kamu sudah siap");
    expect(mail.text).toContain("totalnya Rp 75.000");
    expect(mail.text).toContain("Berhenti dengan satu klik: http://api.test/v1/mail/unsubscribe?token=t");
    expect(mail.html).toContain('lang="id"');
  });
});
