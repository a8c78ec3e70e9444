/** Refusals of recording a gift that arrived outside the site; the dashboard shows them by id. */
export const offlineGiftMessages = {
  proofRequired: /*i18n*/ {
    id: "offlineGift.proofRequired",
    message: "Add the proof of the bank transfer: a picture or a PDF.",
  },
  proofType: /*i18n*/ {
    id: "offlineGift.proofType",
    message: "The proof must be a JPEG, PNG or WebP picture or a PDF.",
  },
  proofTooLarge: /*i18n*/ {
    id: "offlineGift.proofTooLarge",
    message: "The proof may be at most 2.5 MB.",
  },
  proofTooManyPixels: /*i18n*/ {
    id: "offlineGift.proofTooManyPixels",
    message: "The picture has too many pixels: send a smaller photo or a screenshot.",
  },
  donorUnknown: /*i18n*/ {
    id: "offlineGift.donorUnknown",
    message: "This donor was not found: search again in donor support.",
  },
  donorDeleted: /*i18n*/ {
    id: "offlineGift.donorDeleted",
    message: "This donor deleted their account: record the gift as a new donor.",
  },
  notADonor: /*i18n*/ {
    id: "offlineGift.notADonor",
    message: "This e-mail belongs to a staff or volunteer account: a gift needs the donor's own e-mail.",
  },
} as const;
