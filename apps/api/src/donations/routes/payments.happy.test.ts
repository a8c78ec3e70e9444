import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "../../accounts/accounts.ts";
import { donations, pointLedger, recurringPlans } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, donationForm, monthlyForm, payOnSandbox } from "../../test/payments.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("call 3 + sandbox + call 6: a monthly donation from start to PAID", () => {
  it("creates a pending donation, pays it on the sandbox page, and the check says PAID", async () => {
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email: "Monthly@Example.test", payment_methods: "QRIS" }),
    );
    expect(created.customer.surname).toBe("Gita Giver");
    expect(created.invoice_url).toBe(`http://api.test/sandbox/pay/${created.pg_id}?locale=id`);

    const before = await json(await h.request("GET", `/payment/check?channel=QRIS&pgid=${created.pg_id}`));
    expect(before).toMatchObject({ error: false, status: "PENDING" });

    const pageResponse = await h.app.request(`/sandbox/pay/${created.pg_id}?locale=en`);
    const html = await pageResponse.text();
    expect(pageResponse.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Rp\u00a0100,000");
    expect(html).toContain("<svg");
    expect(html).toMatch(/value="paid"/);

    const paid = await payOnSandbox(h, created.pg_id);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(
      `http://site.test/donation/result?channel=QRIS&pgid=${created.pg_id}`,
    );

    const after = await json(await h.request("GET", `/payment/check?channel=QRIS&pgid=${created.pg_id}`));
    expect(after).toMatchObject({ error: false, status: "PAID", result: { status: "PAID" } });

    const account = await findUserByEmail(h.db, "monthly@example.test");
    expect(account).toMatchObject({ role: "donor", first: false, name: "Gita Giver" });
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.pgId, created.pg_id));
    expect(plan).toMatchObject({ status: "active", userId: account?.id });
    const mails = await h.outbox("monthly@example.test");
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["receipt", "set-password"]);
    const setPassword = mails.find((mail) => mail.kind === "set-password");
    expect(setPassword?.text).toContain("http://dashboard.test/reset?token=");
    const receipt = mails.find((mail) => mail.kind === "receipt");
    expect(receipt?.text).toContain("/donation/stop?pgid=");
  });

  it("an English donor gets the English pay page redirect and English mails", async () => {
    const response = await h.request("POST", "/v1/payments/single?locale=en", {
      multipart: donationForm({ email: "english@example.test" }),
      headers: { "Idempotency-Key": "english-donor-key-0001" },
      origin: "http://site.test",
    });
    const created = (await json<{ result: { pg_id: string; invoice_url: string } }>(response)).result;
    expect(created.invoice_url).toContain("locale=en");
    const paid = await h.app.request(`/sandbox/pay/${created.pg_id}?locale=en`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=paid",
    });
    expect(paid.headers.get("location")).toBe(
      `http://site.test/en/donation/result?channel=BNI&pgid=${created.pg_id}`,
    );
    const [receipt] = await h.outbox("english@example.test");
    expect(receipt?.subject).toMatch(/Receipt/);
    expect(receipt?.html).toContain('lang="en"');
  });

  it("a failed payment is FAILED, creates no account and no points", async () => {
    const created = await createPayment(
      h,
      "recurring",
      monthlyForm({ email: "unlucky@example.test", payment_methods: "VISA" }),
    );
    await payOnSandbox(h, created.pg_id, "failed");
    const check = await json(await h.request("GET", `/payment/check?channel=VISA&pgid=${created.pg_id}`));
    expect(check).toMatchObject({ status: "FAILED" });
    expect(await findUserByEmail(h.db, "unlucky@example.test")).toBeUndefined();
  });
});

describe("referrals and campaigns", () => {
  it("call 4 finds a code (any case) and says whose type it is; unknown codes give null", async () => {
    const volunteer = await h.createUser({
      email: "buddy@example.test",
      role: "volunteer",
      name: "Budi Buddy",
    });
    const code = volunteer.referralCode ?? "";
    const found = await json(
      await h.request("GET", `/v1/referral?search=${code.toLowerCase()}&searchBy=referral_code`),
    );
    expect(found).toMatchObject({ error: false, result: { code, type: "volunteer" } });
    const missing = await json(await h.request("GET", "/v1/referral?search=NOPE1234&searchBy=referral_code"));
    expect(missing).toMatchObject({ error: false, result: null });
  });

  it("a successful referred donation credits the volunteer 1 point per Rp 1.000, once", async () => {
    const volunteer = await h.createUser({
      email: "earner@example.test",
      role: "volunteer",
      name: "Eka Earner",
    });
    const code = volunteer.referralCode ?? "";
    const single = await createPayment(h, "single", donationForm({ amount: "125500", referral: code }));
    const monthly = await createPayment(
      h,
      "recurring",
      monthlyForm({
        amount: "50000",
        email: "m2@example.test",
        referral: code,
        referral_code: code,
        referral_type: "volunteer",
      }),
    );
    await payOnSandbox(h, single.pg_id);
    await payOnSandbox(h, monthly.pg_id);
    const rows = await h.db.select().from(pointLedger).where(eq(pointLedger.userId, volunteer.id));
    expect(rows.map((row) => row.points).sort()).toEqual(["125.50", "50.00"]);
    expect(rows.every((row) => row.type === "earn" && row.status === "approved")).toBe(true);
  });

  it("a donor referrer gets 50 badge points per new monthly donor", async () => {
    const donor = await h.createUser({ email: "sharer@example.test", role: "donor", name: "Sari Sharer" });
    const code = donor.referralCode ?? "";
    const monthly = await createPayment(
      h,
      "recurring",
      monthlyForm({
        email: "friend@example.test",
        referral: code,
        referral_code: code,
        referral_type: "donor",
      }),
    );
    await payOnSandbox(h, monthly.pg_id);
    const rows = await h.db.select().from(pointLedger).where(eq(pointLedger.userId, donor.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ points: "50.00", reason: "referred-monthly-donor" });
  });

  it("campaign donations count in the campaign's raised amount and donor count once paid", async () => {
    const slug = "bantu-hara-jaga-situ-gede";
    const before = await json<{ result: { raised: number; donor_count: number; target: number } }>(
      await h.request("GET", `/v1/campaigns/${slug}`),
    );
    const first = await createPayment(
      h,
      "single",
      donationForm({ campaign: slug, email: "c1@example.test" }),
    );
    const second = await createPayment(
      h,
      "single",
      donationForm({ campaign: slug, email: "c2@example.test", amount: "75000" }),
    );
    await createPayment(h, "single", donationForm({ campaign: slug, email: "c3@example.test" }));
    await payOnSandbox(h, first.pg_id);
    await payOnSandbox(h, second.pg_id);
    const after = await json<{ result: { raised: number; donor_count: number; target: number } }>(
      await h.request("GET", `/v1/campaigns/${slug}`),
    );
    expect(after.result.raised - before.result.raised).toBe(175000);
    expect(after.result.donor_count - before.result.donor_count).toBe(2);
    expect(after.result.target).toBe(150_000_000);
    const [tagged] = await h.db.select().from(donations).where(eq(donations.pgId, first.pg_id));
    expect(tagged?.campaignSlug).toBe(slug);
    const all = await json<{ result: { slug: string }[] }>(await h.request("GET", "/v1/campaigns"));
    expect(all.result.map((campaign) => campaign.slug).sort()).toEqual([
      "bantu-hara-jaga-situ-gede",
      "bersama-jaga-alam-kita",
      "donasi-untuk-aksi-bonus-untuk-prestasi",
    ]);
  });
});
