import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointLedger } from "../../platform/db/schema/index.ts";
import { createHarness, type Harness, json } from "../../test/harness.ts";

/*
 * Call 24 with a physical reward (docs/decisions/points.md#physical-rewards): who may file it, and what a
 * tote bag, tumbler or T-shirt needs (an address, a postal code, a phone, a T-shirt's size) that the digital
 * certificate does not.
 */

let h: Harness;
let volunteerId: string;
let volunteer: string;
let rival: string;
let donor: string;
let staff: string;
let admin: string;
const email = "rara.redeem@example.test";
const where = { address: "Jl. Kenari Hijau No. 17, Bogor", postal_code: "16128", phone: "081234567890" };
const tote = { item: "tote-bag-150", amount: "150" };

beforeAll(async () => {
  h = await createHarness();
  volunteerId = (await h.createUser({ email, role: "volunteer", name: "Rara Redeem" })).id;
  await h.createUser({ email: "rudi.rival@example.test", role: "volunteer" });
  await h.createUser({ email: "dina.donor@example.test" });
  await h.createUser({ email: "sam.staff@example.test", role: "staff" });
  await h.createUser({ email: "ana.admin@example.test", role: "admin" });
  await h.db
    .insert(pointLedger)
    .values({ userId: volunteerId, type: "earn", status: "approved", points: "5000.00", reason: "seed" });
  volunteer = await h.login(email);
  rival = await h.login("rudi.rival@example.test");
  donor = await h.login("dina.donor@example.test");
  staff = await h.login("sam.staff@example.test");
  admin = await h.login("ana.admin@example.test");
});
afterAll(() => h.close());

const redeem = (cookie: string | undefined, form: Record<string, string>) =>
  h.request("POST", "/v1/donations/vredeem", { ...(cookie ? { cookie } : {}), form: { email, ...form } });
const entries = () => h.db.select().from(pointLedger).where(eq(pointLedger.type, "redeem"));

describe("who may redeem a physical reward", () => {
  it("anonymous 401; donors, staff, administrators and another volunteer 403; nothing is filed", async () => {
    expect((await redeem(undefined, { ...tote, ...where })).status).toBe(401);
    for (const cookie of [donor, staff, admin, rival]) {
      expect((await redeem(cookie, { ...tote, ...where })).status).toBe(403);
      // A broken body is refused too (400 before the owner is known, or 403), never filed.
      expect([400, 403]).toContain((await redeem(cookie, { item: "x", address: "y".repeat(5000) })).status);
    }
    expect(await entries()).toHaveLength(0);
  });
});

describe("what a physical reward needs", () => {
  it("a tote bag without an address, postal code or phone: 400 naming each field, nothing filed", async () => {
    const response = await redeem(volunteer, tote);
    expect(response.status).toBe(400);
    expect((await json(response)).fields).toEqual({
      address: "redeem.address",
      postal_code: "redeem.postalCode",
      phone: "invalid.phone",
    });
    const bad = await redeem(volunteer, { ...tote, address: "short", postal_code: "16 12", phone: "12" });
    expect((await json(bad)).fields).toEqual({
      address: "redeem.address",
      postal_code: "redeem.postalCode",
      phone: "invalid.phoneFormat",
    });
    expect(await entries()).toHaveLength(0);
  });

  it("a T-shirt also needs a size from the list", async () => {
    const shirt = { item: "t-shirt-500", amount: "500", ...where };
    for (const size of [undefined, "", "XXXL", "<b>M</b>"]) {
      const response = await redeem(volunteer, size === undefined ? shirt : { ...shirt, size });
      expect(response.status, String(size)).toBe(400);
      expect((await json(response)).fields, String(size)).toEqual({ size: "redeem.size" });
    }
    const ok = await redeem(volunteer, { ...shirt, size: "l" });
    expect(ok.status).toBe(200);
    const [entry] = await entries();
    expect(entry?.shipping).toEqual({ ...where, phone: "+6281234567890", size: "L" });
  });

  it("huge fields are refused; the tote bag with its address is filed with it", async () => {
    const huge = await redeem(volunteer, { ...tote, ...where, address: "a".repeat(2000) });
    expect(huge.status).toBe(400);
    const ok = await redeem(volunteer, { ...tote, ...where, address: "  Jl. Mawar   No. 3,\nDepok  " });
    expect(ok.status).toBe(200);
    const rows = await entries();
    expect(rows.find((row) => row.reason === "redeem:tote-bag")?.shipping).toEqual({
      address: "Jl. Mawar No. 3, Depok",
      postal_code: "16128",
      phone: "+6281234567890",
    });
  });

  it("the digital certificate needs no address, and keeps none sent with it", async () => {
    const ok = await redeem(volunteer, { item: "tree-certificate-1000", amount: "1000", ...where });
    expect(ok.status).toBe(200);
    const certificate = (await entries()).find((row) => row.reason === "redeem:tree-certificate");
    expect(certificate?.shipping).toBeNull();
  });
});
