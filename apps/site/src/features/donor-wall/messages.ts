import { msg } from "@lingui/core/macro";

/** The donor wall (docs/product/fundraisers.md#donor-wall). */
export const wallMessages = {
  heading: msg`Messages and prayers`,
  empty: msg`No messages yet. Give and leave the first prayer.`,
  anonymous: msg`A kind person`,
  gave: msg`gave {amount}`,
  aamiin: msg`Aamiin`,
  aamiinCount: msg`{count} × Aamiin`,
  aamiinSaid: msg`You said Aamiin ({count} in all).`,
  aamiinFailed: msg`Your Aamiin could not be sent. Please try again.`,
  report: msg`Report`,
  reportTitle: msg`Report this message`,
  reportPage: msg`Report this page`,
  reportPageLead: msg`Why should our team look at this page?`,
  reportLead: msg`Why should our team look at this message?`,
  reasonSpam: msg`Spam or advertising`,
  reasonAbuse: msg`Abusive or hateful`,
  reasonPersonalData: msg`It shares someone's personal data`,
  reasonOther: msg`Something else`,
  reportSend: msg`Send report`,
  reportCancel: msg`Cancel`,
  reportThanks: msg`Thank you. Our team will look at it.`,
  reportFailed: msg`The report could not be sent. Please try again.`,
  showMore: msg`Show more messages`,
  loadFailed: msg`More messages could not be loaded. Please try again.`,
};
