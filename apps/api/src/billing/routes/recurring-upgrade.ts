import { z } from "@hono/zod-openapi";
import type { AppContext } from "../../platform/context.ts";
import type { Locale } from "../../platform/db/schema/users.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { html } from "../../platform/http/html.ts";
import { pickLocale, translate } from "../../platform/http/i18n.ts";
import { linkPageHeaders, linkPageRoutes, linkPageShell } from "../../platform/http/link-page.ts";
import type { Router } from "../../platform/http/openapi.ts";
import {
  acceptUpgrade,
  type OpenedUpgrade,
  openUpgradeLink,
  type UpgradeRefusal,
  UpgradeRefused,
  upgradeLinkDays,
  upgradePath,
} from "../plan-upgrade.ts";

/** Texts of the upgrade link's page (API-rendered: it works without a session or JavaScript). */
export const planUpgradeMessages = {
  title: /*i18n*/ { id: "planUpgrade.title", message: "Raise your monthly donation" },
  prompt: /*i18n*/ {
    id: "planUpgrade.prompt",
    message:
      "Give {to} a month instead of {from}? The new amount starts with your next monthly gift on {date}; this month's gift stays as it is.",
  },
  promptNoDate: /*i18n*/ {
    id: "planUpgrade.promptNoDate",
    message:
      "Give {to} a month instead of {from}? The new amount starts with your next monthly gift; this month's gift stays as it is.",
  },
  button: /*i18n*/ { id: "planUpgrade.button", message: "Yes, give {to} a month" },
  done: /*i18n*/ {
    id: "planUpgrade.done",
    message:
      "Thank you! Your monthly donation is now {to}, from your next monthly gift. We have noted the change on your plan.",
  },
  invalid: /*i18n*/ {
    id: "planUpgrade.invalid",
    message:
      "This link is not valid. Your monthly donation is unchanged; you can change its amount in your dashboard.",
  },
  expired: /*i18n*/ {
    id: "planUpgrade.expired",
    message:
      "This link has expired: it worked for {days} days. Your monthly donation is unchanged; you can still change its amount in your dashboard.",
  },
  used: /*i18n*/ {
    id: "planUpgrade.used",
    message:
      "This link has already been used, and your monthly amount was raised once. Nothing more changes.",
  },
  stopped: /*i18n*/ {
    id: "planUpgrade.stopped",
    message:
      "Your monthly donation has stopped, so this link no longer changes anything. You can start a new monthly donation on our website.",
  },
  changed: /*i18n*/ {
    id: "planUpgrade.changed",
    message:
      "Your monthly amount has changed since we sent this link, so it no longer applies. You can see or change the amount in your dashboard.",
  },
  website: /*i18n*/ { id: "planUpgrade.website", message: "Go to the Rimbun Lestari website" },
};
const m = planUpgradeMessages;

const refusalMessages: Record<UpgradeRefusal, (typeof m)[keyof typeof m]> = {
  invalid: m.invalid,
  expired: m.expired,
  used: m.used,
  stopped: m.stopped,
  changed: m.changed,
};

type Text = (typeof m)[keyof typeof m];

/** The page: one message (a status, or an alert for a refusal) and, to confirm, the button's form. */
function page(
  c: AppContext,
  locale: Locale,
  input: { message: Text; values?: Record<string, unknown>; confirm?: string; refused?: boolean },
) {
  linkPageHeaders(c);
  const t = (message: Text, values?: Record<string, unknown>) => translate(locale, message, values);
  const form = input.confirm
    ? html`<form method="post" action="${`${upgradePath}?${new URLSearchParams({ token: input.confirm, locale })}`}"><button type="submit">${t(m.button, input.values)}</button></form>`
    : "";
  const body = html`<p role="${input.refused ? "alert" : "status"}">${t(input.message, input.values)}</p>\n${form}`;
  const siteUrl = c.get("services").env.PUBLIC_SITE_URL;
  return c.html(
    linkPageShell(locale, { siteUrl, title: t(m.title), back: t(m.website), body }),
    input.refused ? 400 : 200,
  );
}

function refusalPage(c: AppContext, locale: Locale, refusal: UpgradeRefusal) {
  return page(c, locale, {
    message: refusalMessages[refusal],
    values: { days: upgradeLinkDays },
    refused: true,
  });
}

function amounts(opened: OpenedUpgrade) {
  return { from: opened.from, to: opened.to, date: opened.startsOn };
}

const routes = linkPageRoutes({
  path: upgradePath,
  tag: "Recurring",
  show: "Upgrade link: the yearly mail's page to raise the monthly amount (a GET changes nothing)",
  act: "Upgrade link: raise the plan's amount from its next cycle (once per link, no sign-in; audited)",
  postBody: z.object({}),
});

const registerShow = routes.show(async (c, query) => {
  const opened = await openUpgradeLink(c.get("services"), query.token);
  if ("refused" in opened) return refusalPage(c, opened.locale ?? pickLocale(query.locale), opened.refused);
  return page(c, opened.locale, {
    message: opened.startsOn ? m.prompt : m.promptNoDate,
    values: amounts(opened),
    ...(query.token ? { confirm: query.token } : {}),
  });
});

const registerAct = routes.act(async (c, query) => {
  const services = c.get("services");
  const opened = await openUpgradeLink(services, query.token);
  if ("refused" in opened) return refusalPage(c, opened.locale ?? pickLocale(query.locale), opened.refused);
  try {
    await acceptUpgrade(services, opened);
  } catch (error) {
    // Judged again under the plan's lock: a second click, a stop or a change that came in between.
    if (error instanceof UpgradeRefused) return refusalPage(c, opened.locale, error.refusal);
    if (error instanceof ApiError && error.code === "NOT_FOUND")
      return refusalPage(c, opened.locale, "stopped");
    if (error instanceof ApiError && error.code === "CONFLICT")
      return refusalPage(c, opened.locale, "changed");
    throw error;
  }
  return page(c, opened.locale, { message: m.done, values: amounts(opened) });
});

/**
 * The yearly upgrade mail's link (docs/product/monthly-giving.md#upgrade-links). The GET only shows the
 * amounts and the button (mail scanners open links); the POST raises the plan once.
 */
export function registerRecurringUpgrade(app: Router) {
  registerShow(app);
  registerAct(app);
}
