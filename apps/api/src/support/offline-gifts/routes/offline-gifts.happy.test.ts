import { validateResponse } from "@rimbun/contract";
import { addDays, jakartaDay } from "@rimbun/domain/dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, campaignTotals, donations, offlineGifts } from "../../../platform/db/schema/index.ts";
import { seededCampaign } from "../../../test/fundraisers.ts";
import { createHarness, type Harness, json } from "../../../test/harness.ts";
import { offlineGiftForm, recordGift } from "../../../test/offline-gifts.ts";

let h: Harness;
let staffCookie: string;
let adminCookie: string;

beforeAll(async () => {
  h = await createHarness();
  await h.createUser({ email: "sari.staff@example.test", role: "staff", name: "Sari Staff" });
  await h.createUser({ email: "ana.admin@example.test", role: "admin", name: "Ana Admin" });
  staffCookie = await h.login("sari.staff@example.test");
  adminCookie = await h.login("ana.admin@example.test");
});
afterAll(() => h.close());

async function record(form: Record<string, string>) {
  const response = await recordGift(h, staffCookie, form);
  expect(response.status, await response.clone().text()).toBe(200);
  return validateResponse("recordOfflineGift", (await json(response)).result);
}

describe("POST /v1/admin/offline-gifts", () => {
  it("a new donor's bank transfer to a campaign: paid, counted, mailed in their language, on their page", async () => {
    const [before] = await h.db
      .select()
      .from(campaignTotals)
      .where(eq(campaignTotals.campaignSlug, seededCampaign));
    const gift = await record(
      offlineGiftForm(h, { email: "new.donor@example.test", locale: "en", campaign: seededCampaign }),
    );
    expect(gift.local_id).toMatch(/^RL-\d{6}-[2-9A-HJKMNP-Z]{6}$/);
    expect(gift).toMatchObject({
      status: "done",
      method: "bank_transfer",
      campaign: seededCampaign,
      proof: "image",
    });
    expect(gift.donor_id).toBe(`guest-${gift.donation_id}`);
    const [row] = await h.db.select().from(donations).where(eq(donations.id, gift.donation_id));
    expect(row).toMatchObject({
      provider: "offline",
      channel: "bank_transfer",
      type: "single",
      status: "done",
      amount: 250_000,
      locale: "en",
      phone: "+6281299998888",
      userId: null,
    });
    const [after] = await h.db
      .select()
      .from(campaignTotals)
      .where(eq(campaignTotals.campaignSlug, seededCampaign));
    expect((after?.raised ?? 0) - (before?.raised ?? 0)).toBe(250_000);
    expect((after?.gifts ?? 0) - (before?.gifts ?? 0)).toBe(1);
    const mails = await h.outbox("new.donor@example.test");
    expect(mails.map((mail) => mail.kind)).toEqual(["receipt"]);
    expect(mails[0]?.locale).toBe("en");
    expect(mails[0]?.text).toContain(gift.local_id);
    const page = await h.request("GET", `/v1/admin/donors/${gift.donor_id}`, { cookie: staffCookie });
    const donorPage = validateResponse("getDonorPage", (await json(page)).result);
    expect(donorPage.donations.map((donation) => donation.local_id)).toContain(gift.local_id);
    const search = await h.request("GET", `/v1/admin/donors?q=${gift.local_id}`, { cookie: staffCookie });
    expect(JSON.stringify((await json(search)).result)).toContain(gift.donor_id);
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, "support.offline-gift"));
    expect(entry?.data).toMatchObject({
      reason: "Transfer BCA seen on the statement of 12 Nov",
      amount: 250_000,
    });
    const invoice = await h.request("GET", `/v1/donations/${gift.local_id}/invoice`, { cookie: adminCookie });
    expect(invoice.status).toBe(200);
  });

  it("an existing donor's cash gift of last month joins their account and history, paid on that day", async () => {
    const donor = await h.createUser({ email: "budi.donor@example.test", role: "donor", name: "Budi Donor" });
    const day = addDays(jakartaDay(h.services.now()), -30);
    const gift = await record(
      offlineGiftForm(h, {
        donor_id: donor.id,
        fullname: "",
        email: "",
        method: "cash",
        date: day,
        amount: "1000000",
      }),
    );
    expect(gift.donor_id).toBe(donor.id);
    const [row] = await h.db.select().from(donations).where(eq(donations.id, gift.donation_id));
    expect(row?.userId).toBe(donor.id);
    expect(row?.email).toBe("budi.donor@example.test");
    expect(row?.channel).toBe("cash");
    expect(jakartaDay(row?.paidAt ?? new Date(0))).toBe(day);
    const [kept] = await h.db
      .select()
      .from(offlineGifts)
      .where(eq(offlineGifts.donationId, gift.donation_id));
    expect(kept?.giftDay).toBe(day);
    const cookie = await h.login("budi.donor@example.test");
    const history = await h.request("GET", "/v1/donations?limit=0", { cookie });
    expect(JSON.stringify((await json(history)).result)).toContain(gift.local_id);
  });

  it("a new donor typed with the e-mail of an account is that account; a guest found by search gives again", async () => {
    const first = await record(offlineGiftForm(h, { email: "guest.again@example.test" }));
    const second = await record(offlineGiftForm(h, { donor_id: first.donor_id, email: "", fullname: "" }));
    const rows = await h.db.select().from(donations).where(eq(donations.email, "guest.again@example.test"));
    expect(rows).toHaveLength(2);
    expect(second.donor_id).toBe(`guest-${second.donation_id}`);
    await h.createUser({ email: "has.account@example.test", role: "donor", name: "Has Account" });
    const linked = await record(
      offlineGiftForm(h, { email: "HAS.account@example.test", fullname: "Someone Else" }),
    );
    expect(linked.donor_id).not.toMatch(/^guest-/);
  });
});
