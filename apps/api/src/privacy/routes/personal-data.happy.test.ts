import { validateResponse } from "@rimbun/contract";
import { leaderboardPeriod } from "@rimbun/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "../../accounts/accounts.ts";
import { mailPreferencesOf } from "../../mail/mail-preferences.ts";
import {
  auditLog,
  donations,
  pointLedger,
  recurringPlans,
  referralCodes,
  sessions,
  users,
} from "../../platform/db/schema/index.ts";
import { leaderboard } from "../../points/volunteer.ts";
import { createHarness, type Harness, json, testPassword } from "../../test/harness.ts";
import { file, pngBytes } from "../../test/images.ts";
import { createPayment, donationForm, monthlyForm, payOnSandbox } from "../../test/payments.ts";

let h: Harness;
let cookie: string;
let userId: string;
let referralCode: string;
const email = "export.me@example.test";

beforeAll(async () => {
  h = await createHarness();
  const user = await h.createUser({ email, name: "Eka Export", role: "volunteer", locale: "en" });
  userId = user.id;
  referralCode = (await findUserByEmail(h.db, email))?.referralCode ?? "";
  const plan = await createPayment(
    h,
    "recurring",
    monthlyForm({ email, fullname: "Eka Export", payment_methods: "VISA" }),
  );
  await payOnSandbox(h, plan.pg_id);
  const gift = await createPayment(
    h,
    "single",
    donationForm({ email, fullname: "Eka Export", amount: "75000" }),
  );
  await payOnSandbox(h, gift.pg_id);
  // Someone Eka referred: their gift credits Eka, but it is not Eka's data.
  const referred = await createPayment(
    h,
    "single",
    donationForm({ email: "referred.friend@example.test", fullname: "Rara Friend", referral: referralCode }),
  );
  await payOnSandbox(h, referred.pg_id);
  await h.db.insert(pointLedger).values({
    userId,
    type: "withdraw",
    status: "pending",
    points: "10.00",
    amount: 10000,
    reason: "withdrawal",
  });
  cookie = await h.login(email);
  const avatar = await h.request("POST", "/v1/users/vupdate", {
    cookie,
    multipart: { email, avatar: file(pngBytes, "me.png", "image/png") },
  });
  expect(avatar.status).toBe(200);
});
afterAll(() => h.close());

describe("download my data", () => {
  it("holds the account, plans, donations, points, codes, mails (no bodies) and audit, and nobody else's gifts", async () => {
    const response = await h.request("GET", "/v1/privacy/export", { cookie });
    expect(response.status).toBe(200);
    const data = validateResponse("exportPersonalData", (await json<{ result: unknown }>(response)).result);
    expect(data.account).toMatchObject({ email, name: "Eka Export", role: "volunteer" });
    expect(data.donations.map((gift) => gift.amount).sort((a, b) => a - b)).toEqual([75000, 100000]);
    expect(data.recurring_plans).toHaveLength(1);
    expect(data.referral_codes.some((code) => code.current)).toBe(true);
    expect(data.points.some((entry) => entry.type === "withdraw")).toBe(true);
    expect(data.mails.length).toBeGreaterThan(0);
    expect(JSON.stringify(data.mails)).not.toMatch(/token=|https?:/);
    expect(data.mail_preferences).toEqual({ campaign_updates: true, yearly_statement: true });
    expect(data.audit.some((entry) => entry.action === "profile.update")).toBe(true);
    expect(JSON.stringify(data)).not.toContain("referred.friend@example.test");
    expect(JSON.stringify(data)).not.toContain("Rara Friend");
  });
});

describe("mail preferences", () => {
  it("switches campaign updates and the yearly statement; the newsletter goes through double opt-in", async () => {
    const read = await h.request("GET", "/v1/mail/preferences", { cookie });
    expect((await json(read)).result).toEqual({
      newsletter: "none",
      campaign_updates: true,
      yearly_statement: true,
    });
    const changed = await h.request("PUT", "/v1/mail/preferences", {
      cookie,
      json: { campaign_updates: false, newsletter: true },
    });
    expect(changed.status).toBe(200);
    expect(validateResponse("updateMailPreferences", (await json(changed)).result)).toEqual({
      newsletter: "pending",
      campaign_updates: false,
      yearly_statement: true,
    });
    expect((await h.outbox(email)).some((mail) => mail.kind === "newsletter-confirm")).toBe(true);
    expect(await mailPreferencesOf(h.db, email)).toEqual({ campaignUpdates: false, yearlyStatement: true });
    const off = await h.request("PUT", "/v1/mail/preferences", { cookie, form: { newsletter: "false" } });
    expect((await json(off)).result).toMatchObject({ newsletter: "unsubscribed" });
  });
});

