import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../../accounts/accounts.ts";
import { pointLedger, users, volunteerProfiles } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, donationForm, payOnSandbox } from "../../test/payments.ts";

let h: Harness;
let volunteer: UserRow;
let rival: UserRow;
let cookie: string;
const email = "vera.volunteer@example.test";

async function referredGift(
  code: string,
  donor: string,
  amount: number,
  outcome: "paid" | "failed" = "paid",
) {
  const created = await createPayment(
    h,
    "single",
    donationForm({ email: donor, amount: String(amount), referral: code }),
  );
  await payOnSandbox(h, created.pg_id, outcome);
}

beforeAll(async () => {
  h = await createHarness();
  volunteer = await h.createUser({ email, role: "volunteer", name: "Vera Volunteer" });
  rival = await h.createUser({ email: "rudi.rival@example.test", role: "volunteer", name: "Rudi Rival" });
  const code = volunteer.referralCode ?? "";
  await referredGift(code, "budi.donor@example.test", 100_000);
  await referredGift(code, "budi.donor@example.test", 50_000);
  await referredGift(code, "citra.donor@example.test", 60_000);
  await referredGift(code, "dewi.donor@example.test", 70_000, "failed");
  await referredGift(rival.referralCode ?? "", "eka.donor@example.test", 80_000);
  cookie = await h.login(email);
});
afterAll(() => h.close());

type Stats = {
  point: string;
  donation: number;
  total_per_page: number;
  prize_value: string;
  donors: { email: string }[];
};

describe("call 19: volunteer stats", () => {
  it("sums successful referred donations, counts donors once and masks their e-mails", async () => {
    const stats = (await json<{ result: Stats }>(await h.request("GET", "/v1/donations/point", { cookie })))
      .result;
    expect(stats).toMatchObject({
      point: "210.00",
      donation: 210_000,
      total_per_page: 2,
      prize_value: "105.00",
    });
    expect(stats.donors.map((donor) => donor.email).sort()).toEqual([
      "b****@example.test",
      "b****@example.test",
      "c****@example.test",
    ]);
    expect(JSON.stringify(stats)).not.toContain("budi.donor");
  });

  it("a range with nothing in it is all zeros; a bad range gives the message id", async () => {
    const empty = await json<{ result: Stats }>(
      await h.request("GET", "/v1/donations/point?startDate=2023-01-01&endDate=2023-01-31", { cookie }),
    );
    expect(empty.result).toMatchObject({ point: "0.00", donation: 0, total_per_page: 0, donors: [] });
    const bad = await h.request("GET", "/v1/donations/point?startDate=2023-02-01&endDate=2023-01-01", {
      cookie,
    });
    expect((await json(bad)).fields).toMatchObject({ endDate: "invalid.dateRange" });
  });
});

describe("call 20: incentive", () => {
  it("summary from the ledger and the history, 10 a page", async () => {
    const result = (
      await json<{
        result: {
          point: string;
          active: string;
          withdrawal_data: { result: { type: string; notes_action: null }[] };
          page_count: number;
        };
      }>(await h.request("GET", "/v1/donations/incentive", { cookie }))
    ).result;
    expect(result).toMatchObject({ point: "210.00", active: "210.00", withdrawal_hold: { result: "0.00" } });
    expect(result.withdrawal_data.result).toHaveLength(3);
    expect(result.withdrawal_data.result[0]).toMatchObject({
      type: "earn",
      status: "approved",
      notes_action: null,
    });
    for (let index = 0; index < 11; index += 1) {
      await h.db.insert(pointLedger).values({
        userId: volunteer.id,
        type: "adjust",
        status: "approved",
        points: "0.00",
        reason: `test-${index}`,
      });
    }
    const page2 = await json<{
      result: { withdrawal_data: { result: unknown[] }; page: number; page_count: number };
    }>(await h.request("GET", "/v1/donations/incentive?page=2", { cookie }));
    expect(page2.result).toMatchObject({ page: 2, page_count: 2 });
    expect(page2.result.withdrawal_data.result).toHaveLength(4);
    // Past the last page shows the last; a page below 1 shows the first; rows keep their shape.
    const past = await json<{
      result: { withdrawal_data: { result: Record<string, unknown>[] }; page: number; total: number };
    }>(await h.request("GET", "/v1/donations/incentive?page=99", { cookie }));
    expect(past.result).toMatchObject({ page: 2, total: 14 });
    expect(past.result.withdrawal_data.result).toEqual(page2.result.withdrawal_data.result);
    const oldest = past.result.withdrawal_data.result.at(-1);
    expect(oldest).toMatchObject({ type: "earn", status: "approved", notes_action: null });
    expect(typeof oldest?.rupiah).toBe("number");
    expect(new Date(String(oldest?.created_at)).toISOString()).toBe(oldest?.created_at);
    const first = await json<{ result: { page: number } }>(
      await h.request("GET", "/v1/donations/incentive?page=-3", { cookie }),
    );
    expect(first.result.page).toBe(1);
  });
});

