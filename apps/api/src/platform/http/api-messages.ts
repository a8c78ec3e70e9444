/**
 * Message ids only the API produces (the shared ones live in @rimbun/domain's `messages`).
 * Screens translate them from their own catalogs; these descriptors keep the source text in the api catalog.
 */
export const apiMessages = {
  tooLarge: /*i18n*/ { id: "error.tooLarge", message: "What you sent is too large." },
  idempotencyMismatch: /*i18n*/ {
    id: "error.idempotencyMismatch",
    message: "This request was already sent with different details. Please start again.",
  },
  campaignUnknown: /*i18n*/ { id: "campaign.unknown", message: "This campaign does not exist." },
  campaignSlugTaken: /*i18n*/ {
    id: "campaign.slugTaken",
    message: "Another campaign already has this address.",
  },
  campaignSlugLocked: /*i18n*/ {
    id: "campaign.slugLocked",
    message: "The address cannot change after the campaign was published: links and donations name it.",
  },
  campaignFundsOverRaised: /*i18n*/ {
    id: "campaign.fundsOverRaised",
    message:
      "With this update the funds used would be more than the campaign raised. Check the amount, or confirm it and say why.",
  },
  matchingOverlap: /*i18n*/ {
    id: "matching.overlap",
    message: "Another matching pledge of this campaign runs on some of these days. One runs at a time.",
  },
  matchingProgramme: /*i18n*/ {
    id: "matching.programme",
    message: "Only a campaign takes matching pledges: a programme receives no tagged gifts.",
  },
  matchingEnded: /*i18n*/ {
    id: "matching.ended",
    message: "This pledge has already ended.",
  },
  imageType: /*i18n*/ { id: "image.type", message: "The picture must be a JPEG, PNG or WebP image." },
  imageTooLarge: /*i18n*/ { id: "image.tooLarge", message: "The picture may be at most 8 MB." },
  imageTooManyPixels: /*i18n*/ {
    id: "image.tooManyPixels",
    message: "The picture may have at most 40 megapixels.",
  },
  imageUnknown: /*i18n*/ {
    id: "image.unknown",
    message: "This picture was not found. Please upload it again.",
  },
  webhookSignature: /*i18n*/ {
    id: "webhook.signature",
    message: "The payment notification could not be verified.",
  },
  volunteerReceived: /*i18n*/ {
    id: "volunteer.received",
    message: "Thank you! We have sent an e-mail to the address you gave: it tells you what happens next.",
  },
} as const;

export type ApiMessageId = (typeof apiMessages)[keyof typeof apiMessages]["id"];
