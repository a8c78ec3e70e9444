import type { WallReportReason } from "@rimbun/contract";
import { formatNumber } from "@rimbun/i18n/format";
import { type Locale, toLocale } from "@rimbun/i18n/locales";
import {
  loadOlderWallMessages,
  reportFundraiserPage,
  reportWallMessage,
  sayAamiin,
} from "../../lib/api/donor-wall.ts";
import { fillWallMessage, readSaid, rememberSaid, showAamiinCount } from "./wall-view.ts";

// The wall's behaviour (docs/product/fundraisers.md#donor-wall): Aamiin (optimistic, once per browser),
// a report dialog, and older messages. The list is already in the HTML; this only adds to it.

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function initDonorWalls(): void {
  for (const wall of document.querySelectorAll<HTMLElement>("[data-donor-wall]")) initDonorWall(wall);
}

interface WallContext {
  wall: HTMLElement;
  locale: Locale;
  said: Set<string>;
  announce: (text: string) => void;
  /** Shows the buttons of an item (they do nothing without the script) and its Aamiin state. */
  enhance: (item: HTMLElement) => void;
}

function initDonorWall(wall: HTMLElement): void {
  const status = wall.querySelector<HTMLElement>("[data-wall-status]");
  const said = readSaid(browserStorage());
  const context: WallContext = {
    wall,
    locale: toLocale(wall.dataset.locale),
    said,
    announce: (text) => {
      if (status) status.textContent = text;
    },
    enhance: (item) => {
      item.querySelector<HTMLElement>("[data-actions]")?.removeAttribute("hidden");
      item.querySelector<HTMLElement>("[data-count-text]")?.setAttribute("hidden", "");
      const pressed = said.has(item.dataset.messageId ?? "");
      item.querySelector("[data-aamiin]")?.setAttribute("aria-pressed", String(pressed));
    },
  };
  for (const item of wall.querySelectorAll<HTMLElement>("[data-wall-list] [data-message-id]"))
    context.enhance(item);
  const openReport = setUpReports(context);
  const reportPage = wall.querySelector<HTMLButtonElement>("[data-report-page]");
  if (reportPage) {
    reportPage.hidden = false;
    reportPage.addEventListener("click", () => openReport({ page: wall.dataset.slug ?? "" }, reportPage));
  }
  wall.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const item = target?.closest<HTMLElement>("[data-message-id]");
    if (!item?.dataset.messageId) return;
    if (target?.closest("[data-aamiin]")) void aamiin(context, item, item.dataset.messageId);
    else if (target?.closest("[data-report]"))
      openReport({ message: item.dataset.messageId }, target.closest("button"));
  });
  setUpShowMore(context);
}

/** Aamiin: pressed and counted at once; the API's answer (or a failure) corrects it. */
async function aamiin(
  { wall, locale, said, announce }: WallContext,
  item: HTMLElement,
  id: string,
): Promise<void> {
  const button = item.querySelector<HTMLButtonElement>("[data-aamiin]");
  if (!button || button.getAttribute("aria-pressed") === "true") return;
  const before = Number(item.querySelector("[data-count]")?.textContent?.replace(/\D/g, "") || 0);
  button.setAttribute("aria-pressed", "true");
  showAamiinCount(item, before + 1, locale);
  try {
    const count = await sayAamiin(id);
    showAamiinCount(item, count, locale);
    rememberSaid(browserStorage(), said, id);
    announce((wall.dataset.said ?? "").replace("__COUNT__", formatNumber(count, locale)));
  } catch {
    button.setAttribute("aria-pressed", "false");
    showAamiinCount(item, before, locale);
    announce(wall.dataset.aamiinFailed ?? "");
  }
}

/** What a report is about: a message on the wall, or the fundraiser page itself. */
type Reported = { message: string } | { page: string };

/** The report dialog (a native <dialog>: focus kept inside, Escape closes); focus returns to the button. */
function setUpReports({ wall, announce }: WallContext): (item: Reported, opener: HTMLElement | null) => void {
  const dialog = wall.querySelector<HTMLDialogElement>("[data-wall-dialog]");
  let reporting: { item: Reported; opener: HTMLElement | null } | null = null;
  dialog?.addEventListener("close", () => {
    const current = reporting;
    reporting = null;
    current?.opener?.focus();
    if (!current || dialog.returnValue !== "send") return;
    const form = dialog.querySelector("form");
    const reason = (form ? new FormData(form).get("reason") : null) as WallReportReason | null;
    if (!reason) return;
    const sent =
      "page" in current.item
        ? reportFundraiserPage(current.item.page, reason)
        : reportWallMessage(current.item.message, reason);
    sent.then(
      () => announce(wall.dataset.reportThanks ?? ""),
      () => announce(wall.dataset.reportFailed ?? ""),
    );
  });
  return (item, opener) => {
    if (!dialog || typeof dialog.showModal !== "function") return;
    reporting = { item, opener };
    dialog.querySelector("form")?.reset();
    // The dialog's heading and question name what is reported (texts written by the server).
    const which = "page" in item ? "titlePage" : "titleMessage";
    for (const element of dialog.querySelectorAll<HTMLElement>("[data-title-page]")) {
      element.textContent = element.dataset[which] ?? element.textContent;
    }
    dialog.returnValue = "";
    dialog.showModal();
  };
}

/** "Show more": older messages from the API, written from the <template> as text. */
function setUpShowMore({ wall, locale, announce, enhance }: WallContext): void {
  const more = wall.querySelector<HTMLButtonElement>("[data-wall-more]");
  const list = wall.querySelector<HTMLElement>("[data-wall-list]");
  const template = wall.querySelector<HTMLTemplateElement>("[data-wall-template]");
  const texts = { anonymous: wall.dataset.anonymous ?? "" };
  let before = wall.dataset.nextBefore ?? "";
  if (!more || !list || !before) return;
  more.hidden = false;
  more.addEventListener("click", async () => {
    const owner = wall.dataset.owner === "campaign" ? "campaign" : "fundraiser";
    more.disabled = true;
    try {
      const page = await loadOlderWallMessages(owner, wall.dataset.slug ?? "", before);
      let first: HTMLElement | null = null;
      for (const message of page.messages) {
        const item = template?.content.firstElementChild?.cloneNode(true);
        if (!(item instanceof HTMLElement)) continue;
        fillWallMessage(item, message, texts, locale);
        enhance(item);
        list.append(item);
        first ??= item;
      }
      before = page.next_before ?? "";
      more.hidden = before === "";
      // Focus goes to the first new message's Aamiin, so a keyboard reader carries on from there.
      first?.querySelector<HTMLElement>("[data-aamiin]")?.focus();
    } catch {
      announce(wall.dataset.loadFailed ?? "");
    } finally {
      more.disabled = false;
    }
  });
}