describe("call 21: leaderboard", () => {
  it("ranks by points, shows the caller's own rank; a month without credits is empty", async () => {
    const board = (
      await json<{
        result: {
          label: string;
          top: {
            email: string;
            rank: number;
            point: string;
            total_donor: number;
            avg_gift: number;
            is_me: boolean;
          }[];
          own: { rank: number; is_me: boolean };
        };
      }>(await h.request("GET", "/v1/donations/leaderboard", { cookie }))
    ).result;
    expect(board.label).toBe("leaderboard.allTime");
    // E-mails leave masked, the caller's own too; the server flags the caller's row.
    expect(board.top.map((row) => [row.email, row.rank, row.point, row.is_me])).toEqual([
      ["v****@example.test", 1, "210.00", true],
      ["r****@example.test", 2, "80.00", false],
    ]);
    expect(board.top[0]).toMatchObject({ total_donor: 2, avg_gift: 105_000 });
    expect(board.own).toMatchObject({ rank: 1, is_me: true });
    const past = await json<{ result: { label: string; top: unknown[]; own: null } }>(
      await h.request("GET", "/v1/donations/leaderboard?month=1&year=2023", { cookie }),
    );
    expect(past.result).toMatchObject({ label: "leaderboard.selected", top: [], own: null });
    const bad = await h.request("GET", "/v1/donations/leaderboard?month=13&year=2023", { cookie });
    expect(bad.status).toBe(400);
  });

  it("ties go to the larger donation total, then the earlier signup", async () => {
    const tie = await h.createUser({ email: "tia.tie@example.test", role: "volunteer", name: "Tia Tie" });
    await referredGift(tie.referralCode ?? "", "fajar.donor@example.test", 80_000);
    await h.db.execute(sql`update users set created_at = now() - interval '10 days' where id = ${tie.id}`);
    await h.db.execute(sql`update users set created_at = now() - interval '1 day' where id = ${rival.id}`);
    const board = (
      await json<{ result: { top: { fullname: string }[] } }>(
        await h.request("GET", "/v1/donations/leaderboard", { cookie }),
      )
    ).result;
    expect(board.top.map((row) => row.fullname)).toEqual(["Vera Volunteer", "Tia Tie", "Rudi Rival"]);
  });
});

describe("volunteer data: who may", () => {
  it("anonymous 401; a donor 403; another volunteer cannot read Vera's figures; an admin can", async () => {
    for (const path of ["/v1/donations/point", "/v1/donations/incentive", "/v1/donations/leaderboard"]) {
      expect((await h.request("GET", path)).status, path).toBe(401);
    }
    await h.createUser({ email: "dina.donor@example.test" });
    const donor = await h.login("dina.donor@example.test");
    expect((await h.request("GET", "/v1/donations/point", { cookie: donor })).status).toBe(403);
    expect((await h.request("GET", "/v1/donations/leaderboard", { cookie: donor })).status).toBe(403);
    const other = await h.login("rudi.rival@example.test");
    const byEmail = await h.request("GET", `/v1/donations/point?email=${encodeURIComponent(email)}`, {
      cookie: other,
    });
    expect(byEmail.status).toBe(403);
    expect((await json(byEmail)).result).toBeNull();
    const byCode = await h.request("GET", `/v1/donations/incentive?refCode=${volunteer.referralCode}`, {
      cookie: other,
    });
    expect(byCode.status).toBe(403);
    await h.createUser({ email: "admin.volunteers@example.test", role: "admin" });
    const admin = await h.login("admin.volunteers@example.test");
    const seen = await json<{ result: Stats }>(
      await h.request("GET", `/v1/donations/point?email=${encodeURIComponent(email)}`, { cookie: admin }),
    );
    expect(seen.result.point).toBe("210.00");
  });
});

