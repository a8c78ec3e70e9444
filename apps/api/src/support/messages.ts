/** Refusals of the staff support actions; the dashboard words them from its own catalog too. */
export const supportMessages = {
  refundNotPaid: /*i18n*/ {
    id: "support.refund.notPaid",
    message:
      "Only a paid donation can be refunded. This one is not paid (pending, failed, expired or refunded).",
  },
  refundRequested: /*i18n*/ {
    id: "support.refund.alreadyRequested",
    message: "A refund of this donation was already requested.",
  },
  refundUnsupported: /*i18n*/ {
    id: "support.refund.unsupported",
    message: "This payment provider cannot refund from here. Refund it in the provider's dashboard.",
  },
  resendNothing: /*i18n*/ {
    id: "support.resend.nothing",
    message: "There is no receipt or invoice to send for this donation.",
  },
  planNotStoppable: /*i18n*/ {
    id: "support.plan.notStoppable",
    message: "This monthly donation is not running, so there is nothing to stop.",
  },
} as const;
