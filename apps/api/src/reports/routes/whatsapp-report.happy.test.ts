import { jakartaDay } from "@rimbun/domain/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  donations,
  recurringPlans,
  whatsAppMessages,
  whatsAppPrices,
} from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/*
 * WhatsApp in the reports on a data set whose figures were worked out by hand
 * (docs/product/staff-console.md#reports). Prices: utility Rp 300 from 2026-01-01, Rp 400 from 2026-10-15.
 *
 * September 2026 (Jakarta): 5 messages (one queued 1 Sept 01:00 Jakarta, i.e. 31 Aug in UTC), 3 reached the
 * platform, 2 delivered (one of them read), 1 failed, 1 mailed instead; cost 2 × 300 = 600.
 * October 2026: 3 delivered: 14 Oct 23:30 Jakarta at 300, 15 Oct 00:30 Jakarta (still 14 Oct in UTC) at 400,
 * and one of a template we do not know (unpriced); cost 700.
 *
 * June's messages are the four reminders below (three reached the platform, two of them read), July's the
 * receipt, August's the one read on 31 August in Jakarta.
 *
 * June 2026 cycles (reminder channel QRIS, due 5 June, window to 12 June 23:59 Jakarta): plan A reminded on
 * WhatsApp and paid 12 June 23:59 (paid); plan B reminded on WhatsApp, paid 13 June 00:00 (late); plan C
 * mail only, first invoice expired, second paid 7 June (paid); plan D's WhatsApp failed before the platform
 * took it (mail only), never paid; plan E is charged by itself (VISA): not counted. July: plan A's cycle
 * got only a receipt on WhatsApp (mail only), paid in the window.
 */

let h: Harness;
let staff = "";
let userId = "";
let n = 0;

const utc = (text: string) => new Date(text);

function message(values: Partial<typeof whatsAppMessages.$inferInsert> & { createdAt: Date }) {
  return {
    userId,
    to: "+6281234567890",
    template: "rimbun_payment_received",
    locale: "id" as const,
    parameters: { body: ["Dewi", "Rp 100.000"] },
    status: "delivered" as const,
    sentAt: values.createdAt,
    ...values,
  };
}

async function plan(channel: string) {
  n += 1;
  const [row] = await h.db
    .insert(recurringPlans)
    .values({
      pgId: `wa-plan-${n}`,
      provider: "sandbox",
      channel,
      amount: 100_000,
      status: "active",
      email: `cycle${n}@example.test`,
      fullname: `Cycle ${n}`,
      phone: "+628123456789",
      createdAt: utc("2026-05-01T00:00:00Z"),
    })
    .returning();
  return row?.id ?? "";
}

async function cycle(
  planId: string,
  channel: string,
  dueDay: string,
  status: "pending" | "done" | "expired",
  paidAt: Date | null,
) {
  n += 1;
  const [row] = await h.db
    .insert(donations)
    .values({
      localId: `RL-WA-${n}`,
      pgId: `wa-pg-${n}`,
      provider: "sandbox",
      channel,
      type: "monthly",
      status,
      amount: 100_000,
      email: "cycle@example.test",
      fullname: "Cycle",
      phone: "+628123456789",
      invoiceUrl: "",
      recurringPlanId: planId,
      cycleDueDay: dueDay,
      paidAt,
      createdAt: utc(`${dueDay}T01:00:00Z`),
    })
    .returning();
  return row?.id ?? "";
}

function reminder(
  donationId: string,
  status: "read" | "delivered" | "failed",
  sent: boolean,
  at = utc("2026-06-05T02:00:00Z"),
) {
  return message({
    template: "rimbun_monthly_reminder",
    purpose: "reminder",
    donationId,
    status,
    createdAt: at,
    sentAt: sent ? at : null,
  });
}

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "wa.report.staff@example.test", role: "staff" });
  staff = await h.login("wa.report.staff@example.test");
  userId = (await h.createUser({ email: "wa.report.donor@example.test" })).id;
  await h.db.insert(whatsAppPrices).values([
    { category: "utility", priceIdr: 300, effectiveFrom: "2026-01-01" },
    { category: "utility", priceIdr: 400, effectiveFrom: "2026-10-15" },
  ]);
  await h.db.insert(whatsAppMessages).values([
    // September.
    message({ status: "read", createdAt: utc("2026-09-10T03:00:00Z") }),
    message({ status: "delivered", createdAt: utc("2026-09-20T03:00:00Z") }),
    message({ status: "failed", createdAt: utc("2026-09-21T03:00:00Z") }),
    message({ status: "not-on-whatsapp", sentAt: null, createdAt: utc("2026-09-22T03:00:00Z") }),
    message({ status: "queued", sentAt: null, createdAt: utc("2026-08-31T18:00:00Z") }),
    // 31 August 23:00 in Jakarta: not in the range.
    message({ status: "read", createdAt: utc("2026-08-31T16:00:00Z") }),
    // October.
    message({ createdAt: utc("2026-10-14T16:30:00Z") }),
    message({ createdAt: utc("2026-10-14T17:30:00Z") }),
    message({ template: "rimbun_retired_template", createdAt: utc("2026-10-20T03:00:00Z") }),
  ]);
  const [a, b, c, d, e] = [
    await plan("QRIS"),
    await plan("BNI"),
    await plan("DANA"),
    await plan("QRIS"),
    await plan("VISA"),
  ];
  const dueJune = "2026-06-05";
  const aJune = await cycle(a, "QRIS", dueJune, "done", utc("2026-06-12T16:59:00Z"));
  const bJune = await cycle(b, "BNI", dueJune, "done", utc("2026-06-12T17:00:00Z"));
  await cycle(c, "DANA", dueJune, "expired", null);
  await cycle(c, "DANA", dueJune, "done", utc("2026-06-07T05:00:00Z"));
  const dJune = await cycle(d, "QRIS", dueJune, "pending", null);
  const eJune = await cycle(e, "VISA", dueJune, "done", utc("2026-06-05T05:00:00Z"));
  const aJuly = await cycle(a, "QRIS", "2026-07-05", "done", utc("2026-07-06T05:00:00Z"));
  // A cycle due today: its window is still open, so it is in no figure yet.
  const today = await cycle(a, "QRIS", jakartaDay(h.clock.current), "pending", null);
  await h.db
    .insert(whatsAppMessages)
    .values([
      reminder(aJune, "read", true),
      reminder(bJune, "delivered", true),
      reminder(dJune, "failed", false),
      reminder(eJune, "read", true),
      reminder(today, "delivered", true, h.clock.current),
      message({ purpose: "receipt", donationId: aJuly, createdAt: utc("2026-07-06T05:00:00Z") }),
    ]);
}, 60_000);
afterAll(() => h.close());

