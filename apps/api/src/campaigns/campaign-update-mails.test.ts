import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setMailPreferences } from "../mail/mail-preferences.ts";
import {
  campaigns,
  campaignUpdates,
  images,
  imageVariants,
  jobs,
  users,
} from "../platform/db/schema/index.ts";
import { enqueueJob } from "../platform/jobs/queue.ts";
import { runDueJobs } from "../platform/jobs/runner.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { insertDonation } from "../test/statement-fixtures.ts";
import {
  campaignUpdateMailJobKind,
  campaignUpdateMailKey,
  campaignUpdateMailsJobKind,
} from "./campaign-update-mails.ts";

let h: Harness;
const slug = "hutan-uji-kabar";
const member = "member.donor@example.test";
const guest = "guest.donor@example.test";
const quiet = "quiet.donor@example.test";
const lateQuitter = "late.quitter@example.test";
const failedOnly = "failed.donor@example.test";
const otherCampaign = "other.campaign@example.test";
const deleted = "deleted.donor@example.test";

async function postUpdate(input: { photo?: string | null; funds?: boolean; hidden?: boolean } = {}) {
  const [row] = await h.db
    .insert(campaignUpdates)
    .values({
      campaignSlug: slug,
      bodyId: "Kami menanam **1.200 bibit** bulan ini. <script>x</script>",
      bodyEn: "We planted **1,200 seedlings** this month. <script>x</script>",
      photoImageId: input.photo ?? null,
      photoAltId: input.photo ? "Bibit di persemaian" : "",
      photoAltEn: input.photo ? "Seedlings in the nursery" : "",
      fundsUsedAmount: input.funds ? 1_500_000 : null,
      fundsUsedId: input.funds ? "bibit dan ongkos angkut" : null,
      fundsUsedEn: input.funds ? "seedlings and transport" : null,
      hiddenAt: input.hidden ? h.clock.current : null,
    })
    .returning({ id: campaignUpdates.id });
  if (!row) throw new Error("update not stored");
  return row.id;
}

/** What the update route does in its transaction: one fan-out job keyed by the update. */
async function queueFanOut(updateId: string, reschedule = false) {
  await enqueueJob(h.db, {
    kind: campaignUpdateMailsJobKind,
    key: `campaign-update-mails:${updateId}`,
    payload: { update_id: updateId },
    runAt: h.clock.current,
    reschedule,
  });
}

const updateMails = async (to?: string) =>
  (await h.outbox(to)).filter((row) => row.kind === "campaign-update");

beforeAll(async () => {
  h = await createHarness();
  await h.db.insert(campaigns).values({
    slug,
    kind: "campaign",
    status: "published",
    target: 100_000_000,
    titleId: "Hutan Uji",
    titleEn: "Test Forest",
    startsOn: "2026-01-01",
  });
  const account = await h.createUser({ email: member, name: "Sari Wulandari", locale: "en" });
  await h.createUser({ email: deleted, name: "Gone Donor" });
  await h.db.update(users).set({ deletedAt: h.clock.current }).where(eq(users.email, deleted));
  // The member gave twice (once typed in capitals, in Indonesian): one mail, in the account's language.
  await insertDonation(h, {
    email: member,
    userId: account.id,
    amount: 50_000,
    createdAt: "2026-03-01T03:00:00Z",
    campaignSlug: slug,
  });
  await insertDonation(h, {
    email: member.toUpperCase(),
    amount: 25_000,
    createdAt: "2026-04-01T03:00:00Z",
    campaignSlug: slug,
    locale: "id",
  });
  // A guest without an account: the language of their latest gift.
  await insertDonation(h, {
    email: guest,
    amount: 10_000,
    createdAt: "2026-03-01T03:00:00Z",
    campaignSlug: slug,
    locale: "id",
  });
  await insertDonation(h, {
    email: guest,
    amount: 10_000,
    createdAt: "2026-05-01T03:00:00Z",
    campaignSlug: slug,
    locale: "en",
  });
  await insertDonation(h, {
    email: quiet,
    amount: 10_000,
    createdAt: "2026-03-01T03:00:00Z",
    campaignSlug: slug,
  });
  await insertDonation(h, {
    email: lateQuitter,
    amount: 10_000,
    createdAt: "2026-03-01T03:00:00Z",
    campaignSlug: slug,
  });
  await insertDonation(h, {
    email: deleted,
    amount: 10_000,
    createdAt: "2026-03-01T03:00:00Z",
    campaignSlug: slug,
  });
  for (const status of ["failed", "pending", "expired", "refunded"] as const)
    await insertDonation(h, {
      email: failedOnly,
      amount: 10_000,
      createdAt: "2026-03-01T03:00:00Z",
      campaignSlug: slug,
      status,
    });
  await insertDonation(h, {
    email: otherCampaign,
    amount: 10_000,
    createdAt: "2026-03-01T03:00:00Z",
    campaignSlug: "another-campaign",
  });
  await insertDonation(h, { email: otherCampaign, amount: 10_000, createdAt: "2026-03-01T03:00:00Z" });
  await setMailPreferences(h.db, quiet, { campaignUpdates: false });
});
afterAll(() => h.close());

