import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { ShareButtons } from "./share-buttons.tsx";

describe("ShareButtons", () => {
  it("links to the sharers with the encoded link and opens them in a new tab", async () => {
    await renderWithI18n(<ShareButtons link="https://rimbun.example/d?ref=A B" text="Join me" />);
    const whatsapp = screen.getByRole("link", { name: /WhatsApp/ });
    expect(whatsapp.getAttribute("href")).toBe(
      `https://wa.me/?text=${encodeURIComponent("Join me https://rimbun.example/d?ref=A B")}`,
    );
    expect(whatsapp.getAttribute("target")).toBe("_blank");
    expect(whatsapp.getAttribute("rel")).toContain("noopener");
    expect(screen.getByRole("link", { name: /Facebook/ }).getAttribute("href")).toContain(
      encodeURIComponent("https://rimbun.example/d?ref=A B"),
    );
  });

  it("offers the device share sheet only where the browser has one", async () => {
    await renderWithI18n(<ShareButtons link="https://rimbun.example" text="Join me" />);
    expect(screen.queryByRole("button", { name: /Share/ })).toBeNull();
  });
});
