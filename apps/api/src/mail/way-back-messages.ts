/**
 * Mail lines of the way back (docs/product/monthly-giving.md#failed-payment-fix, #charge-day): the fix link
 * and the charge day.
 */
export const wayBackMailMessages = {
  failedFixLine: /*i18n*/ {
    id: "mail.failed.fixLine",
    message:
      "With the button below you can pay this month's donation or change your payment method, without signing in. The link works until your next monthly donation is due.",
  },
  failedFixAction: /*i18n*/ { id: "mail.failed.fixAction", message: "Pay or change the method" },
  chargeDayLine: /*i18n*/ {
    id: "mail.chargeDay.line",
    message:
      "Your monthly donation is due on day {day} of each month; the next one is on {next}. You can choose another day in your dashboard.",
  },
};
