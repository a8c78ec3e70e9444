import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { insertDonation } from "../../test/statement-fixtures.ts";
import { statementDonations } from "../statement.ts";

let h: Harness;
let cookie: string;
let userId: string;
const email = "Statement.Happy@example.test";

type Statement = {
  start_date: string;
  end_date: string;
  fullname: string;
  donations: {
    local_id: string;
    donation_type: string;
    type_shown: string;
    amount: number;
    created_at: string;
    campaign_slug: string | null;
    campaign_title: { id: string; en: string } | null;
  }[];
  total: number;
  co2_kg: string;
};

beforeAll(async () => {
  h = await createHarness();
  userId = (await h.createUser({ email: email.toLowerCase(), name: "Sari Wulandari" })).id;
  // A gift made before the account existed (matched by address, any case), a plan's charge, a campaign gift.
  await insertDonation(h, { email, amount: 60_000, createdAt: "2025-03-01T03:00:00Z" });
  await insertDonation(h, {
    email,
    userId,
    amount: 20_000,
    type: "recurring",
    createdAt: "2025-04-01T03:00:00Z",
  });
  await insertDonation(h, {
    email,
    userId,
    amount: 100_000,
    campaignSlug: "bersama-jaga-alam-kita",
    createdAt: "2025-06-01T03:00:00Z",
  });
  // Not successful: never on a statement.
  for (const status of ["pending", "failed", "expired", "refunded"] as const) {
    await insertDonation(h, { email, userId, amount: 7_000, status, createdAt: "2025-07-01T03:00:00Z" });
  }
  // Jakarta days: 16:59 UTC on 31 Dec 2024 is 23:59 in Jakarta (2024); 17:00 UTC is 1 Jan 2025 in Jakarta.
  await insertDonation(h, { email, userId, amount: 11_000, createdAt: "2024-12-31T16:59:00Z" });
  await insertDonation(h, { email, userId, amount: 12_000, createdAt: "2024-12-31T17:00:00Z" });
  await insertDonation(h, { email, userId, amount: 13_000, createdAt: "2025-12-31T16:59:59Z" });
  await insertDonation(h, { email, userId, amount: 14_000, createdAt: "2025-12-31T17:00:00Z" });
  cookie = await h.login(email.toLowerCase());
});
afterAll(() => h.close());

const statement = async (query: string) =>
  (await json<{ result: Statement }>(await h.request("GET", `/v1/donations/statement?${query}`, { cookie })))
    .result;

describe("donation statement", () => {
  it("lists every successful gift of the Jakarta year, oldest first, with the total and its CO2", async () => {
    const result = await statement("startDate=2025-01-01&endDate=2025-12-31");
    expect(result.donations.map((d) => d.amount)).toEqual([12_000, 60_000, 20_000, 100_000, 13_000]);
    expect(result.total).toBe(205_000);
    // One rule: co2ForAmount of the total (18.1 kg per Rp 10.000).
    expect(result.co2_kg).toBe("371.1");
    expect(result).toMatchObject({
      start_date: "2025-01-01",
      end_date: "2025-12-31",
      fullname: "Sari Wulandari",
    });
    expect(result.donations[2]).toMatchObject({ donation_type: "recurring", type_shown: "monthly" });
    expect(result.donations[3]?.campaign_slug).toBe("bersama-jaga-alam-kita");
    // The campaign's name as staff keep it in the database.
    expect(result.donations[3]?.campaign_title).toEqual({
      id: "Bersama Jaga Alam Kita",
      en: "Guarding Our Nature Together",
    });
    expect(result.donations[0]?.campaign_title).toBeNull();
    expect(result.donations[0]?.local_id).toMatch(/^RB-ST-/);
  });

  it("a custom range and an empty one", async () => {
    const spring = await statement("startDate=2025-03-01&endDate=2025-04-30");
    expect(spring.donations.map((d) => d.amount)).toEqual([60_000, 20_000]);
    expect(spring.total).toBe(80_000);
    const empty = await statement("startDate=2023-01-01&endDate=2023-12-31");
    expect(empty).toMatchObject({ donations: [], total: 0, co2_kg: "0" });
  });

  it("reads through the donor indexes, never the whole year of everybody's gifts", async () => {
    // A busy year of other donors' successful gifts, so the planner weighs a realistic table.
    await h.db.execute(sql`insert into donations (id, local_id, pg_id, provider, channel, type, status, amount,
        email, fullname, phone, invoice_url, created_at)
      select gen_random_uuid()::text, 'RB-BULK-' || n, 'bulk-' || n, 'sandbox', 'QRIS', 'single', 'done', 50000,
        'donor' || n || '@example.test', 'Donor', '81234567890', '', '2025-01-01T00:00:00Z'::timestamptz + (n || ' minutes')::interval
      from generate_series(1, 5000) as n`);
    await h.db.execute(sql`analyze donations`);
    const query = statementDonations(
      h.db,
      { userId, email },
      { startDate: "2025-01-01", endDate: "2025-12-31" },
    ).toSQL();
    const client = (
      h.db as unknown as {
        $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> };
      }
    ).$client;
    const plan = await client.query(`explain ${query.sql}`, query.params);
    const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("donations_user_created_idx");
    expect(text).toContain("donations_email_created_idx");
    expect(text).not.toMatch(/Seq Scan|donations_status_created_idx/);
    // And the statement still holds only this donor's gifts.
    expect((await statement("startDate=2025-01-01&endDate=2025-12-31")).total).toBe(205_000);
  });
});
