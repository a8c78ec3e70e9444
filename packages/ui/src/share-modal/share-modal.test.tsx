import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { ShareModal } from "./share-modal.tsx";

describe("ShareModal", () => {
  it("holds the share links and the copy field in a labelled dialog", async () => {
    await renderWithI18n(
      <ShareModal open onClose={() => {}} link="https://rimbun.example/?ref=A" text="Join me" />,
    );
    const dialog = screen.getByRole("dialog", { name: "Share" });
    expect(within(dialog).getByRole("link", { name: /WhatsApp/ })).toBeTruthy();
    expect((within(dialog).getByLabelText("Or copy the link") as HTMLInputElement).value).toBe(
      "https://rimbun.example/?ref=A",
    );
  });
});
