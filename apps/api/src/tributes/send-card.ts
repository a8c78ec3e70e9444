import { and, eq, lte, or, sql } from "drizzle-orm";
import { campaignTitle, giftCampaign } from "../donations/history.ts";
import { giftPurpose } from "../mail/gift-messages.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import {
  donations,
  jobs,
  mailPreferences,
  newsletterSubscriptions,
  tributes,
} from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { type CertificateInput, certificateFileName, certificatePdf } from "./certificate-pdf.ts";
import { tributeMailTemplates } from "./tribute-mails.ts";
import { tributeCardJobKind } from "./tribute-schedule.ts";

/**
 * Whether an address told us it wants no mail from us (docs/decisions.md#tribute-cards): an optional topic
 * switched off or the newsletter left. A card is optional mail to a person who never asked for it, so
 * either is enough to send it only to the donor.
 */
export async function refusesOurMail(db: Database, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const [switchedOff] = await db
    .select({ id: mailPreferences.id })
    .from(mailPreferences)
    .where(
      and(
        sql`lower(${mailPreferences.email}) = ${address}`,
        or(eq(mailPreferences.campaignUpdates, false), eq(mailPreferences.yearlyStatement, false)),
      ),
    )
    .limit(1);
  if (switchedOff) return true;
  const [left] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(
      and(
        sql`lower(${newsletterSubscriptions.email}) = ${address}`,
        eq(newsletterSubscriptions.status, "unsubscribed"),
      ),
    )
    .limit(1);
  return Boolean(left);
}

/** The tribute and its gift, as the card and the certificate need them. */
export async function tributeWithGift(db: Database, donationId: string) {
  const [row] = await db
    .select({ tribute: tributes, donation: donations })
    .from(tributes)
    .innerJoin(donations, eq(donations.id, tributes.donationId))
    .where(eq(tributes.donationId, donationId))
    .limit(1);
  return row;
}

type TributeWithGift = NonNullable<Awaited<ReturnType<typeof tributeWithGift>>>;

/** The certificate's facts in `locale` (the purpose is the campaign's title in that language). */
export async function certificateInput(
  db: Database,
  { tribute, donation }: TributeWithGift,
  locale: Locale,
): Promise<CertificateInput> {
  const campaign = await giftCampaign(db, donation.campaignSlug);
  return {
    localId: donation.localId,
    occasion: tribute.occasion,
    honoreeName: tribute.honoreeName,
    donorName: donation.fullname,
    message: tribute.message,
    amount: donation.amount,
    showAmount: tribute.showAmount,
    purpose: giftPurpose(locale, campaignTitle(campaign, locale)),
    paidAt: donation.paidAt ?? donation.createdAt,
  };
}

/**
 * Sends the card of one generation (the `tribute-card` job): the certificate is drawn first, then, with
 * the tribute row locked, the card (when the person has an address that takes our mail) and the donor's
 * copy are queued in the outbox, keyed by generation, and the tribute is marked sent, in one transaction.
 * A job that runs again after a crash finds the tribute sent, or queues the same keyed mails, never two;
 * an older generation (a moved day, a resend) and a refunded gift send nothing.
 */
export async function sendTributeCard(
  services: Services,
  donationId: string,
  generation: number,
): Promise<void> {
  const found = await tributeWithGift(services.db, donationId);
  if (!found || found.tribute.generation !== generation || found.tribute.status !== "scheduled") return;
  const locale = found.tribute.cardLocale;
  const input = await certificateInput(services.db, found, locale);
  const pdf = await certificatePdf(locale, input);
  const attachment = {
    filename: certificateFileName(locale, input.localId),
    contentType: "application/pdf",
    contentBase64: Buffer.from(pdf).toString("base64"),
  };
  const sent = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(tributes)
      .where(and(eq(tributes.donationId, donationId), eq(tributes.generation, generation)))
      .for("update");
    if (row?.status !== "scheduled") return false;
    const [gift] = await tx
      .select({ status: donations.status })
      .from(donations)
      .where(eq(donations.id, donationId));
    if (gift?.status !== "done") return false;
    const refuses = row.honoreeEmail ? await refusesOurMail(tx, row.honoreeEmail) : false;
    const key = `tribute-card:${donationId}:${generation}`;
    if (row.honoreeEmail && !refuses) {
      const card = tributeMailTemplates.card(locale, input);
      await services.mailer.enqueue(
        tx,
        row.honoreeEmail,
        locale,
        { ...card, attachments: [attachment] },
        { key: `${key}:card` },
      );
    }
    const delivery = !row.honoreeEmail ? "no-address" : refuses ? "unsubscribed" : "sent";
    const copy = tributeMailTemplates.copy(locale, { ...input, honoreeEmail: row.honoreeEmail, delivery });
    await services.mailer.enqueue(
      tx,
      found.donation.email,
      locale,
      { ...copy, attachments: [attachment] },
      { key: `${key}:copy` },
    );
    await tx
      .update(tributes)
      .set({
        status: "sent",
        sentAt: services.now(),
        sendCount: sql`${tributes.sendCount} + 1`,
        skipReason: refuses ? "unsubscribed" : null,
      })
      .where(eq(tributes.donationId, donationId));
    return true;
  });
  if (sent) services.mailer.wake?.();
}

/** Sends every card whose job is due by `at`, with the clock at `at` (the journeys' clock, dev-send-due.ts). */
export async function sendDueTributeCards(services: Services, at: Date): Promise<number> {
  const due = await services.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, tributeCardJobKind), eq(jobs.status, "queued"), lte(jobs.runAt, at)));
  const atThatTime = { ...services, now: () => at };
  for (const { payload } of due) {
    const { donationId, generation } = payload as { donationId: string; generation: number };
    await sendTributeCard(atThatTime, donationId, generation);
  }
  return due.length;
}
