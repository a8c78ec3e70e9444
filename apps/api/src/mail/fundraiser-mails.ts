import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";
import { layout, oneClickUnsubscribeHeaders, type RenderedMail } from "./templates.ts";

// The mails of fundraiser pages (docs/product/fundraisers.md#owner-mails): three to the page's owner, and
// the owner's thank-you update to the page's donors. Every text a person typed (the page's title, the
// update) goes in as a plain string, which the layout escapes.

const m = {
  newDonorSubject: /*i18n*/ {
    id: "mail.fundraiserNewDonor.subject",
    message: "A new donor gave to {title}",
  },
  newDonorBody: /*i18n*/ {
    id: "mail.fundraiserNewDonor.body",
    message: "Someone new gave {amount} through your page {title}. Your page has raised {raised} of {goal}.",
  },
  milestoneSubject: /*i18n*/ {
    id: "mail.fundraiserMilestone.subject",
    message: "{title} reached {percent}% of its goal",
  },
  milestoneBody: /*i18n*/ {
    id: "mail.fundraiserMilestone.body",
    message:
      "Your page {title} has raised {raised}, {percent}% of its goal of {goal}. Thank you for rallying your friends!",
  },
  endingSubject: /*i18n*/ {
    id: "mail.fundraiserEnding.subject",
    message: "{title} ends in 3 days",
  },
  endingBody: /*i18n*/ {
    id: "mail.fundraiserEnding.body",
    message:
      "Your page {title} takes gifts until {date}. It has raised {raised} of {goal}: a last reminder to your friends can still help.",
  },
  action: /*i18n*/ { id: "mail.fundraiser.action", message: "See my page" },
  updateSubject: /*i18n*/ {
    id: "mail.fundraiserUpdate.subject",
    message: "A thank-you from {owner}: {title}",
  },
  updateIntro: /*i18n*/ {
    id: "mail.fundraiserUpdate.intro",
    message: "You gave through {owner}'s fundraiser page {title}. {owner} wrote to its donors:",
  },
  updateAction: /*i18n*/ { id: "mail.fundraiserUpdate.action", message: "See the fundraiser page" },
  unsubscribe: /*i18n*/ {
    id: "mail.fundraiserUpdate.unsubscribe",
    message: "Do not want news from the pages and campaigns you gave to? Unsubscribe with one click: {url}",
  },
};

export interface OwnerFiguresInput {
  name: string | null;
  title: string;
  raised: string;
  goal: string;
  pageUrl: string;
}

function ownerMail(
  locale: Locale,
  kind: "fundraiser-new-donor" | "fundraiser-milestone" | "fundraiser-ending-soon",
  subject: string,
  body: string,
  input: OwnerFiguresInput,
): RenderedMail {
  return layout(locale, kind, subject, input.name, {
    paragraphs: [body],
    action: { label: translate(locale, m.action), url: input.pageUrl },
  });
}

export const fundraiserMailTemplates = {
  newDonor: (locale: Locale, input: OwnerFiguresInput & { amount: string }) =>
    ownerMail(
      locale,
      "fundraiser-new-donor",
      translate(locale, m.newDonorSubject, { title: input.title }),
      translate(locale, m.newDonorBody, { ...input }),
      input,
    ),
  milestone: (locale: Locale, input: OwnerFiguresInput & { percent: number }) =>
    ownerMail(
      locale,
      "fundraiser-milestone",
      translate(locale, m.milestoneSubject, { title: input.title, percent: String(input.percent) }),
      translate(locale, m.milestoneBody, { ...input, percent: String(input.percent) }),
      input,
    ),
  endingSoon: (locale: Locale, input: OwnerFiguresInput & { date: string }) =>
    ownerMail(
      locale,
      "fundraiser-ending-soon",
      translate(locale, m.endingSubject, { title: input.title }),
      translate(locale, m.endingBody, { ...input }),
      input,
    ),
  /** The owner's thank-you update, to a donor who keeps campaign news on (RFC 8058 headers). */
  update: (
    locale: Locale,
    input: {
      name: string | null;
      owner: string;
      title: string;
      body: string;
      pageUrl: string;
      unsubscribeUrl: string;
    },
  ): RenderedMail => {
    const paragraphs = [
      translate(locale, m.updateIntro, { owner: input.owner, title: input.title }),
      ...input.body.split(/\n{2,}/).filter((part) => part.trim() !== ""),
    ];
    const mail = layout(
      locale,
      "fundraiser-update",
      translate(locale, m.updateSubject, { owner: input.owner, title: input.title }),
      input.name,
      {
        paragraphs,
        action: { label: translate(locale, m.updateAction), url: input.pageUrl },
        notes: [translate(locale, m.unsubscribe, { url: input.unsubscribeUrl })],
      },
    );
    return { ...mail, headers: oneClickUnsubscribeHeaders(input.unsubscribeUrl) };
  },
};
