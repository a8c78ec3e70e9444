import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { Button } from "./button.tsx";

describe("Button", () => {
  it("announces that it is busy and ignores clicks while loading", async () => {
    const onClick = vi.fn();
    await renderWithI18n(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Pay/ });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.textContent).toContain("Please wait");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("clicks through when idle and never submits a form by accident", async () => {
    const onClick = vi.fn();
    await renderWithI18n(<Button onClick={onClick}>Pay</Button>);
    const button = screen.getByRole("button", { name: "Pay" });
    expect(button.getAttribute("type")).toBe("button");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
