import { msg } from "@lingui/core/macro";

/** Payment result, failed, stop-donation and success pages. */
export const outcomeMessages = {
  resultHeading: msg`Payment status`,
  resultContinue: msg`Continue`,
  resultTryAgain: msg`Try again`,
  resultHome: msg`Back to the home page`,
  resultInvalid: msg`This link is missing the payment details.`,
  resultNotFound: msg`We could not find this payment.`,
  resultNotFoundBody: msg`The link may be incomplete or mistyped. If you have paid, your receipt is on its way: check your e-mail, including the spam folder.`,
  resultCheckFailed: msg`We could not check this payment just now.`,
  resultCheckFailedBody: msg`Please reload this page in a moment. If you have paid, your receipt will come by e-mail.`,
  failedHeading: msg`Payment Failed or Expired.`,
  failedBody: msg`Nothing was charged. You can try again with the same or another payment method.`,
  failedTryMonthly: msg`Try the monthly donation again`,
  failedTrySingle: msg`Try a single donation again`,
  stopHeading: msg`Stop monthly donation`,
  stopWaiting: msg`Please wait...`,
  stopDone: msg`You have stopped the monthly donation.`,
  stopDoneBody: msg`We have recorded your request and will confirm it by e-mail. Stopping is processed within {min}-{max} working days. Thank you for everything you have given.`,
  stopMissing: msg`This stop link is incomplete. Please open the link from your monthly invoice e-mail again.`,
  stopConfirmPrompt: msg`Do you want to stop your monthly donation? Nothing changes until you press the button below.`,
  stopConfirmBody: msg`Stopping is processed within {min}-{max} working days, and we confirm it by e-mail.`,
  stopConfirmButton: msg`Yes, stop my monthly donation`,
  stopRatherBreak: msg`Need a break instead? In your dashboard you can pause for 1 to 3 months, lower the amount or choose another charge day.`,
  stopOpenDashboard: msg`Open my monthly donation`,
  stopNeedsScript: msg`This page needs JavaScript to stop your monthly donation. You can also stop it, or pause it, in your dashboard.`,
};