describe("campaign update mails", () => {
  let firstUpdate = "";

  it("queues one mail job per address with a done gift to the campaign, keyed by update and address", async () => {
    firstUpdate = await postUpdate({ funds: true });
    await queueFanOut(firstUpdate);
    // The fan-out only queues: a donor who switches updates off before their mail leaves gets none.
    const perDonor = async () =>
      (await h.db.select().from(jobs).where(eq(jobs.kind, campaignUpdateMailJobKind)))
        .map((job) => job.key)
        .sort();
    await runDueJobs(h.services, { batch: 1, maxRounds: 1 });
    expect(await perDonor()).toEqual(
      [deleted, guest, lateQuitter, member, quiet]
        .map((email) => campaignUpdateMailKey(firstUpdate, email))
        .sort(),
    );
    await setMailPreferences(h.db, lateQuitter.toUpperCase(), { campaignUpdates: false });
    await runDueJobs(h.services);
    const mails = await updateMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([deleted, guest, member].sort());
  });

  it("writes to each donor in their language, by name only when they have an account", async () => {
    const [mine] = await updateMails(member);
    expect(mine?.locale).toBe("en");
    expect(mine?.subject).toBe("News from Test Forest");
    expect(mine?.text).toContain("Hello Sari Wulandari,");
    expect(mine?.text).toContain("We planted 1,200 seedlings this month. <script>x</script>");
    expect(mine?.html).toContain(
      "<strong>1,200 seedlings</strong> this month. &lt;script&gt;x&lt;/script&gt;",
    );
    expect(mine?.text).toContain("Funds used: Rp\u00a01,500,000 for seedlings and transport");
    expect(mine?.text).toContain(`http://site.test/en/campaign/${slug}`);
    const headers = mine?.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/api\.test\/v1\/mail\/unsubscribe\?token=.+&locale=en>$/,
    );
    expect(mine?.text).toContain(headers["List-Unsubscribe"]?.slice(1, -1));

    const [guestMail] = await updateMails(guest);
    expect(guestMail?.locale).toBe("en");
    expect(guestMail?.text.startsWith("Hello,")).toBe(true);
    // A deleted account's address is still a donor's address, but their name is gone.
    const [deletedMail] = await updateMails(deleted);
    expect(deletedMail?.locale).toBe("id");
    expect(deletedMail?.subject).toBe("Kabar terbaru dari Hutan Uji");
    expect(deletedMail?.text).not.toContain("Gone Donor");
    expect(deletedMail?.text).toContain(`http://site.test/campaign/${slug}`);
  });

  it("the unsubscribe link turns campaign updates off for that address", async () => {
    const [mine] = await updateMails(guest);
    const link = mine?.text.match(/http:\/\/api\.test\/v1\/mail\/unsubscribe\?\S+/)?.[0] ?? "";
    const url = new URL(link);
    const response = await h.request("POST", `${url.pathname}${url.search}`, {
      form: { "List-Unsubscribe": "One-Click" },
      origin: null,
    });
    expect(response.status).toBeLessThan(400);
    const second = await postUpdate();
    await queueFanOut(second);
    await runDueJobs(h.services);
    expect((await updateMails(guest)).length).toBe(1);
    expect((await updateMails(member)).length).toBe(2);
  });

  it("a retried fan-out or a donor job run again after a crash mails nobody twice", async () => {
    const before = (await updateMails()).length;
    await queueFanOut(firstUpdate, true);
    // The member's job finished sending but its `done` was lost: it runs again.
    await h.db
      .update(jobs)
      .set({ status: "queued", runAt: h.clock.current })
      .where(eq(jobs.key, campaignUpdateMailKey(firstUpdate, member)));
    await runDueJobs(h.services);
    expect((await updateMails()).length).toBe(before);
    const keys = await h.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(
        and(eq(jobs.kind, campaignUpdateMailJobKind), like(jobs.key, `campaign-update:${firstUpdate}:%`)),
      );
    expect(keys).toHaveLength(5);
  });

  it("a hidden update is not mailed, not even the mails queued before it was hidden", async () => {
    const before = (await updateMails()).length;
    const hidden = await postUpdate({ hidden: true });
    await queueFanOut(hidden);
    await runDueJobs(h.services);
    expect(
      await h.db
        .select()
        .from(jobs)
        .where(like(jobs.key, `campaign-update:${hidden}:%`)),
    ).toHaveLength(0);

    const later = await postUpdate();
    await queueFanOut(later);
    await runDueJobs(h.services, { batch: 1, maxRounds: 1 });
    await h.db
      .update(campaignUpdates)
      .set({ hiddenAt: h.clock.current })
      .where(eq(campaignUpdates.id, later));
    await runDueJobs(h.services);
    expect((await updateMails()).length).toBe(before);
  });

  it("links the update's photo at the widest stored WebP that fits a mail", async () => {
    const [image] = await h.db
      .insert(images)
      .values({ width: 1600, height: 900 })
      .returning({ id: images.id });
    if (!image) throw new Error("image not stored");
    for (const width of [480, 960, 1600])
      for (const format of ["avif", "webp"] as const)
        await h.db
          .insert(imageVariants)
          .values({ imageId: image.id, width, format, bytes: new Uint8Array([1]) });
    const update = await postUpdate({ photo: image.id });
    await queueFanOut(update);
    await runDueJobs(h.services);
    const mine = (await updateMails(member)).at(-1);
    expect(mine?.html).toContain(
      `src="http://api.test/v1/images/${image.id}/960.webp" alt="Seedlings in the nursery"`,
    );
  });

  it("an update that does not exist (or a malformed job) queues nothing", async () => {
    const before = (await updateMails()).length;
    await queueFanOut(crypto.randomUUID());
    await runDueJobs(h.services);
    expect((await updateMails()).length).toBe(before);
    // A payload its kind's schema refuses (stored by hand: enqueueJob's types would not take it) fails
    // at once, naming the field, and is not retried.
    await h.db.insert(jobs).values({
      kind: campaignUpdateMailsJobKind,
      key: "campaign-update-mails:malformed",
      payload: { update_id: 42 },
      runAt: h.clock.current,
      status: "queued",
    });
    await runDueJobs(h.services);
    const [job] = await h.db.select().from(jobs).where(eq(jobs.key, "campaign-update-mails:malformed"));
    expect(job?.lastError).toMatch(/malformed campaign-update-mails payload.*update_id/);
    expect(job?.status).toBe("failed");
    expect(job?.attempts).toBe(1);
  });
});
