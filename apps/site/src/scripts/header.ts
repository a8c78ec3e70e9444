import { breakpoints } from "@rimbun/domain/constants";
import { avatarUrl, fetchSessionUser, initials, type SessionSummary } from "../lib/session.ts";

/** Logged-in visitors see their avatar and the dashboard button; floating donate buttons hide. */
export const SESSION_EVENT = "rimbun:session";

function setUpMenu(header: HTMLElement) {
  const toggle = header.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const nav = header.querySelector<HTMLElement>("[data-site-nav]");
  const label = header.querySelector<HTMLElement>("[data-menu-label]");
  if (!toggle || !nav) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    header.classList.toggle("is-menu-open", open);
    if (label) label.textContent = (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? "";
  };
  toggle.addEventListener("click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true"));
  // A section link on a phone scrolls and closes the menu so the section is visible.
  for (const link of nav.querySelectorAll<HTMLAnchorElement>("a")) {
    link.addEventListener("click", () => setOpen(false));
  }
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && toggle.getAttribute("aria-expanded") === "true") {
      setOpen(false);
      toggle.focus();
    }
  });
  window.matchMedia(`(min-width: ${breakpoints.desktop + 1}px)`).addEventListener("change", (event) => {
    if (event.matches) setOpen(false);
  });
}

/** The language switch keeps the page and its query (e.g. `?ref=`), and the section in view. */
function keepQueryOnLanguageSwitch(header: HTMLElement) {
  const link = header.querySelector<HTMLAnchorElement>("[data-language-switch]");
  if (!link) return;
  const update = () => {
    const target = new URL(link.href, location.href);
    target.search = location.search;
    target.hash = location.hash;
    link.href = target.toString();
  };
  update();
  window.addEventListener("hashchange", update);
}

/**
 * The signed-in visitor in the header: their name (the profile link's only text, so its longer label
 * "Profile of …" contains all it shows: axe's label-content-name-mismatch) and their avatar, whose
 * initials are drawn by CSS from `data-initials` for that reason.
 */
export function showUser(header: HTMLElement, user: Pick<SessionSummary, "fullname" | "avatar">) {
  const anonymous = header.querySelector<HTMLElement>("[data-session-anonymous]");
  const known = header.querySelector<HTMLElement>("[data-session-user]");
  const name = header.querySelector<HTMLElement>("[data-user-name]");
  const avatar = header.querySelector<HTMLElement>("[data-avatar]");
  const profile = header.querySelector<HTMLAnchorElement>("[data-profile-link]");
  if (!anonymous || !known || !name || !avatar || !profile) return;
  name.textContent = user.fullname;
  profile.setAttribute(
    "aria-label",
    (profile.dataset.labelTemplate ?? "").replace("__NAME__", user.fullname),
  );
  if (user.avatar) {
    const image = document.createElement("img");
    image.src = avatarUrl(user.avatar);
    image.alt = "";
    image.width = 36;
    image.height = 36;
    avatar.replaceChildren(image);
  } else {
    avatar.replaceChildren();
    avatar.dataset.initials = initials(user.fullname);
  }
  anonymous.hidden = true;
  known.hidden = false;
}

async function showSession(header: HTMLElement) {
  const user = await fetchSessionUser();
  if (!user) return;
  showUser(header, user);
  document.documentElement.dataset.session = "user";
  document.dispatchEvent(new CustomEvent(SESSION_EVENT, { detail: user }));
}

export function initHeader() {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;
  setUpMenu(header);
  keepQueryOnLanguageSwitch(header);
  void showSession(header);
}
