import type { Locale } from "../platform/db/schema/users.ts";
import { translate } from "../platform/http/i18n.ts";
import { layout, mailDate, type RenderedMail, stopLine } from "./templates.ts";

/**
 * The yearly upgrade ask and the welcome back after a pause (docs/product/monthly-giving.md#upgrade-links,
 * #welcome-back), in the layout of the other plan mails: both carry the plan's stop link.
 */
export const planMailMessages = {
  upgradeSubject: /*i18n*/ {
    id: "mail.planUpgrade.subject",
    message: "A year of monthly giving: thank you",
  },
  upgradeBody: /*i18n*/ {
    id: "mail.planUpgrade.body",
    message:
      "A year ago you started giving {amount} every month to protect Indonesia's forests. Month after month, your gift has kept rangers in the field and seedlings in the ground.",
  },
  upgradeAsk: /*i18n*/ {
    id: "mail.planUpgrade.ask",
    message:
      "Would you like to give {newAmount} a month from now on? One tap on the button opens a page to confirm it; the new amount starts with your next monthly gift. If not, nothing changes.",
  },
  upgradeAction: /*i18n*/ { id: "mail.planUpgrade.action", message: "Give {newAmount} a month" },
  upgradeValidity: /*i18n*/ {
    id: "mail.planUpgrade.validity",
    message: "The button works once, for {days} days, without signing in.",
  },
  upgradeUnsubscribe: /*i18n*/ {
    id: "mail.planUpgrade.unsubscribe",
    message: "Rather not receive these yearly notes? Unsubscribe (this also stops campaign updates): {url}",
  },
  welcomeSubject: /*i18n*/ {
    id: "mail.welcomeBack.subject",
    message: "Welcome back: your monthly donation is on again",
  },
  welcomeBody: /*i18n*/ {
    id: "mail.welcomeBack.body",
    message:
      "Your pause is over and your monthly donation of {amount} is running again. The next gift is on {date}. Thank you for coming back to the forest.",
  },
  welcomeAction: /*i18n*/ { id: "mail.welcomeBack.action", message: "See my monthly donation" },
};
const m = planMailMessages;

export const planMails = {
  /** Once a year on the plan's anniversary: a one-tap link to raise the amount (an optional mail). */
  planUpgrade(
    locale: Locale,
    input: {
      name: string;
      amount: string;
      newAmount: string;
      upgradeUrl: string;
      days: number;
      stopUrl: string;
      unsubscribeUrl: string;
    },
  ): RenderedMail {
    return layout(locale, "plan-upgrade", translate(locale, m.upgradeSubject), input.name, {
      paragraphs: [
        translate(locale, m.upgradeBody, { amount: input.amount }),
        translate(locale, m.upgradeAsk, { newAmount: input.newAmount }),
      ],
      action: {
        label: translate(locale, m.upgradeAction, { newAmount: input.newAmount }),
        url: input.upgradeUrl,
      },
      notes: [
        translate(locale, m.upgradeValidity, { days: input.days }),
        translate(locale, m.upgradeUnsubscribe, { url: input.unsubscribeUrl }),
        stopLine(locale, input.stopUrl),
      ],
    });
  },
  /** A pause ended (by itself, or the plan was paid or restarted): a service mail, always sent. */
  welcomeBack(
    locale: Locale,
    input: { name: string; amount: string; date: string; manageUrl: string; stopUrl: string },
  ): RenderedMail {
    return layout(locale, "welcome-back", translate(locale, m.welcomeSubject), input.name, {
      paragraphs: [
        translate(locale, m.welcomeBody, { amount: input.amount, date: mailDate(input.date, locale) }),
      ],
      action: { label: translate(locale, m.welcomeAction), url: input.manageUrl },
      notes: [stopLine(locale, input.stopUrl)],
    });
  },
};
