import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setMailPreferences } from "../mail/mail-preferences.ts";
import { jobs } from "../platform/db/schema/index.ts";
import { runDueJobs } from "../platform/jobs/runner.ts";
import { payEvent } from "../test/donor-wall.ts";
import { createHarness, type Harness } from "../test/harness.ts";
import { dayAfter, giveInSomeonesName, tributeOf } from "../test/tributes.ts";
import { sendTributeCard } from "./send-card.ts";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const cardsTo = async (email: string) => (await h.outbox(email)).filter((m) => m.kind.startsWith("tribute-"));

describe("a gift in someone's name", () => {
  it("sends the card at 09:00 Jakarta on its day, in its language, with the certificate, and the donor a copy", async () => {
    const honoree = "tomorrow.honoree@example.test";
    const donor = "tomorrow.donor@example.test";
    const { donationId } = await giveInSomeonesName(h, {
      email: donor,
      tribute_email: honoree,
      tribute_locale: "en",
      tribute_show_amount: "on",
    });
    const scheduled = await tributeOf(h, donationId);
    expect(scheduled.status).toBe("scheduled");
    const day = dayAfter(h, 0);
    expect(scheduled.sendOn > day).toBe(true);
    expect(scheduled.sendAt?.toISOString()).toBe(
      new Date(`${scheduled.sendOn}T09:00:00+07:00`).toISOString(),
    );
    await runDueJobs(h.services);
    expect(await cardsTo(honoree)).toEqual([]);

    await h.advanceTo(new Date(scheduled.sendAt?.getTime() ?? 0));
    const [card] = await cardsTo(honoree);
    expect(card).toMatchObject({
      kind: "tribute-card",
      locale: "en",
      subject: "Gita Giver made a gift in your honour",
    });
    expect(card?.text).toContain("Rp"); // the amount, as the donor chose
    expect(card?.text).toContain("kg of CO₂");
    const attachment = card?.attachments?.[0];
    expect(attachment?.filename).toMatch(/^certificate-RL-.*-en\.pdf$/);
    expect(
      Buffer.from(attachment?.contentBase64 ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const copies = await cardsTo(donor);
    expect(copies.map((m) => m.kind)).toEqual(["tribute-copy"]);
    expect(copies[0]?.text).toContain(honoree);
    expect((await tributeOf(h, donationId)).status).toBe("sent");
  });

  it("sends a card dated today as soon as the gift is paid; an unpaid gift sends nothing", async () => {
    const honoree = "today.honoree@example.test";
    const unpaid = await giveInSomeonesName(
      h,
      { tribute_email: honoree, tribute_send_on: dayAfter(h, 0) },
      { pay: false },
    );
    await runDueJobs(h.services);
    expect(await cardsTo(honoree)).toEqual([]);
    expect((await tributeOf(h, unpaid.donationId)).status).toBe("awaiting_payment");
    await payEvent(h, unpaid.pgId, "paid");
    await runDueJobs(h.services);
    const cards = await cardsTo(honoree);
    expect(cards.map((m) => [m.kind, m.locale])).toEqual([["tribute-card", "id"]]);
    // Without the donor's choice the amount is not shown.
    expect(cards[0]?.text).not.toContain("Rp");
  });

  it("a refund before the day cancels the card", async () => {
    const honoree = "refund.honoree@example.test";
    const gift = await giveInSomeonesName(h, { tribute_email: honoree, tribute_send_on: dayAfter(h, 3) });
    await payEvent(h, gift.pgId, "refunded");
    expect((await tributeOf(h, gift.donationId)).status).toBe("cancelled");
    await h.advanceTo(new Date(h.clock.current.getTime() + 5 * 86_400_000));
    expect(await cardsTo(honoree)).toEqual([]);
  });

  it("never mails an address that unsubscribed from us: the donor's copy says so", async () => {
    const honoree = "unsubscribed.honoree@example.test";
    const donor = "unsubscribed.donor@example.test";
    await setMailPreferences(h.db, honoree, { campaignUpdates: false });
    const gift = await giveInSomeonesName(h, {
      email: donor,
      tribute_email: honoree,
      tribute_send_on: dayAfter(h, 0),
    });
    await runDueJobs(h.services);
    expect(await cardsTo(honoree)).toEqual([]);
    const [copy] = await cardsTo(donor);
    expect(copy?.text).toContain("hanya");
    expect((await tributeOf(h, gift.donationId)).skipReason).toBe("unsubscribed");
  });

  it("a job that runs again after a crash, or an older generation's job, sends nothing more", async () => {
    const honoree = "crash.honoree@example.test";
    const gift = await giveInSomeonesName(h, { tribute_email: honoree, tribute_send_on: dayAfter(h, 0) });
    const { generation } = await tributeOf(h, gift.donationId);
    await runDueJobs(h.services);
    await sendTributeCard(h.services, gift.donationId, generation);
    await sendTributeCard(h.services, gift.donationId, generation - 1);
    await runDueJobs(h.services);
    expect((await cardsTo(honoree)).length).toBe(1);
  });

  it("a moved day sends on the new day only; the first gift of a monthly plan carries its tribute", async () => {
    const honoree = "moved.honoree@example.test";
    const donor = "moved.donor@example.test";
    await h.createUser({ email: donor });
    const cookie = await h.login(donor);
    const gift = await giveInSomeonesName(
      h,
      { email: donor, tribute_email: honoree, tribute_send_on: dayAfter(h, 2) },
      { kind: "recurring" },
    );
    const moved = await h.request("PUT", `/v1/tributes/${gift.localId}/day`, {
      cookie,
      json: { send_on: dayAfter(h, 5) },
    });
    expect(moved.status).toBe(200);
    await h.advanceTo(new Date(h.clock.current.getTime() + 4 * 86_400_000));
    expect(await cardsTo(honoree)).toEqual([]);
    await h.advanceTo(new Date(h.clock.current.getTime() + 2 * 86_400_000));
    expect((await cardsTo(honoree)).length).toBe(1);
    const queued = await h.db.select().from(jobs).where(eq(jobs.kind, "tribute-card"));
    expect(queued.every((job) => job.status !== "queued")).toBe(true);
  });
});
