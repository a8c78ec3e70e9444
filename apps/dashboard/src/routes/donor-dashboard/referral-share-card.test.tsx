import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../app/session-store.ts";
import { type SessionUser, updateReferralCode } from "../../lib/api.ts";
import { renderScreen } from "../../test/render.tsx";
import { ReferralShareCard } from "./referral-share-card.tsx";

vi.mock("../../lib/api.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api.ts")>()),
  updateReferralCode: vi.fn(),
}));

const volunteer = (lock: 0 | 1): SessionUser => ({
  email: "vol@mail.test",
  role: "volunteer",
  first: true,
  two_factor: true,
  profile: { referral_code: "RIMBA01", referral_lock: lock },
});

function openDialog(user: SessionUser) {
  useSessionStore.getState().setUser(user);
  renderScreen(<ReferralShareCard user={user} />);
  fireEvent.click(screen.getByRole("button", { name: "Change code" }));
}

describe("referral code is changeable once", () => {
  beforeEach(() => vi.mocked(updateReferralCode).mockReset());

  it("shows the link with the code, for copying and sharing", () => {
    useSessionStore.getState().setUser(volunteer(0));
    renderScreen(<ReferralShareCard user={volunteer(0)} />);
    expect((screen.getByLabelText("Your link") as HTMLInputElement).value).toMatch(
      /\/donation\/monthly\?ref=RIMBA01$/,
    );
    expect(screen.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toContain("ref%3DRIMBA01");
  });

  it("saves a new code and locks further changes", async () => {
    vi.mocked(updateReferralCode).mockResolvedValue({ referral_code: "HUTAN22", referral_lock: 1 });
    openDialog(volunteer(0));
    fireEvent.change(screen.getByLabelText("Referral code"), { target: { value: "HUTAN22" } });
    fireEvent.click(screen.getByRole("button", { name: "Save code" }));
    await waitFor(() =>
      expect(updateReferralCode).toHaveBeenCalledWith({
        email: "vol@mail.test",
        referral_code: "HUTAN22",
        ref_type: "volunteer",
      }),
    );
    const profile = useSessionStore.getState().user?.profile;
    expect(profile?.referral_code).toBe("HUTAN22");
    expect(profile?.referral_lock).toBe(1);
  });

  it("refuses a second change in the same visit", async () => {
    vi.mocked(updateReferralCode).mockResolvedValue({ referral_code: "HUTAN22", referral_lock: 1 });
    useSessionStore.getState().setUser(volunteer(0));
    function Card() {
      const user = useSessionStore((state) => state.user);
      return user ? <ReferralShareCard user={user} /> : null;
    }
    renderScreen(<Card />);
    fireEvent.click(screen.getByRole("button", { name: "Change code" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Referral code" }), {
      target: { value: "HUTAN22" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save code" }));
    await waitFor(() => expect(useSessionStore.getState().user?.profile.referral_lock).toBe(1));
    fireEvent.click(screen.getByRole("button", { name: "Change code" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Not allowed to change referral code more than once.",
    );
    expect(updateReferralCode).toHaveBeenCalledTimes(1);
  });

  it("says so when the API answers that the code is locked", async () => {
    vi.mocked(updateReferralCode).mockResolvedValue("locked");
    openDialog(volunteer(0));
    fireEvent.change(screen.getByLabelText("Referral code"), { target: { value: "HUTAN22" } });
    fireEvent.click(screen.getByRole("button", { name: "Save code" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Not allowed to change referral code more than once.",
    );
    expect(useSessionStore.getState().user?.profile.referral_code).toBe("RIMBA01");
  });

  it("refuses at once when the code was already changed", () => {
    openDialog(volunteer(1));
    expect(screen.getByRole("alert").textContent).toBe("Not allowed to change referral code more than once.");
    expect((screen.getByLabelText("Referral code") as HTMLInputElement).disabled).toBe(true);
  });
});
