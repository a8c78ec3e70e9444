import { donorBadgePoints, type LedgerEntry, ledgerSummary, wholePoints } from "@rimbun/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../accounts/accounts.ts";
import type { Viewer } from "../platform/context.ts";
import { badgeTotals, donations, pointBalances, pointLedger, users } from "../platform/db/schema/index.ts";
import { decideQueueItem } from "../support/admin-queue.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { createPayment, deliverWebhook, donationForm, monthlyForm } from "../test/payments.ts";
import {
  badgeCreditReason,
  badgePoints,
  badgeRefundReason,
  pointSummary,
  rebuildBadgeTotals,
  rebuildPointBalances,
  requestPointSpending,
  signed,
} from "./points.ts";

/**
 * The running balances (point_balances, badge_totals) against a recomputation from the ledger and
 * the donations with the domain's rules, after a mixed sequence of everything that moves them.
 */
let h: Harness;
const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let eventCount = 0;
async function settle(pgId: string, outcome: "paid" | "refunded", amount?: number) {
  eventCount += 1;
  const response = await deliverWebhook(h, {
    event_id: `evt_balance_${eventCount}_${Date.now()}`,
    pg_id: pgId,
    outcome,
    ...(amount === undefined ? {} : { amount }),
  });
  expect(response.status).toBe(200);
}

async function gift(email: string, amount: number, referral = "", monthly = false) {
  const form: Record<string, string> = { email, amount: String(amount), referral };
  if (monthly && referral) Object.assign(form, { referral_code: referral, referral_type: "donor" });
  const created = await createPayment(
    h,
    monthly ? "recurring" : "single",
    monthly ? monthlyForm(form) : donationForm(form),
  );
  await settle(created.pg_id, "paid");
  return created;
}

/** The ledger's summary straight from its rows, with the domain's rules (badge entries left out). */
async function summaryFromLedger(userId: string) {
  const rows = await h.db.select().from(pointLedger).where(eq(pointLedger.userId, userId));
  const entries: LedgerEntry[] = rows
    .filter((row) => row.reason !== badgeCreditReason && row.reason !== badgeRefundReason)
    .map((row) => ({
      type: row.type,
      status: row.status,
      points: signed(row.points),
      createdAt: row.createdAt,
    }));
  return ledgerSummary(entries);
}

/** Badge points straight from the donations (by account or e-mail) and the badge ledger entries. */
async function badgeFromSources(user: { id: string; email: string }) {
  const [own] = (
    (await h.db.execute(sql`select coalesce(sum(amount), 0)::text as total from donations
      where status = 'done' and (user_id = ${user.id} or lower(email) = ${user.email.toLowerCase()})`)) as unknown as {
      rows: { total: string }[];
    }
  ).rows;
  const entries = await h.db.select().from(pointLedger).where(eq(pointLedger.userId, user.id));
  const approved = (reason: string) =>
    entries.filter((row) => row.status === "approved" && row.reason === reason).length;
  return donorBadgePoints({
    successfulDonationAmounts: [Number(own?.total ?? 0)],
    referredMonthlyDonors: approved(badgeCreditReason) - approved(badgeRefundReason),
  });
}

async function expectBalancesMatchSources() {
  const everyone = await h.db.select({ id: users.id, email: users.email }).from(users);
  for (const user of everyone) {
    expect({ user: user.email, summary: await pointSummary(h.db, user.id) }).toEqual({
      user: user.email,
      summary: await summaryFromLedger(user.id),
    });
    expect({ user: user.email, badge: await badgePoints(h.db, user.id) }).toEqual({
      user: user.email,
      badge: await badgeFromSources(user),
    });
  }
}

async function balanceTables() {
  const points = await h.db.select().from(pointBalances).orderBy(pointBalances.userId);
  const badges = await h.db.select().from(badgeTotals).orderBy(badgeTotals.userId);
  // A row of zeros and no row read the same.
  return {
    points: points.filter(
      (row) =>
        [row.point, row.withdrawalPoint, row.withdrawalHold].some((v) => signed(v) !== 0) ||
        row.referredMonthlyDonors !== 0,
    ),
    badges: badges.filter((row) => row.amount !== 0),
  };
}

