import { msg } from "@lingui/core/macro";

/** A partner's matching pledge on a campaign's page, its card and the donation flow's intro. */
export const matchingMessages = {
  doubled: msg`Every gift is doubled by {partner}`,
  tripled: msg`Every gift is tripled by {partner}`,
  matchedOfCap: msg`{used} of {cap} matched so far`,
  pledgeUsed: msg`{percent}% of the partner's pledge used`,
  until: msg`Until {end}, while the pledge lasts.`,
  matchedByPartner: msg`Matched by partner`,
  raisedByDonors: msg`Raised by donors`,
};
