import { describe, expect, it } from "vitest";
import { bottomNavigationFor, homePathFor, navigationFor, pageTypeFor } from "./navigation.ts";

const types = (role: Parameters<typeof navigationFor>[0]) => navigationFor(role).map((page) => page.type);

describe("role-filtered navigation", () => {
  it("shows donors their dashboard, history, badges, fundraisers and profile", () => {
    expect(types("donor")).toEqual(["dashboard", "history", "badges", "fundraisers", "profile"]);
  });

  it("shows volunteers their dashboard, incentive, leaderboard, fundraisers and profile", () => {
    expect(types("volunteer")).toEqual(["dashboard", "incentive", "leaderboard", "fundraisers", "profile"]);
  });

  it("shows admins the queue, the staff console and their profile", () => {
    expect(types("admin")).toEqual([
      "queue",
      "donors",
      "campaigns",
      "fundraiser-pages",
      "wall",
      "embeds",
      "reports",
      "team",
      "audit",
      "system",
      "fees",
      "profile",
    ]);
  });

  it("shows staff the console without payouts, accounts or the audit log", () => {
    expect(types("staff")).toEqual([
      "donors",
      "campaigns",
      "fundraiser-pages",
      "wall",
      "embeds",
      "reports",
      "profile",
    ]);
    expect(pageTypeFor("staff", "/dashboard/embeds/new")).toBe("embeds");
    expect(pageTypeFor("donor", "/dashboard/embeds")).toBeNull();
    expect(pageTypeFor("donor", "/dashboard/fundraiser-pages")).toBeNull();
    expect(pageTypeFor("staff", "/dashboard/fundraisers")).toBeNull();
    expect(pageTypeFor("staff", "/dashboard/queue")).toBeNull();
    expect(pageTypeFor("staff", "/dashboard/team")).toBeNull();
    expect(pageTypeFor("staff", "/dashboard/system")).toBeNull();
  });

  it("fits the bottom bar: staff get four entries and the rest behind More, others keep theirs", () => {
    const admin = bottomNavigationFor("admin");
    expect(admin.bar.map((page) => page.type)).toEqual(["queue", "donors", "campaigns", "fundraiser-pages"]);
    expect(admin.more.map((page) => page.type)).toEqual([
      "wall",
      "embeds",
      "reports",
      "team",
      "audit",
      "system",
      "fees",
      "profile",
    ]);
    const staff = bottomNavigationFor("staff");
    expect(staff.bar.map((page) => page.type)).toEqual(["donors", "campaigns", "fundraiser-pages", "wall"]);
    expect(staff.more.map((page) => page.type)).toEqual(["embeds", "reports", "profile"]);
    for (const role of ["donor", "volunteer"] as const) {
      expect(bottomNavigationFor(role)).toEqual({ bar: navigationFor(role), more: [] });
    }
  });

  it("counts a donor page and a campaign editor as their section's pages", () => {
    expect(pageTypeFor("staff", "/dashboard/donors/u_123")).toBe("donors");
    expect(pageTypeFor("admin", "/dashboard/campaigns/new")).toBe("campaigns");
    expect(pageTypeFor("volunteer", "/dashboard/fundraisers/new")).toBe("fundraisers");
    expect(pageTypeFor("donor", "/dashboard/donors/u_123")).toBeNull();
    expect(pageTypeFor("staff", "/dashboard/reports/extra")).toBeNull();
  });

  it("finds no page type for a page of another role, so the layout sends to /oops/404", () => {
    expect(pageTypeFor("donor", "/dashboard/leaderboard")).toBeNull();
    expect(pageTypeFor("volunteer", "/dashboard/history")).toBeNull();
    expect(pageTypeFor("donor", "/dashboard/queue")).toBeNull();
    expect(pageTypeFor("donor", "/dashboard/nothing-here")).toBeNull();
  });

  it("knows the pages a role may open, trailing slash or not", () => {
    expect(pageTypeFor("donor", "/dashboard/")).toBe("dashboard");
    expect(pageTypeFor("donor", "/dashboard/recurring")).toBe("recurring");
    expect(pageTypeFor("volunteer", "/dashboard/leaderboard")).toBe("leaderboard");
    expect(pageTypeFor("admin", "/dashboard/profile")).toBe("profile");
  });

  it("lands admins on their queue and everyone else on /dashboard", () => {
    expect(homePathFor("admin")).toBe("/dashboard/queue");
    expect(homePathFor("staff")).toBe("/dashboard/donors");
    expect(homePathFor("donor")).toBe("/dashboard");
    expect(homePathFor("volunteer")).toBe("/dashboard");
  });
});
