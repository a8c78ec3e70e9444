import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, json } from "../../test/harness.ts";
import { insertDonation } from "../../test/statement-fixtures.ts";

let h: Harness;
let owner: string;
let other: string;
let admin: string;
const ownerEmail = "statement.owner@example.test";
const otherEmail = "statement.other@example.test";
const year = "startDate=2025-01-01&endDate=2025-12-31";
type Statement = { donations: { local_id: string; amount: number }[]; total: number; email: string };

beforeAll(async () => {
  h = await createHarness();
  const ownerUser = await h.createUser({ email: ownerEmail, name: "Owner" });
  const otherUser = await h.createUser({ email: otherEmail, name: "Other" });
  await h.createUser({ email: "statement.admin@example.test", role: "admin" });
  await insertDonation(h, {
    email: ownerEmail,
    userId: ownerUser.id,
    amount: 50_000,
    createdAt: "2025-05-01T03:00:00Z",
  });
  await insertDonation(h, {
    email: otherEmail,
    userId: otherUser.id,
    amount: 999_000,
    createdAt: "2025-05-02T03:00:00Z",
  });
  owner = await h.login(ownerEmail);
  other = await h.login(otherEmail);
  admin = await h.login("statement.admin@example.test");
});
afterAll(() => h.close());

const get = (query: string, cookie?: string) =>
  h.request("GET", `/v1/donations/statement?${query}`, cookie ? { cookie } : {});

describe("donation statement: who may read what", () => {
  it("anonymous: 401 and no data", async () => {
    const response = await get(year);
    expect(response.status).toBe(401);
    expect((await json(response)).result ?? null).toBeNull();
  });

  it("the owner sees only their own gifts", async () => {
    const body = await json<{ result: Statement }>(await get(year, owner));
    expect(body.result.donations.map((d) => d.amount)).toEqual([50_000]);
    expect(body.result.total).toBe(50_000);
    expect(body.result.email).toBe(ownerEmail);
  });

  it("another donor gets their own statement, never the owner's, whatever they add to the query", async () => {
    for (const query of [year, `${year}&search=${ownerEmail}`, `${year}&email=${ownerEmail}&userId=x`]) {
      const response = await get(query, other);
      expect(response.status).toBe(200);
      const body = await json<{ result: Statement }>(response);
      expect(body.result.donations.map((d) => d.amount)).toEqual([999_000]);
      expect(JSON.stringify(body)).not.toContain(ownerEmail);
    }
  });

  it("an administrator has no way to name a donor: their own (empty) statement", async () => {
    const body = await json<{ result: Statement }>(await get(`${year}&search=${ownerEmail}`, admin));
    expect(body.result).toMatchObject({ donations: [], total: 0, email: "statement.admin@example.test" });
  });

  it.each([
    ["missing dates", ""],
    ["one date", "startDate=2025-01-01"],
    ["reversed range", "startDate=2025-12-31&endDate=2025-01-01"],
    ["longer than 366 days", "startDate=2024-01-01&endDate=2025-01-01"],
    ["a whole millennium", "startDate=1000-01-01&endDate=2999-12-31"],
    ["not a day", "startDate=2025-02-30&endDate=2025-03-01"],
    ["SQL in the date", "startDate=2025-01-01'%20or%201=1--&endDate=2025-12-31"],
    ["huge value", `startDate=${"9".repeat(5000)}&endDate=2025-12-31`],
    ["array", "startDate=2025-01-01&startDate=2025-02-01&endDate=2025-12-31"],
  ])("refuses %s with 400 and no data", async (_name, query) => {
    const response = await get(query, owner);
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.result ?? null).toBeNull();
    expect(JSON.stringify(body)).not.toContain("50000");
  });

  it("a range over 366 days names the statement rule", async () => {
    const body = await json(await get("startDate=2024-01-01&endDate=2025-01-01", owner));
    expect(body.fields).toMatchObject({ endDate: "invalid.statementRange" });
  });

  it("a write method on the path is not a route", async () => {
    const response = await h.request("POST", `/v1/donations/statement?${year}`, { cookie: owner, json: {} });
    expect([404, 405]).toContain(response.status);
  });
});
