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
