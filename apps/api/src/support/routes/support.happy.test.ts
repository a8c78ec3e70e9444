import { type DonorHit, type DonorPage, validateResponse } from "@rimbun/contract";
import { invoiceNumber } from "@rimbun/domain/invoice";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, donations, recurringPlans } from "../../platform/db/schema/index.ts";
import { runDueJobs } from "../../platform/jobs/runner.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import {
  createPayment,
  deliverWebhook,
  donationForm,
  monthlyForm,
  payOnSandbox,
} from "../../test/payments.ts";

let h: Harness;
let staffCookie: string;
let staffId: string;

beforeAll(async () => {
  h = await createHarness();
  const staff = await h.createUser({ email: "sari.staff@example.test", role: "staff", name: "Sari Staff" });
  staffId = staff.id;
  staffCookie = await h.login("sari.staff@example.test");
});
afterAll(() => h.close());

async function search(q: string): Promise<DonorHit[]> {
  const response = await h.request("GET", `/v1/admin/donors?q=${encodeURIComponent(q)}`, {
    cookie: staffCookie,
  });
  expect(response.status, q).toBe(200);
  return validateResponse("searchDonors", (await json(response)).result);
}

async function page(donorId: string): Promise<DonorPage> {
  const response = await h.request("GET", `/v1/admin/donors/${donorId}`, { cookie: staffCookie });
  expect(response.status).toBe(200);
  return validateResponse("getDonorPage", (await json(response)).result);
}

async function donationOf(pgId: string) {
  const [row] = await h.db.select().from(donations).where(eq(donations.pgId, pgId));
  if (!row) throw new Error("no donation");
  return row;
}

describe("search", () => {
  it("finds a guest donor by e-mail, phone in any form, name's beginning, local id, invoice number and provider id", async () => {
    const created = await createPayment(
      h,
      "single",
      donationForm({ email: "Guest.Giver@Example.test", fullname: "Gilang Guest", phone: "85611112222" }),
    );
    const row = await donationOf(created.pg_id);
    const expected = { donor_id: `guest-${row.id}`, account: false, name: "Gilang Guest" };
    for (const q of [
      "guest.giver@example.test",
      "+6285611112222",
      "085611112222",
      "0856-1111-2222",
      "85611112222",
      "gilang",
      "Gilang G",
      row.localId.toLowerCase(),
      invoiceNumber(row.id),
      invoiceNumber(row.id).toLowerCase(),
      // The older printed form (`100d792f-a332-`) still finds its donation.
      row.id.slice(0, 14),
      row.pgId,
    ]) {
      const hits = await search(q);
      expect(hits, q).toHaveLength(1);
      expect(hits[0], q).toMatchObject(expected);
    }
    expect((await search("0856-1111-2222"))[0]?.matched_by).toBe("phone");
    expect((await search(invoiceNumber(row.id)))[0]?.matched_by).toBe("invoice_number");
    expect((await search(row.id.slice(0, 14)))[0]?.matched_by).toBe("invoice_number");
    expect((await search(row.localId))[0]).toMatchObject({
      matched_by: "local_id",
      donation: { amount: 100000 },
    });
    expect(await search("ilang")).toEqual([]);
  });

  it("finds any word of the name (surname too; case and accents ignored) and any 4+ digits of the phone", async () => {
    const created = await createPayment(
      h,
      "single",
      donationForm({ email: "dewi.s@example.test", fullname: "Dewi Ayu Sétiawati", phone: "81377665544" }),
    );
    const row = await donationOf(created.pg_id);
    for (const q of [
      "setiawati",
      "SÉTIAWATI",
      "Setia",
      "ayu",
      "7766",
      "77665544",
      "0813 7766",
      "+62 813-7766",
      "6281377",
      "665-544",
    ]) {
      const hits = await search(q);
      expect(
        hits.map((hit) => hit.donor_id),
        q,
      ).toContain(`guest-${row.id}`);
    }
    // Three digits, or the middle of a word, find nothing.
    for (const q of ["776", "tiawati", "yu"]) {
      const hits = await search(q);
      expect(
        hits.map((hit) => hit.donor_id),
        q,
      ).not.toContain(`guest-${row.id}`);
    }
  });

  it("a donor with an account is found as the account, by a donation's fields too", async () => {
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email: "akun@example.test", phone: "81300001111" }),
    );
    await payOnSandbox(h, created.pg_id);
    const row = await donationOf(created.pg_id);
    const hits = await search("081300001111");
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ account: true, email: "akun@example.test" });
    expect(hits[0]?.donor_id).toBe(row.userId);
    expect((await search(row.localId))[0]?.donor_id).toBe(row.userId);
    const audited = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "support.search"), eq(auditLog.actorUserId, staffId)));
    expect(audited.length).toBeGreaterThan(0);
  });
});

describe("flagged payments", () => {
  it("lists a payment reported paid for another amount, with its donor's page", async () => {
    const created = await createPayment(h, "single", donationForm({ email: "flagged@example.test" }));
    const row = await donationOf(created.pg_id);
    await deliverWebhook(h, { event_id: "evt-flag-1", pg_id: created.pg_id, outcome: "paid", amount: 1000 });
    const response = await h.request("GET", "/v1/admin/donations/flagged", { cookie: staffCookie });
    expect(response.status).toBe(200);
    const flagged = validateResponse("listFlaggedPayments", (await json(response)).result);
    expect(flagged).toContainEqual(
      expect.objectContaining({
        donor_id: `guest-${row.id}`,
        local_id: row.localId,
        flag: "amount-mismatch",
        status: "pending",
      }),
    );
  });
});

