import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import type { SessionUser } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { BottomNavigation } from "./bottom-navigation.tsx";

function showFor(role: SessionUser["role"], path = "/dashboard") {
  useSessionStore.setState({
    status: "ready",
    user: {
      email: `${role}@mail.test`,
      role,
      first: true,
      two_factor: true,
      profile: { fullname: "Budi Santoso" },
    },
  });
  renderScreen(<BottomNavigation />, { path });
  return screen.getByRole("navigation", { name: "Dashboard shortcuts" });
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole("link")
    .map((link) => link.textContent);
const moreButton = (nav: HTMLElement) => within(nav).getByRole("button", { name: "More" });

describe("bottom navigation on phones", () => {
  beforeEach(() => {
    useSessionStore.setState({ status: "idle", user: null, loggedOut: false });
  });

  it("keeps the donor's five entries in the bar, without More", () => {
    const donor = showFor("donor");
    expect(linkNames(donor)).toEqual(["Dashboard", "History", "Badges", "Fundraise", "Profile"]);
    expect(within(donor).queryByRole("button")).toBeNull();
  });

  it("keeps the volunteer's five entries", () => {
    const volunteer = showFor("volunteer");
    expect(linkNames(volunteer)).toEqual(["Dashboard", "Incentive", "Ranks", "Fundraise", "Profile"]);
    expect(within(volunteer).queryByRole("button")).toBeNull();
  });

  it("shows staff four entries and puts reports and profile behind More", () => {
    const staff = showFor("staff", "/dashboard/donors");
    expect(linkNames(staff)).toEqual(["Donor support", "Campaigns", "Pages", "Wall"]);
    expect(moreButton(staff).getAttribute("aria-expanded")).toBe("false");
  });

  it("shows admins four entries and puts accounts, audit log and profile behind a closed More", () => {
    const nav = showFor("admin", "/dashboard/queue");
    expect(linkNames(nav)).toEqual(["Approval queue", "Donor support", "Campaigns", "Pages"]);
    const more = moreButton(nav);
    expect(more.getAttribute("aria-expanded")).toBe("false");
    const list = document.getElementById(more.getAttribute("aria-controls") ?? "");
    expect(list?.hidden).toBe(true);
  });

  it("opens More with its links, focused on the first; Escape closes it and gives focus back", () => {
    const nav = showFor("admin", "/dashboard/queue");
    const more = moreButton(nav);
    fireEvent.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    expect(linkNames(nav)).toEqual([
      "Approval queue",
      "Donor support",
      "Campaigns",
      "Pages",
      "Wall moderation",
      "Embed codes",
      "Reports",
      "Staff accounts",
      "Audit log",
      "System",
      "Payment fees",
      "WhatsApp prices",
      "Profile",
    ]);
    expect(document.activeElement?.textContent).toBe("Wall moderation");
    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(more);
    expect(within(nav).queryByRole("link", { name: "Audit log" })).toBeNull();
  });

  it("closes More on a tap outside it, a second tap of the button, tabbing away and choosing a page", () => {
    const nav = showFor("admin", "/dashboard/queue");
    const more = moreButton(nav);
    fireEvent.click(more);
    fireEvent.pointerDown(document.body);
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    fireEvent.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    act(() => within(nav).getByRole("link", { name: "Campaigns" }).focus());
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    fireEvent.click(within(nav).getByRole("link", { name: "Audit log" }));
    expect(more.getAttribute("aria-expanded")).toBe("false");
  });

  it("marks More as the current place while one of its pages is open", () => {
    const nav = showFor("admin", "/dashboard/audit");
    expect(moreButton(nav).classList.contains("active")).toBe(true);
    fireEvent.click(moreButton(nav));
    expect(within(nav).getByRole("link", { name: "Audit log" }).getAttribute("aria-current")).toBe("page");
  });
});
