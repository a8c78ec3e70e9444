import { msg } from "@lingui/core/macro";

/** The texts around the impact report request form, on the landing's contact block and the report page. */
export const reportRequestMessages = {
  landingHeading: msg`Get the 2023 impact report`,
  landingLead: msg`Leave your details and we will e-mail you the report, or download it right away.`,
  landingDownloadPage: msg`Go to the download page`,
  pageHeading: msg`Or get it by e-mail`,
  pageLead: msg`Leave your details and we will send you the report and our monthly newsletter.`,
};
