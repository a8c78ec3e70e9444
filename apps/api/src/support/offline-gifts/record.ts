import type { RecordedOfflineGift } from "@rimbun/contract";
import { jakartaDay } from "@rimbun/domain/dates";
import { OFFLINE_PROVIDER, offlineGiftDayProblem } from "@rimbun/domain/offline-gifts";
import type { OfflineGiftForm } from "@rimbun/domain/schemas/offline-gift";
import { eq } from "drizzle-orm";
import {
  assertCampaignKnown,
  insertDonationWithFreeLocalId,
  newLocalId,
} from "../../donations/create-donation.ts";
import type { WebhookEvent } from "../../payments/port.ts";
import { processPaymentEvent } from "../../payments/process-event.ts";
import { audit } from "../../platform/audit.ts";
import type { Services, Viewer } from "../../platform/context.ts";
import type { Database } from "../../platform/db/client.ts";
import { donations, offlineGifts } from "../../platform/db/schema/index.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { guestPrefix } from "../search.ts";
import { findGiftDonor, type GiftDonor } from "./donor.ts";
import { offlineGiftMessages } from "./messages.ts";
import { dropProof, type Proof, proofKey } from "./proof.ts";

function refused(messageId: string, field: string): ApiError {
  return new ApiError("VALIDATION", { messageId, fields: { [field]: messageId } });
}

/** The instant a gift of `day` was paid: now when it came today, else midday in Jakarta that day. */
function paidAtOf(day: string, today: string, now: Date): Date {
  return day === today ? now : new Date(`${day}T12:00:00+07:00`);
}

/** What one recording works with, checked before anything is written. */
interface Recording {
  form: OfflineGiftForm;
  donor: GiftDonor;
  proof: Proof | null;
  donationId: string;
  localId: string;
  paidAt: Date;
}

/** The rules a recording must meet before anything is stored: the day, the proof, the campaign, the donor. */
async function checkRecording(services: Services, form: OfflineGiftForm, proof: Proof | null) {
  const now = services.now();
  const today = jakartaDay(now);
  const dayProblem = offlineGiftDayProblem(form.date, today);
  if (dayProblem) throw refused(dayProblem, "date");
  if (form.method === "bank_transfer" && !proof) throw refused(offlineGiftMessages.proofRequired.id, "proof");
  await assertCampaignKnown(services.db, form.campaign);
  const donor = await findGiftDonor(services.db, form);
  const donationId = crypto.randomUUID();
  return {
    form,
    donor,
    proof,
    donationId,
    localId: newLocalId(now),
    paidAt: paidAtOf(form.date, today, now),
  };
}

/** The pending donation and the gift's own row, like call 3 stores a gift before its payment. */
async function storeGift(tx: Database, staff: Viewer, recording: Recording, now: Date): Promise<void> {
  const { form, donor, proof, donationId } = recording;
  recording.localId = await insertDonationWithFreeLocalId(
    tx,
    {
      id: donationId,
      localId: recording.localId,
      pgId: `${OFFLINE_PROVIDER}_${donationId}`,
      provider: OFFLINE_PROVIDER,
      channel: form.method,
      type: "single",
      amount: form.amount,
      email: donor.email,
      fullname: donor.fullname,
      phone: donor.phone,
      description: null,
      userId: donor.userId,
      campaignSlug: form.campaign,
      locale: donor.locale,
      invoiceUrl: "",
    },
    now,
  );
  await tx.insert(offlineGifts).values({
    donationId,
    method: form.method,
    giftDay: form.date,
    proofKey: proof ? proofKey(donationId, proof) : null,
    proofType: proof?.contentType ?? null,
    proofSize: proof?.bytes.length ?? null,
    recordedBy: staff.userId,
  });
}

/**
 * Records a gift that arrived outside the site (docs/product/staff-console.md#gifts-outside-the-site): the
 * proof is stored first (the storage may be S3, outside the database), then one transaction stores the
 * pending donation and moves it to paid through `processPaymentEvent`, the transaction every online payment
 * takes (as a savepoint of ours): receipt, donor links, campaign and fundraiser totals, report months,
 * all once. The audit entry with the reason commits with it; a failure leaves nothing but a dropped file.
 */
export async function recordOfflineGift(
  services: Services,
  staff: Viewer,
  form: OfflineGiftForm,
  proof: Proof | null,
): Promise<RecordedOfflineGift> {
  const recording = await checkRecording(services, form, proof);
  const { donationId } = recording;
  if (proof) await services.storage.put(proofKey(donationId, proof), proof.bytes, proof.contentType);
  try {
    const userId = await services.db.transaction(async (tx) => {
      await storeGift(tx, staff, recording, services.now());
      const event: WebhookEvent = {
        eventId: `${OFFLINE_PROVIDER}:${donationId}`,
        pgId: `${OFFLINE_PROVIDER}_${donationId}`,
        outcome: "paid",
        amount: form.amount,
        currency: "IDR",
        paidAt: recording.paidAt,
        raw: { recorded_by: staff.userId, method: form.method, day: form.date },
      };
      const result = await processPaymentEvent({ ...services, db: tx }, OFFLINE_PROVIDER, event);
      if (result !== "applied") throw new Error(`offline gift not applied: ${result}`);
      await audit(tx, {
        actorUserId: staff.userId,
        action: "support.offline-gift",
        subject: `donation:${donationId}`,
        data: {
          reason: form.reason,
          amount: form.amount,
          method: form.method,
          day: form.date,
          campaign: form.campaign,
          proof: proof?.kind ?? null,
        },
      });
      const [paid] = await tx
        .select({ userId: donations.userId })
        .from(donations)
        .where(eq(donations.id, donationId));
      return paid?.userId ?? null;
    });
    return {
      donation_id: donationId,
      local_id: recording.localId,
      donor_id: userId ?? `${guestPrefix}${donationId}`,
      amount: form.amount,
      method: form.method,
      date: form.date,
      campaign: form.campaign,
      status: "done",
      proof: proof?.kind ?? null,
    };
  } catch (error) {
    if (proof) await dropProof(services.storage, donationId);
    throw error;
  }
}
