// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { initials } from "../lib/session.ts";
import { showUser } from "./header.ts";

// The signed-in header as site-header.astro renders it (the label template is the catalog's).
function header() {
  document.body.innerHTML = `
    <header>
      <div data-session-anonymous><a href="/login">Masuk</a></div>
      <div data-session-user hidden>
        <a class="site-nav__profile" href="/dashboard/profile" data-profile-link data-label-template="Profil __NAME__">
          <span class="site-nav__avatar" aria-hidden="true" data-avatar></span>
          <span data-user-name></span>
        </a>
      </div>
    </header>`;
  return document.querySelector("header") as HTMLElement;
}

describe("the signed-in header", () => {
  it("shows only the name as the profile link's text, so its label contains all it shows", () => {
    const element = header();
    showUser(element, { fullname: "Relawan Uji <b>22</b>", avatar: null });
    const profile = element.querySelector("[data-profile-link]") as HTMLAnchorElement;
    expect(profile.textContent?.trim()).toBe("Relawan Uji <b>22</b>");
    expect(profile.getAttribute("aria-label")).toBe("Profil Relawan Uji <b>22</b>");
    expect(profile.querySelector("b")).toBeNull();
    // The initials are drawn by CSS from the attribute (axe reads text, not drawn text).
    expect(element.querySelector<HTMLElement>("[data-avatar]")?.dataset.initials).toBe(
      initials("Relawan Uji <b>22</b>"),
    );
    expect(element.querySelector<HTMLElement>("[data-session-user]")?.hidden).toBe(false);
    expect(element.querySelector<HTMLElement>("[data-session-anonymous]")?.hidden).toBe(true);
  });

  it("shows a photo without words when there is one", () => {
    const element = header();
    showUser(element, { fullname: "Sari Dewi", avatar: "avatars/sari.webp" });
    const avatar = element.querySelector<HTMLElement>("[data-avatar]");
    expect(avatar?.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(avatar?.textContent).toBe("");
    expect(avatar?.dataset.initials).toBeUndefined();
  });
});