describe("calls 22-24: points", () => {
  it("donate holds points as pending; below 10 or above active is refused with ids", async () => {
    const donated = await json<{
      result: { entry: { status: string; type: string }; active: string; on_hold: string };
    }>(await h.request("POST", "/v1/donations/vdonate", { cookie, form: { email, amount: "10.50" } }));
    expect(donated.result).toMatchObject({
      entry: { status: "pending", type: "donate" },
      active: "199.50",
      on_hold: "10.50",
    });
    const low = await h.request("POST", "/v1/donations/vdonate", { cookie, form: { email, amount: "9" } });
    expect((await json(low)).fields).toMatchObject({ amount: "points.min" });
    const high = await h.request("POST", "/v1/donations/vdonate", { cookie, form: { email, amount: "500" } });
    expect((await json(high)).fields).toMatchObject({ amount: "points.max" });
  });

  it("withdraw needs a complete bank account, then holds at least 100 points", async () => {
    const noBank = await h.request("POST", "/v1/donations/vwithdraw", {
      cookie,
      form: { email, amount: "100" },
    });
    expect(noBank.status).toBe(400);
    expect((await json(noBank)).message).toBe("bank.incomplete");
    await h.db
      .update(volunteerProfiles)
      .set({
        bankAccount: {
          bank_name: "BNI",
          holder: "Vera Volunteer",
          account_number: "1234567890",
          branch: "Bogor",
        },
      })
      .where(eq(volunteerProfiles.userId, volunteer.id));
    const low = await h.request("POST", "/v1/donations/vwithdraw", { cookie, form: { email, amount: "99" } });
    expect((await json(low)).fields).toMatchObject({ amount: "points.withdrawMin" });
    const ok = await json<{ result: { entry: { rupiah: number }; active: string } }>(
      await h.request("POST", "/v1/donations/vwithdraw", { cookie, form: { email, amount: "100" } }),
    );
    expect(ok.result).toMatchObject({ entry: { rupiah: 10_000 }, active: "99.50" });
  });

  it("redeem takes a catalogue item at its price; too expensive or a wrong price is refused", async () => {
    const costly = await h.request("POST", "/v1/donations/vredeem", {
      cookie,
      form: {
        email,
        item: "tote-bag-150",
        amount: "150.00",
        address: "Jl. Kenari Hijau No. 17, Bogor",
        postal_code: "16128",
        phone: "081234567890",
      },
    });
    expect((await json(costly)).fields).toMatchObject({ item: "redeem.tooExpensive" });
    const cheat = await h.request("POST", "/v1/donations/vredeem", {
      cookie,
      form: { email, item: "tote-bag-1", amount: "1" },
    });
    expect((await json(cheat)).fields).toMatchObject({ item: "redeem.required" });
  });

  it("anonymous 401, donors 403, another volunteer cannot spend Vera's points", async () => {
    expect((await h.request("POST", "/v1/donations/vdonate", { form: { email, amount: "10" } })).status).toBe(
      401,
    );
    const donor = await h.login("dina.donor@example.test");
    expect(
      (await h.request("POST", "/v1/donations/vdonate", { cookie: donor, form: { email, amount: "10" } }))
        .status,
    ).toBe(403);
    const other = await h.login("rudi.rival@example.test");
    const spent = await h.request("POST", "/v1/donations/vwithdraw", {
      cookie: other,
      form: { email, amount: "100" },
    });
    expect(spent.status).toBe(403);
    const [row] = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointLedger)
      .where(eq(pointLedger.userId, volunteer.id));
    expect(row?.n).toBeGreaterThan(0);
    const [user] = await h.db.select().from(users).where(eq(users.id, volunteer.id));
    expect(user?.role).toBe("volunteer");
  });
});
