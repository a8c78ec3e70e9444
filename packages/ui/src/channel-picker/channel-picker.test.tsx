import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { ChannelPicker } from "./channel-picker.tsx";

describe("ChannelPicker", () => {
  it("groups channels in the catalogue's order", async () => {
    await renderWithI18n(<ChannelPicker kind="single" value={null} onChange={() => {}} />);
    const [, ...groups] = screen.getAllByRole("group");
    const titles = groups.map((group) => group.querySelector("legend")?.textContent);
    expect(titles).toEqual(["Credit card", "Direct debit", "Virtual account", "E-wallet", "Others"]);
    const eWallet = screen.getByRole("group", { name: "E-wallet" });
    expect(
      within(eWallet)
        .getAllByRole("radio")
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(["OVO", "DANA", "SHOPEEPAY", "LINKAJA", "GOPAY"]);
  });

  it("disables GoPay on a monthly plan and explains it", async () => {
    await renderWithI18n(<ChannelPicker kind="monthly" value={null} onChange={() => {}} />);
    const gopay = screen.getByRole("radio", { name: /GoPay/ }) as HTMLInputElement;
    expect(gopay.disabled).toBe(true);
    const reason = document.getElementById(gopay.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("Not available for monthly donations");
  });

  it("only offers the chosen payment type", async () => {
    const onChange = vi.fn();
    await renderWithI18n(
      <ChannelPicker kind="monthly" paymentType="recurring" value={null} onChange={onChange} />,
    );
    expect((screen.getByRole("radio", { name: /BNI/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: /OVO/ }));
    expect(onChange).toHaveBeenCalledWith("OVO");
  });
});