interface Month {
  month: string;
  [key: string]: unknown;
}

async function figures(query: string) {
  const response = await h.request("GET", `/v1/admin/reports/whatsapp${query}`, { cookie: staff });
  expect(response.status).toBe(200);
  return (await json<{ result: { window_days: number; months: Month[] } }>(response)).result;
}

describe("GET /v1/admin/reports/whatsapp", () => {
  it("counts each month's messages by how they ended and prices the delivered ones by the day they were sent", async () => {
    const result = await figures("?startDate=2026-09-01&endDate=2026-10-31");
    expect(result.months.map((month) => month.month)).toEqual(["2026-09", "2026-10"]);
    expect(result.months[0]).toMatchObject({
      messages: 5,
      sent: 3,
      delivered: 2,
      read: 1,
      failed: 1,
      mailed_instead: 1,
      cost_idr: 600,
      unpriced: 0,
    });
    expect(result.months[1]).toMatchObject({
      messages: 3,
      sent: 3,
      delivered: 3,
      read: 0,
      failed: 0,
      mailed_instead: 0,
      cost_idr: 700,
      unpriced: 1,
    });
  });

  it("compares reminder-channel cycles reminded on WhatsApp with those reminded by mail only", async () => {
    const result = await figures("?startDate=2026-06-01&endDate=2026-07-31");
    expect(result.window_days).toBe(7);
    expect(result.months[0]).toMatchObject({
      month: "2026-06",
      whatsapp_cycles: 2,
      whatsapp_paid: 1,
      mail_cycles: 2,
      mail_paid: 1,
    });
    expect(result.months[1]).toMatchObject({
      month: "2026-07",
      whatsapp_cycles: 0,
      whatsapp_paid: 0,
      mail_cycles: 1,
      mail_paid: 1,
    });
  });

  it("leaves out cycles whose window is still open", async () => {
    const today = jakartaDay(h.clock.current);
    const result = await figures(`?startDate=${today.slice(0, 8)}01&endDate=${today}`);
    expect(result.months.at(-1)).toMatchObject({ whatsapp_cycles: 0, mail_cycles: 0 });
  });

  it("refuses a backwards range, and anyone but staff", async () => {
    const backwards = await h.request(
      "GET",
      "/v1/admin/reports/whatsapp?startDate=2026-10-01&endDate=2026-09-01",
      {
        cookie: staff,
      },
    );
    expect(backwards.status).toBe(400);
    expect((await h.request("GET", "/v1/admin/reports/whatsapp")).status).toBe(401);
    await h.createUser({ email: "wa.report.plain@example.test" });
    const donor = await h.login("wa.report.plain@example.test");
    expect((await h.request("GET", "/v1/admin/reports/whatsapp", { cookie: donor })).status).toBe(403);
  });
});

describe("the whatsapp export", () => {
  it("has one row per month with the same figures", async () => {
    const response = await h.request(
      "GET",
      "/v1/admin/reports/export?dataset=whatsapp&format=csv&startDate=2026-06-01&endDate=2026-10-31",
      { cookie: staff },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-export-rows")).toBe("5");
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "month,messages,sent,delivered,read,failed,mailed_instead,cost_idr,delivered_without_price,cycles_with_whatsapp_reminder,paid_after_whatsapp_reminder,cycles_with_mail_reminder_only,paid_after_mail_reminder_only",
    );
    expect(lines.slice(1)).toEqual([
      "2026-06,4,3,3,2,1,0,900,0,2,1,2,1",
      "2026-07,1,1,1,0,0,0,300,0,0,0,1,1",
      "2026-08,1,1,1,1,0,0,300,0,0,0,0,0",
      "2026-09,5,3,2,1,1,1,600,0,0,0,0,0",
      "2026-10,3,3,3,0,0,0,700,1,0,0,0,0",
    ]);
  });
});
