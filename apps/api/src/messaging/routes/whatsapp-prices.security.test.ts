import { jakartaDay } from "@rimbun/domain/dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, whatsAppPrices } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/* The WhatsApp price table (docs/product/staff-console.md#whatsapp-prices): administrators read and change
   it, each change a new row with a reason in the audit log; nobody else reads it. */

let h: Harness;
const cookies: Record<string, string> = {};
const list = "/v1/admin/whatsapp-prices";
const utility = "/v1/admin/whatsapp-prices/utility";
const good = { price_idr: 356, effective_from: "2026-01-01", reason: "Meta's rate card for Indonesia" };

interface Table {
  categories: {
    category: string;
    current: { price_idr: number; effective_from: string; created_by: string | null } | null;
    next: { price_idr: number; effective_from: string } | null;
  }[];
  history: { category: string; price_idr: number }[];
}

beforeAll(async () => {
  h = await createHarness();
  for (const role of ["donor", "volunteer", "staff", "admin"] as const) {
    await h.createUser({ email: `waprice.${role}@example.test`, role, name: `Ana ${role}` });
    cookies[role] = await h.login(`waprice.${role}@example.test`);
  }
}, 60_000);
afterAll(() => h.close());

const stored = () => h.db.select().from(whatsAppPrices);

describe("who may read and change the WhatsApp prices", () => {
  it("anonymous: 401; donor, volunteer and staff: 403; nothing is stored", async () => {
    expect((await h.request("GET", list)).status).toBe(401);
    expect((await h.request("PUT", utility, { json: good })).status).toBe(401);
    for (const role of ["donor", "volunteer", "staff"]) {
      expect((await h.request("GET", list, { cookie: cookies[role] ?? "" })).status).toBe(403);
      expect((await h.request("PUT", utility, { cookie: cookies[role] ?? "", json: good })).status).toBe(403);
    }
    expect(await stored()).toHaveLength(0);
  });

  it("an administrator sets prices; every change is kept and audited with the price it replaced", async () => {
    const empty = await json<{ result: Table }>(
      await h.request("GET", list, { cookie: cookies.admin ?? "" }),
    );
    expect(empty.result.categories.map((row) => [row.category, row.current])).toEqual([
      ["utility", null],
      ["authentication", null],
      ["marketing", null],
    ]);
    const first = await h.request("PUT", utility, { cookie: cookies.admin ?? "", json: good });
    expect(first.status).toBe(200);
    expect(await json(first)).toMatchObject({
      result: { category: "utility", price_idr: 356, effective_from: "2026-01-01", created_by: "Ana admin" },
    });
    const tomorrow = jakartaDay(new Date(h.clock.current.getTime() + 86_400_000));
    const later = { price_idr: 400, effective_from: tomorrow, reason: "New rate from tomorrow" };
    expect((await h.request("PUT", utility, { cookie: cookies.admin ?? "", json: later })).status).toBe(200);
    const { result } = await json<{ result: Table }>(
      await h.request("GET", list, { cookie: cookies.admin ?? "" }),
    );
    expect(result.categories[0]).toMatchObject({
      category: "utility",
      current: { price_idr: 356, effective_from: "2026-01-01" },
      next: { price_idr: 400, effective_from: tomorrow },
    });
    expect(result.history.map((row) => row.price_idr)).toEqual([400, 356]);
    const entries = await h.db.select().from(auditLog).where(eq(auditLog.action, "whatsapp.price"));
    expect(entries.map((entry) => entry.data)).toEqual([
      { reason: good.reason, effective_from: "2026-01-01", before: null, after: 356 },
      { reason: later.reason, effective_from: tomorrow, before: 356, after: 400 },
    ]);
    expect(entries[0]?.subject).toBe("whatsapp-price:utility");
  });

  it.each([
    ["negative", { ...good, price_idr: -1 }],
    ["a fraction", { ...good, price_idr: 0.5 }],
    ["a huge price", { ...good, price_idr: 100_001 }],
    ["an absurd number", { ...good, price_idr: 1e308 }],
    ["text", { ...good, price_idr: "356" }],
    ["an array", { ...good, price_idr: [356] }],
    ["no day", { price_idr: 356, reason: "x" }],
    ["a day that is no day", { ...good, effective_from: "2026-02-30" }],
    ["a day before WhatsApp", { ...good, effective_from: "2025-12-31" }],
    ["a day more than a year ahead", { ...good, effective_from: "2099-01-01" }],
    ["a day with script", { ...good, effective_from: "<script>alert(1)</script>" }],
    ["no reason", { ...good, reason: "   " }],
    ["a huge reason", { ...good, reason: "x".repeat(10_000) }],
  ])("%s is refused with a 400 and stores nothing", async (_, body) => {
    const before = await stored();
    const response = await h.request("PUT", "/v1/admin/whatsapp-prices/marketing", {
      cookie: cookies.admin ?? "",
      json: body,
    });
    expect(response.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("an unknown category, script in the path and a body that is no JSON are refused", async () => {
    const before = await stored();
    for (const category of ["service", "%3Cscript%3E", "x".repeat(300), "UTILITY"]) {
      const response = await h.request("PUT", `/v1/admin/whatsapp-prices/${category}`, {
        cookie: cookies.admin ?? "",
        json: good,
      });
      expect([400, 404]).toContain(response.status);
    }
    const text = await h.request("PUT", utility, {
      cookie: cookies.admin ?? "",
      headers: { "content-type": "text/plain" },
    });
    expect([400, 415]).toContain(text.status);
    expect(await stored()).toEqual(before);
  });
});