describe("the donor page and its actions", () => {
  it("shows profile, plan, donations with provider events, mails, consents; the read is audited", async () => {
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email: "page@example.test", fullname: "Putri Page" }),
    );
    await payOnSandbox(h, created.pg_id);
    const row = await donationOf(created.pg_id);
    const donor = await page(row.userId ?? "");
    expect(donor.profile).toMatchObject({ name: "Putri Page", email: "page@example.test", role: "donor" });
    expect(donor.plans).toHaveLength(1);
    expect(donor.plans[0]).toMatchObject({ status: "active", amount: 100000, channel: "BNI" });
    expect(donor.donations[0]).toMatchObject({ local_id: row.localId, status: "done", refund: null });
    expect(donor.donations[0]?.events.map((event) => event.to)).toContain("done");
    expect(donor.mails.map((mail) => mail.kind)).toContain("receipt");
    expect(donor.consents).toEqual({ newsletter: "none", campaign_updates: true, yearly_statement: true });
    const reads = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "support.donor.read"), eq(auditLog.subject, `user:${row.userId}`)));
    expect(reads).toHaveLength(1);
    expect(reads[0]?.actorUserId).toBe(staffId);
    // Only what the screen shows: no password hashes, tokens, addresses or invoice URLs.
    const text = JSON.stringify(donor);
    for (const secret of [
      "invoice_url",
      "invoiceUrl",
      "passwordHash",
      '"html"',
      "token",
      "address",
      "billing_state",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("lists each mail with its real state: waiting, sent once delivered, failed once given up", async () => {
    const created = await createPayment(h, "single", donationForm({ email: "mail.states@example.test" }));
    await payOnSandbox(h, created.pg_id);
    const row = await donationOf(created.pg_id);
    const receiptOf = async () =>
      (await page(`guest-${row.id}`)).mails.find((mail) => mail.kind === "receipt");
    expect((await receiptOf())?.status).toBe("outbox");
    await runDueJobs(h.services);
    const sent = await receiptOf();
    expect(sent?.status).toBe("sent");
    expect(sent?.sent_at).not.toBeNull();
    const [receipt] = (await h.outbox("mail.states@example.test")).filter((mail) => mail.kind === "receipt");
    await h.services.mailer.markFailed(receipt?.id ?? "", new Error("550 no such user"));
    expect((await receiptOf())?.status).toBe("failed");
  });

  it("resends the receipt through the outbox and records why", async () => {
    const created = await createPayment(h, "single", donationForm({ email: "resend@example.test" }));
    await payOnSandbox(h, created.pg_id);
    const row = await donationOf(created.pg_id);
    const before = (await h.outbox("resend@example.test")).filter((mail) => mail.kind === "receipt").length;
    const response = await h.request("POST", `/v1/admin/donations/${row.id}/resend`, {
      cookie: staffCookie,
      json: { reason: "Donor lost the mail" },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).result).toEqual({ mail: "receipt" });
    const after = (await h.outbox("resend@example.test")).filter((mail) => mail.kind === "receipt").length;
    expect(after).toBe(before + 1);
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, "support.resend.receipt"));
    expect(entry).toMatchObject({
      actorUserId: staffId,
      subject: `donation:${row.id}`,
      data: { reason: "Donor lost the mail" },
    });
  });

  it("stops a plan on the donor's request: stop mail, history entry by staff with the reason; again is 409", async () => {
    const created = await createPayment(h, "recurring", monthlyForm({ email: "stop@example.test" }));
    await payOnSandbox(h, created.pg_id);
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, created.pg_id));
    const path = `/v1/admin/plans/${plan?.id}/stop`;
    const response = await h.request("POST", path, {
      cookie: staffCookie,
      json: { reason: "Donor phoned to stop" },
    });
    expect(response.status).toBe(200);
    const [after] = await h.db
      .select()
      .from(recurringPlans)
      .where(eq(recurringPlans.id, plan?.id ?? ""));
    expect(after?.status).toBe("inactive");
    expect((await h.outbox("stop@example.test")).map((mail) => mail.kind)).toContain("stop-confirmation");
    const donor = await page(after?.userId ?? "");
    expect(donor.plans[0]?.history.at(-1)).toMatchObject({
      action: "support.plan.stop",
      by: "staff",
      staff_name: "Sari Staff",
      reason: "Donor phoned to stop",
    });
    const again = await h.request("POST", path, { cookie: staffCookie, json: { reason: "twice" } });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe("support.plan.notStoppable");
  });

  it("a sandbox refund settles through the signed callback: refunded, shown on the page with its events", async () => {
    const created = await createPayment(h, "single", donationForm({ email: "refund.me@example.test" }));
    await payOnSandbox(h, created.pg_id);
    const row = await donationOf(created.pg_id);
    const response = await h.request("POST", `/v1/admin/donations/${row.id}/refund`, {
      cookie: staffCookie,
      json: { reason: "Gave twice by mistake" },
    });
    expect(response.status).toBe(200);
    expect((await page(`guest-${row.id}`)).donations[0]?.refund?.state).toBe("requested");
    await runDueJobs(h.services);
    const donor = await page(`guest-${row.id}`);
    expect(donor.donations[0]).toMatchObject({ status: "refunded", refund: { state: "sent" } });
    expect(donor.donations[0]?.events.map((event) => event.to)).toEqual(["done", "refunded"]);
    expect(donor.audit.map((entry) => entry.action)).toContain("support.refund");
  });
});
