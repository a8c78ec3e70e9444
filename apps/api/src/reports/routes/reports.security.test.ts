import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/** Reports and exports are for staff and administrators only, and judge their ranges. */
let h: Harness;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  h = await createHarness();
  for (const role of ["donor", "volunteer", "staff", "admin"] as const) {
    await h.createUser({ email: `${role}@example.test`, role });
    cookies[role] = await h.login(`${role}@example.test`);
  }
});
afterAll(() => h.close());

const report = "/v1/admin/reports";
const csv = "/v1/admin/reports/export?dataset=donations&format=csv";

describe("who may read reports", () => {
  it("anonymous callers get 401, on the page's call and on the export", async () => {
    expect((await h.request("GET", report)).status).toBe(401);
    expect((await h.request("GET", csv)).status).toBe(401);
  });

  it("donors and volunteers get 403 and export nothing", async () => {
    for (const role of ["donor", "volunteer"]) {
      const page = await h.request("GET", report, { cookie: cookies[role] });
      expect(page.status).toBe(403);
      const file = await h.request("GET", csv, { cookie: cookies[role] });
      expect(file.status).toBe(403);
      expect(file.headers.get("content-disposition")).toBeNull();
    }
    const exports = await h.db.select().from(auditLog).where(eq(auditLog.action, "report.export"));
    expect(exports).toHaveLength(0);
  });

  it("staff and administrators read the page and export", async () => {
    for (const role of ["staff", "admin"]) {
      const page = await h.request("GET", report, { cookie: cookies[role] });
      expect(page.status).toBe(200);
      const file = await h.request("GET", csv, { cookie: cookies[role] });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toContain("text/csv");
    }
  });

  it("every export is audited with the staffer as actor", async () => {
    const staff = await h.request("GET", "/v1/admin/reports/export?dataset=payouts&format=xlsx", {
      cookie: cookies.staff,
    });
    expect(staff.status).toBe(200);
    const rows = await h.db.select().from(auditLog).where(eq(auditLog.action, "report.export"));
    const last = rows.find((row) => row.subject === "payouts");
    expect(last?.actorUserId).toBeTruthy();
    expect(last?.data).toMatchObject({ format: "xlsx", truncated: false });
  });
});

describe("ranges and parameters", () => {
  it.each([
    ["startDate=2026-13-01", "startDate"],
    ["endDate=yesterday", "endDate"],
    ["startDate=2026-05-01&endDate=2026-04-01", "endDate"],
    ["startDate=2026-02-30", "startDate"],
  ])("a bad range (%s) is 400 naming the field", async (query, field) => {
    const response = await h.request("GET", `${report}?${query}`, { cookie: cookies.staff });
    expect(response.status).toBe(400);
    expect(Object.keys((await json(response)).fields ?? {})).toContain(field);
  });

  it("a huge range is cut to its last 36 months and says so", async () => {
    const response = await h.request("GET", `${report}?startDate=0001-01-01&endDate=2026-06-15`, {
      cookie: cookies.staff,
    });
    expect(response.status).toBe(200);
    const body = await json<{ result: { capped: boolean; range: { startDate: string }; months: unknown[] } }>(
      response,
    );
    expect(body.result.capped).toBe(true);
    expect(body.result.range.startDate).toBe("2023-07-01");
    expect(body.result.months).toHaveLength(36);
  });

  it("an export of a huge range is cut the same way", async () => {
    const response = await h.request("GET", `${csv}&startDate=1900-01-01&endDate=2026-06-15`, {
      cookie: cookies.staff,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("2023-07-01-2026-06-15");
  });

  it.each(["dataset=users&format=csv", "dataset=donations&format=pdf", "dataset=donations", "format=csv"])(
    "an unknown dataset or format (%s) is 400",
    async (query) => {
      const response = await h.request("GET", `/v1/admin/reports/export?${query}`, { cookie: cookies.staff });
      expect(response.status).toBe(400);
    },
  );
});
