/**
 * The words of a tribute card, its copy for the donor and its certificate
 * (docs/product/donation-flow.md#gifts-in-someones-name).
 */
export const tributeMessages = {
  cardSubjectHonour: /*i18n*/ {
    id: "tribute.card.subjectHonour",
    message: "{donor} made a gift in your honour",
  },
  cardSubjectMemory: /*i18n*/ { id: "tribute.card.subjectMemory", message: "A gift in memory of {name}" },
  cardBodyHonour: /*i18n*/ {
    id: "tribute.card.bodyHonour",
    message: "{donor} has given to {purpose} at Yayasan Rimbun Lestari in your honour.",
  },
  cardBodyMemory: /*i18n*/ {
    id: "tribute.card.bodyMemory",
    message: "{donor} has given to {purpose} at Yayasan Rimbun Lestari in memory of {name}.",
  },
  cardAmount: /*i18n*/ { id: "tribute.card.amount", message: "The gift: {amount}." },
  cardImpact: /*i18n*/ {
    id: "tribute.card.impact",
    message: "The trees it plants take up about {kg} kg of CO₂ as they grow.",
  },
  cardMessageFrom: /*i18n*/ { id: "tribute.card.messageFrom", message: "A message from {donor}:" },
  cardCertificate: /*i18n*/ {
    id: "tribute.card.certificate",
    message: "The certificate of this gift is attached to this e-mail (PDF).",
  },
  cardWhy: /*i18n*/ {
    id: "tribute.card.why",
    message:
      "You receive this card once because {donor} gave us your address for it; we keep it for nothing else. If you would rather not receive such cards, simply reply to this e-mail.",
  },
  copySubject: /*i18n*/ { id: "tribute.copy.subject", message: "Your card for {name}" },
  copySent: /*i18n*/ {
    id: "tribute.copy.sent",
    message: "We have sent your card for {name} to {email}. This is your copy, with the certificate.",
  },
  copyNoAddress: /*i18n*/ {
    id: "tribute.copy.noAddress",
    message:
      "Here is your card for {name}, with the certificate: you gave no address, so forward this e-mail or the PDF to them.",
  },
  copyUnsubscribed: /*i18n*/ {
    id: "tribute.copy.unsubscribed",
    message:
      "{email} has asked us not to send it e-mail, so the card for {name} came only to you: forward this e-mail or the PDF to them.",
  },
  certificateTitle: /*i18n*/ { id: "tribute.certificate.title", message: "Certificate of a gift" },
  certificateHonour: /*i18n*/ { id: "tribute.certificate.honour", message: "In honour of" },
  certificateMemory: /*i18n*/ { id: "tribute.certificate.memory", message: "In memory of" },
  certificateGivenBy: /*i18n*/ {
    id: "tribute.certificate.givenBy",
    message: "A gift by {donor} to {purpose}, on {date}.",
  },
  certificateImpact: /*i18n*/ { id: "tribute.certificate.impact", message: "about {kg} kg CO₂" },
  certificateImpactLabel: /*i18n*/ {
    id: "tribute.certificate.impactLabel",
    message: "taken up by the trees this gift plants, as we estimate it",
  },
  certificateNumber: /*i18n*/ { id: "tribute.certificate.number", message: "Gift number {localId}" },
  certificateFileName: /*i18n*/ { id: "tribute.certificate.fileName", message: "certificate" },
} as const;