describe("delete my account", () => {
  it("mails a link; its page deletes on POST: plans stop, rows kept anonymised, sign-in and referral link fail", async () => {
    const requested = await h.request("POST", "/v1/privacy/deletion", { cookie, json: {} });
    expect((await json(requested)).result).toEqual({ valid_minutes: 60 });
    const mail = (await h.outbox(email)).find((row) => row.kind === "account-deletion");
    expect(mail?.subject).toContain("Confirm deleting");
    const url = new URL(mail?.text.match(/https?:\/\/\S+\/v1\/privacy\/deletion\/confirm\?\S+/)?.[0] ?? "");
    const page = await h.app.request(`${url.pathname}${url.search}`);
    expect(await page.text()).toContain("Delete my account");
    const before = await leaderboard(h.db, leaderboardPeriod({}), null);
    expect(before.top.map((row) => row.fullname)).toContain("Eka Export");
    const avatarPath = (await findUserByEmail(h.db, email))?.avatar ?? "";
    expect(await h.services.storage.get(avatarPath)).not.toBeNull();

    // The page's button, in a browser that still holds the dashboard's session cookie.
    const done = await h.request("POST", `${url.pathname}${url.search}`, {
      cookie,
      origin: h.env.API_PUBLIC_URL,
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Your account is deleted");

    const [row] = await h.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ name: "Deleted account", phone: null, avatar: null, referralCode: null });
    expect(row?.email).toBe(`deleted-${userId}@deleted.invalid`);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await h.services.storage.get(avatarPath)).toBeNull();
    expect((await h.request("GET", `/public/${avatarPath}`)).status).toBe(404);
    expect(await h.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);

    const gifts = await h.db.select().from(donations).where(eq(donations.userId, userId));
    const own = await h.db
      .select()
      .from(donations)
      .where(eq(donations.email, `deleted-${userId}@deleted.invalid`));
    expect(own.map((gift) => gift.amount).sort((a, b) => a - b)).toEqual([75000, 100000]);
    expect(own.every((gift) => gift.fullname === "Deleted account" && gift.phone === "-")).toBe(true);
    expect(own.every((gift) => gift.status === "done")).toBe(true);
    expect(gifts.length).toBeLessThanOrEqual(own.length);
    const [plan] = await h.db.select().from(recurringPlans).where(eq(recurringPlans.userId, userId));
    expect(plan).toMatchObject({ status: "inactive", fullname: "Deleted account" });
    const [request] = await h.db.select().from(pointLedger).where(eq(pointLedger.type, "withdraw"));
    expect(request).toMatchObject({ status: "rejected", notes: "account deleted" });
    // The referred friend's gift is the foundation's and the friend's: untouched.
    const [friend] = await h.db
      .select()
      .from(donations)
      .where(eq(donations.email, "referred.friend@example.test"));
    expect(friend?.fullname).toBe("Rara Friend");
    // The code stays registered (never reissued) but leads nowhere.
    const [code] = await h.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.code, referralCode.toLowerCase()));
    expect(code?.userId).toBe(userId);
    const lookup = await h.request("GET", `/v1/referral?search=${referralCode}`);
    expect((await json(lookup)).result).toBeNull();
    const login = await h.request("POST", "/v1/oauth/login", { form: { email, password: testPassword } });
    expect(login.status).not.toBe(200);
    expect((await h.request("GET", "/v1/oauth/session", { cookie }).then(json)).result).toBeNull();
    // The referrer's totals stay for the books, but a deleted volunteer is off the leaderboard.
    const board = await leaderboard(h.db, leaderboardPeriod({}), null);
    expect(board.top.map((row) => row.fullname)).not.toContain("Deleted account");
    const [entry] = await h.db.select().from(auditLog).where(eq(auditLog.action, "account.delete"));
    expect(entry?.data).toMatchObject({
      by: "link",
      plansStopped: 1,
      donationsAnonymised: 2,
      pointRequestsCancelled: 1,
    });
    expect(JSON.stringify(entry?.data)).not.toContain(email);
    // The stop confirmation still reached the person before their address was replaced.
    expect((await h.outbox(email)).some((mail) => mail.kind === "stop-confirmation")).toBe(true);
  });
});
