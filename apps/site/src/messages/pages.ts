import { msg } from "@lingui/core/macro";

/** Error pages and small static pages. */
export const errorMessages = {
  notFoundHeading: msg`Page not found`,
  notFoundBody: msg`The page you are looking for does not exist or has moved. Let's get you back on track.`,
  serverErrorHeading: msg`Something went wrong`,
  serverErrorBody: msg`Something went wrong on our side. Your data is safe; please try again in a moment.`,
  backHome: msg`Back to the home page`,
  tryAgain: msg`Try again`,
  contactUs: msg`Contact us`,
};

export const termsMessages = {
  heading: msg`Terms and conditions`,
  updated: msg`Last updated: {date}`,
  contents: msg`Contents`,
};

export const privacyMessages = {
  heading: msg`Privacy policy`,
};

export const volunteerMessages = {
  eyebrow: msg`Fundraiser Buddy`,
  heading: msg`Become a volunteer`,
  lead: msg`Fundraiser Buddies invite friends, family and colleagues to protect Indonesia's nature. You get training, a personal referral link and points for every donation you bring in.`,
  howHeading: msg`How it works`,
  how1: msg`Sign up with the form below. We review every application.`,
  how2: msg`Follow about {months} months of training, online and in the field.`,
  how3: msg`Share your referral link. Every donation made with it earns you points.`,
  how4: msg`Donate, withdraw or redeem your points for merchandise once an administrator confirms them.`,
  formHeading: msg`Sign-up form`,
};

export const reportMessages = {
  eyebrow: msg`Impact report`,
  heading: msg`Impact report 2023`,
  lead: msg`What grew in 2023, where, and how every rupiah was used. Free to download in Indonesian and English.`,
  downloadId: msg`Download in Indonesian (PDF)`,
  downloadEn: msg`Download in English (PDF)`,
};

export const campaignMessages = {
  eyebrow: msg`Campaign`,
  target: msg`Target`,
  raised: msg`Raised`,
  donors: msg`Donors`,
  progress: msg`{percent}% of the target`,
  period: msg`Runs from {start} to {end}`,
  storyHeading: msg`The story`,
  usesHeading: msg`What your donation pays for`,
  donate: msg`Donate to this campaign`,
  donateMonthly: msg`Or support monthly`,
  otherCampaigns: msg`Other campaigns`,
  backToCampaigns: msg`All campaigns`,
  closedNote: msg`This campaign has ended. Thank you to everyone who gave.`,
  previewNote: msg`Preview: this campaign is not published. Only people with this link can see it.`,
  updatesHeading: msg`Latest news`,
  fundsUsed: msg`Funds used:`,
  fundsUsedOfRaised: msg`{used} of the {raised} raised has been spent so far.`,
  fundsUsedProgress: msg`{percent}% of the amount raised spent`,
  updateFundsUsed: msg`Funds used: {amount}.`,
  noUpdates: msg`No news yet. We post here what your donations have done.`,
  raisedOfTarget: msg`{raised} raised of {target}`,
  percentFunded: msg`{percent}% funded`,
  daysLeft: msg`{days, plural, one {# day left} other {# days left}}`,
  lastDay: msg`Last day`,
  donateBar: msg`Give to this campaign`,
  donateBarOther: msg`Other amount`,
  latestGifts: msg`Latest gifts`,
  anonymous: msg`Anonymous`,
  donorsOne: msg`{count} donor`,
  donorsOther: msg`{count} donors`,
};
