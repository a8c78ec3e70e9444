import { msg } from "@lingui/core/macro";

/** The partner embed: the loader's button and meter, its dialog, the flow and button pages (docs/embed.md). */
export const embedMessages = {
  donate: msg`Donate`,
  donateAmount: msg`Donate {amount}`,
  donateTo: msg`Donate to {title}`,
  close: msg`Close`,
  openInNewTab: msg`Open in a new tab`,
  meterLabel: msg`Fundraising progress`,
  raisedOfGoal: msg`{raised} raised of {goal}`,
  raised: msg`{raised} raised`,
  donors: msg`{count, plural, one {# donor} other {# donors}}`,
  pageDescription: msg`Give to this cause through Rimbun.`,
};
