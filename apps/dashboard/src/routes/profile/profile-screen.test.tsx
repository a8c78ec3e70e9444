import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import { useToastStore } from "../../app/toast-store.ts";
import { ToastRegion } from "../../components/toast-region.tsx";
import type { SessionUser } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { ProfileScreen } from "./profile-screen.tsx";

function openProfileAs(user: SessionUser) {
  useSessionStore.getState().setUser(user);
  return renderScreen(
    <>
      <ProfileScreen />
      <ToastRegion />
    </>,
    { path: "/dashboard/profile" },
  );
}

const donor: SessionUser = {
  email: "sari@mail.test",
  role: "donor",
  first: true,
  two_factor: true,
  profile: {
    fullname: "Sari Wulandari",
    email: "sari@mail.test",
    phone_number: "+628123456789",
    address: "",
  },
};

describe("incomplete profile", () => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
  });

  it("names the empty required fields in a toast and opens edit mode", () => {
    openProfileAs({ ...donor, profile: { ...donor.profile, phone_number: "" } });
    expect(screen.getByText("Incomplete Profile")).toBeTruthy();
    expect(screen.getByText("Please fill out the following fields: Phone number")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("lists a volunteer's missing fields in form order", () => {
    openProfileAs({
      email: "vol@mail.test",
      role: "volunteer",
      first: true,
      two_factor: true,
      profile: { first_name: "", last_name: "", email: "vol@mail.test", phone: "" },
    });
    expect(
      screen.getByText("Please fill out the following fields: First name, Last name and Phone number"),
    ).toBeTruthy();
  });

  it("stays quiet and read-only when the profile is complete", () => {
    openProfileAs(donor);
    expect(screen.queryByText("Incomplete Profile")).toBeNull();
    expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
