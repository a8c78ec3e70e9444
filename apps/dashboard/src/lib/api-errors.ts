import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { messages } from "@rimbun/domain/messages";
import { ApiError } from "./api.ts";

/**
 * Whether a failed call is one the screen explains itself (a refused form: wrong password, locked
 * referral code, too many tries) rather than one that goes to /oops/500
 * (docs/product/accounts.md#dashboard-layout).
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Ids the API answers with that the domain catalog does not hold (it lists form rules, not every
 * refusal). Worded here so the person reads a reason instead of a generic error.
 */
const apiOnlyMessages: Record<string, MessageDescriptor> = {
  "referral.taken": msg`This code is already used by someone else. Please choose another one.`,
  "avatar.tooLarge": msg`This picture is larger than 2 MB.`,
  "avatar.type": msg`Please choose a PNG, JPG or WebP picture.`,
  "campaign.slugTaken": msg`Another campaign already has this address.`,
  "campaign.slugLocked": msg`The address cannot change after the campaign was published.`,
  "campaign.fundsOverRaised": msg`With this update the funds used would be more than the campaign raised. Check the amount, or confirm it and say why.`,
  "image.type": msg`Please choose a JPEG, PNG or WebP picture.`,
  "image.tooLarge": msg`This picture is larger than 8 MB.`,
  "image.tooManyPixels": msg`This picture has more than 40 megapixels. Please make it smaller.`,
  "image.unknown": msg`This picture was not found. Please upload it again.`,
  "offlineGift.proofRequired": msg`Add the proof of the bank transfer: a picture or a PDF.`,
  "offlineGift.proofType": msg`The proof must be a JPEG, PNG or WebP picture or a PDF.`,
  "offlineGift.proofTooLarge": msg`The proof may be at most 2.5 MB.`,
  "offlineGift.proofTooManyPixels": msg`The picture has too many pixels: send a smaller photo or a screenshot.`,
  "offlineGift.donorUnknown": msg`This donor was not found: search again in donor support.`,
  "offlineGift.donorDeleted": msg`This donor deleted their account: record the gift as a new donor.`,
  "offlineGift.notADonor": msg`This e-mail belongs to a staff or volunteer account: a gift needs the donor's own e-mail.`,
};

/** The words for an API message id; an id no loaded catalog knows becomes the generic error, never raw. */
export function describeApiMessage(
  i18n: I18n,
  messageId: string,
  fallback: string = messages.errorGeneric.id,
): string {
  const local = apiOnlyMessages[messageId];
  if (local) return i18n._(local);
  const text = i18n._(messageId);
  return text === messageId ? i18n._(fallback) : text;
}
