import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../../accounts/accounts.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { createPayment, donationForm, payOnSandbox } from "../../test/payments.ts";

/*
 * Finding 6: the leaderboard sent every top-10 volunteer's full e-mail to every volunteer, and the
 * browser found the caller's rank by comparing e-mails.
 */

let h: Harness;
const volunteers: UserRow[] = [];
const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

type Row = { email: string; fullname: string; rank: number; is_me: boolean };
type Board = { top: Row[]; own: Row | null };

async function board(cookie: string, query = ""): Promise<{ status: number; text: string; body: Board }> {
  const response = await h.request("GET", `/v1/donations/leaderboard${query}`, { cookie });
  const text = await response.text();
  return { status: response.status, text, body: (JSON.parse(text) as { result: Board }).result };
}

beforeAll(async () => {
  h = await createHarness();
  // Twelve volunteers with referred gifts, so the top 10 leaves two out.
  for (let index = 0; index < 12; index += 1) {
    const volunteer = await h.createUser({
      email: `volunteer.number${index}@example.test`,
      role: "volunteer",
      name: `Volunteer ${index}`,
    });
    volunteers.push(volunteer);
    const created = await createPayment(
      h,
      "single",
      donationForm({
        email: `donor${index}@example.test`,
        amount: String(100_000 + index * 10_000),
        referral: volunteer.referralCode ?? "",
      }),
    );
    await payOnSandbox(h, created.pg_id, "paid");
  }
});
afterAll(() => h.close());

describe("call 21: who sees what", () => {
  it("no unmasked e-mail leaves, for a volunteer in the top 10, one outside it, and an admin", async () => {
    await h.createUser({ email: "admin.person@example.test", role: "admin", name: "Admin" });
    const callers = [
      { email: "volunteer.number11@example.test", inTop: true },
      { email: "volunteer.number0@example.test", inTop: false },
      { email: "admin.person@example.test", inTop: false },
    ];
    for (const caller of callers) {
      const cookie = await h.login(caller.email);
      const { status, text, body } = await board(cookie);
      expect(status).toBe(200);
      for (const found of text.match(emailPattern) ?? []) {
        expect(found, `${caller.email} saw ${found}`).toMatch(/^[^@]?\*\*\*\*@/);
      }
      expect(text).not.toContain("volunteer.number");
      expect(body.top).toHaveLength(10);
      expect(body.top.every((row) => /^v\*\*\*\*@example\.test$/.test(row.email))).toBe(true);
      const mine = body.top.filter((row) => row.is_me);
      expect(mine).toHaveLength(caller.inTop ? 1 : 0);
      if (caller.email === "admin.person@example.test") expect(body.own).toBeNull();
    }
  });

  it("the caller's own rank is found by user id, also outside the top 10", async () => {
    const cookie = await h.login("volunteer.number0@example.test");
    const { body } = await board(cookie);
    expect(body.own).toMatchObject({
      rank: 12,
      is_me: true,
      fullname: "Volunteer 0",
      email: "v****@example.test",
    });
    const top = await board(await h.login("volunteer.number11@example.test"));
    expect(top.body.own).toMatchObject({ rank: 1, is_me: true, fullname: "Volunteer 11" });
    expect(top.body.top[0]).toMatchObject({ rank: 1, is_me: true });
  });

  it("a volunteer cannot make another one's row theirs with an e-mail in the query", async () => {
    const cookie = await h.login("volunteer.number1@example.test");
    const { status, body } = await board(cookie, "?email=volunteer.number11%40example.test");
    expect([200, 400, 403]).toContain(status);
    if (status === 200) {
      expect(body.own).toMatchObject({ fullname: "Volunteer 1", is_me: true });
      expect(body.top.filter((row) => row.is_me).map((row) => row.fullname)).toEqual([]);
    }
  });

  it("anonymous 401, donor 403, wrong period values 400", async () => {
    expect((await h.request("GET", "/v1/donations/leaderboard")).status).toBe(401);
    await h.createUser({ email: "donor.only@example.test" });
    const donor = await h.login("donor.only@example.test");
    expect((await h.request("GET", "/v1/donations/leaderboard", { cookie: donor })).status).toBe(403);
    const cookie = await h.login("volunteer.number2@example.test");
    for (const query of ["?month=13&year=2024", "?month=x&year=y", `?month=1&year=${"9".repeat(400)}`]) {
      const response = await h.request("GET", `/v1/donations/leaderboard${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect((await json(response)).code).toBe("VALIDATION");
    }
    // A month without its year (or a year alone) is refused with a clear reason, never read as all time.
    for (const [query, field] of [
      ["?month=3", "year"],
      ["?year=2024", "month"],
    ] as const) {
      const response = await h.request("GET", `/v1/donations/leaderboard${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect((await json(response)).fields, query).toEqual({ [field]: "leaderboard.yearNeeded" });
    }
  });
});