describe(`running balances (${database})`, () => {
  let volunteer: UserRow;
  let rival: UserRow;
  let donor: UserRow;
  let admin: Viewer;

  it("follow credits, spending requests and decisions, refunds, badge credits and direct writes", async () => {
    volunteer = await h.createUser({
      email: "bal.volunteer@example.test",
      role: "volunteer",
      name: "Bal Volunteer",
    });
    rival = await h.createUser({ email: "bal.rival@example.test", role: "volunteer", name: "Bal Rival" });
    donor = await h.createUser({ email: "bal.donor@example.test", role: "donor", name: "Bal Donor" });
    const staffer = await h.createUser({ email: "bal.admin@example.test", role: "admin", name: "Bal Admin" });
    admin = {
      userId: staffer.id,
      email: staffer.email,
      role: "admin",
      first: true,
      referralCode: null,
      twoFactor: true,
      sessionId: "s",
      via: "cookie",
    };
    const code = volunteer.referralCode ?? "";

    // Credits: five referred gifts, one to the rival; the donor's own gifts and one before an account exists.
    const refunded = await gift("budi.balance@example.test", 300_000, code);
    await gift("budi.balance@example.test", 250_000, code);
    await gift("citra.balance@example.test", 1_200_000, code);
    await gift("dewi.balance@example.test", 500_000, rival.referralCode ?? "");
    const ownRefunded = await gift(donor.email, 75_000);
    await gift(donor.email.toUpperCase(), 60_000);
    await gift("later.balance@example.test", 90_000);
    // A monthly donor brought in by the donor: badge credit; their account is made by the payment.
    const monthly = await gift("monthly.balance@example.test", 100_000, donor.referralCode ?? "", true);

    // Spending: a withdrawal approved, one rejected, one left pending, a redemption approved.
    const spend = async (type: "withdraw" | "redeem" | "donate", points: number, item?: string) =>
      (
        await requestPointSpending(h.services, {
          userId: volunteer.id,
          type,
          points,
          description: type,
          ...(item ? { item } : {}),
        })
      ).entry;
    const approved = await spend("withdraw", wholePoints(200));
    const rejected = await spend("withdraw", wholePoints(150));
    await spend("withdraw", wholePoints(100));
    const redeemed = await spend("redeem", wholePoints(150), "tote-bag");
    const given = await spend("donate", wholePoints(10));
    await decideQueueItem(h.services, admin, {
      kind: "withdrawal",
      id: approved.id,
      decision: "approve",
      note: "",
    });
    await decideQueueItem(h.services, admin, {
      kind: "withdrawal",
      id: rejected.id,
      decision: "reject",
      note: "no",
    });
    await decideQueueItem(h.services, admin, {
      kind: "redemption",
      id: redeemed.id,
      decision: "approve",
      note: "",
    });
    await decideQueueItem(h.services, admin, {
      kind: "donation",
      id: given.id,
      decision: "reject",
      note: "",
    });
    await expectBalancesMatchSources();

    // Refunds take back the referral credit, the own gift and the badge credit.
    await settle(refunded.pg_id, "refunded");
    await settle(ownRefunded.pg_id, "refunded");
    await settle(monthly.pg_id, "refunded");
    // A replayed refund moves nothing.
    await settle(refunded.pg_id, "refunded");

    // Writers outside the services: a staffer's SQL adjustment, a deleted entry, a later account.
    await h.db.insert(pointLedger).values([
      { userId: rival.id, type: "adjust", status: "approved", points: "-12.34", reason: "correction" },
      { userId: rival.id, type: "earn", status: "pending", points: "5.00", reason: "pending-earn" },
    ]);
    await h.db.delete(pointLedger).where(eq(pointLedger.reason, "pending-earn"));
    await h.createUser({ email: "later.balance@example.test", role: "donor", name: "Later Donor" });
    await h.db
      .update(donations)
      .set({ userId: donor.id })
      .where(eq(donations.email, "citra.balance@example.test"));
    await expectBalancesMatchSources();

    expect(await badgePoints(h.db, donor.id)).toBeGreaterThan(0);
    expect((await pointSummary(h.db, volunteer.id)).withdrawalHold).toBe(wholePoints(100));
  });

  it("holds under simultaneous withdrawals: one of twenty fits, and the balance says so", async () => {
    const before = await pointSummary(h.db, rival.id);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        requestPointSpending(h.services, {
          userId: rival.id,
          type: "withdraw",
          // 500 earned less 12.34 taken back: one withdrawal of 400 fits, a second would not.
          points: wholePoints(400),
          description: "race",
        }),
      ),
    );
    expect(results.filter((one) => one.status === "fulfilled")).toHaveLength(1);
    await expectBalancesMatchSources();
    const after = await pointSummary(h.db, rival.id);
    expect(before.active).toBe(48766);
    expect(after.withdrawalHold).toBe(wholePoints(400));
    expect(after.active).toBe(8766);
  });

  it("rebuilding from the sources gives the same tables", async () => {
    const kept = await balanceTables();
    await h.db.execute(sql`update point_balances set point = point + 1`);
    await h.db.execute(sql`update badge_totals set amount = amount + 1`);
    await rebuildPointBalances(h.db);
    await rebuildBadgeTotals(h.db);
    expect(await balanceTables()).toEqual(kept);
    await expectBalancesMatchSources();
  });
});
