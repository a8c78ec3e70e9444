import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { TextField } from "./text-field.tsx";

describe("TextField", () => {
  it("ties the label, hint and error to the input", async () => {
    await renderWithI18n(
      <TextField label="Full name" hint="As on your ID" error="Please enter your name." required />,
    );
    const input = screen.getByLabelText(/Full name/);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-required")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ");
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(["As on your ID", "Please enter your name."]);
  });

  it("is not marked invalid without an error", async () => {
    await renderWithI18n(<TextField label="Email" />);
    const input = screen.getByLabelText("Email");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });
});
