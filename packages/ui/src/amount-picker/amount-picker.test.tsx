import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { AmountPicker, customAmountFromText } from "./amount-picker.tsx";

function Harness({ onChange }: { onChange: (amount: number | null) => void }) {
  const [value, setValue] = useState<number | null>(50_000);
  return (
    <AmountPicker
      kind="single"
      value={value}
      onChange={(amount) => {
        setValue(amount);
        onChange(amount);
      }}
    />
  );
}

describe("customAmountFromText", () => {
  it.each([
    ["150.000", 150_000],
    ["Rp 1.250.000", 1_250_000],
    ["0050", 50],
    ["", null],
    ["abc", null],
    ["-50000", null],
  ])("%s -> %s", (text, amount) => {
    expect(customAmountFromText(text)).toBe(amount);
  });
});

describe("AmountPicker", () => {
  it("disables presets below the single minimum and says why", async () => {
    await renderWithI18n(<Harness onChange={() => {}} />);
    const ten = screen.getByRole("radio", { name: /Rp\s10,000/ });
    const fifty = screen.getByRole("radio", { name: /Rp\s50,000/ });
    expect((ten as HTMLInputElement).disabled).toBe(true);
    expect((fifty as HTMLInputElement).disabled).toBe(false);
    expect((fifty as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Below the minimum")).toBeTruthy();
    expect(screen.getByText("The minimum single donation is Rp 50,000.")).toBeTruthy();
  });

  it("writes rupiah in the reader's grouping (docs/decisions/words.md#rupiah)", async () => {
    const english = await renderWithI18n(<Harness onChange={() => {}} />);
    expect(screen.getByRole("radio", { name: /Rp\s250,000/ })).toBeTruthy();
    expect(document.body.textContent).toContain("Rp\u00a0250,000");
    fireEvent.change(screen.getByLabelText("Other amount"), { target: { value: "75,000" } });
    expect((screen.getByLabelText("Other amount") as HTMLInputElement).value).toBe("75,000");
    english.unmount();
    await renderWithI18n(<Harness onChange={() => {}} />, "id");
    expect(document.body.textContent).toContain("Rp\u00a0250.000");
  });

  it("shows each preset's CO₂ equivalent in the reader's notation (never 18.1 kg on Indonesian pages)", async () => {
    const english = await renderWithI18n(<Harness onChange={() => {}} />);
    expect(screen.getByText("18.1 kg CO₂")).toBeTruthy();
    expect(screen.getByText("more than 452.5 kg CO₂")).toBeTruthy();
    english.unmount();
    await renderWithI18n(<Harness onChange={() => {}} />, "id");
    expect(screen.getByText("18,1 kg CO₂")).toBeTruthy();
    expect(screen.getByText("lebih dari 452,5 kg CO₂")).toBeTruthy();
  });

  it("formats the custom equivalent and shows none above the maximum (never 181000000000 kg)", async () => {
    await renderWithI18n(<Harness onChange={() => {}} />, "id");
    const input = screen.getByLabelText("Nominal lain") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "100000000" } });
    expect(screen.getByText(/181\.000 kg CO₂/)).toBeTruthy();
    fireEvent.change(input, { target: { value: "100000000000" } });
    expect(input.value).toBe("100.000.000.000");
    expect(screen.queryByText(/kg CO₂ reduction|181000000000|181\.000\.000\.000/)).toBeNull();
  });

  it("refuses a negative amount with a clear message and keeps the text (-50000 never becomes 50.000)", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<Harness onChange={onChange} />);
    const input = screen.getByLabelText("Other amount") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "-50000" } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe("-50000");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("An amount can't be negative: please enter it without the minus sign."),
    ).toBeTruthy();
    fireEvent.change(input, { target: { value: "50000" } });
    expect(onChange).toHaveBeenLastCalledWith(50_000);
    expect(input.value).toBe("50,000");
    expect(screen.queryByText(/negative/)).toBeNull();
  });

  it("formats a custom amount as rupiah while typing and unchecks the preset", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<Harness onChange={onChange} />);
    const input = screen.getByLabelText("Other amount") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "1250000" } });
    expect(onChange).toHaveBeenLastCalledWith(1_250_000);
    expect(input.value).toBe("1,250,000");
    expect((screen.getByRole("radio", { name: /Rp\s50,000/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Equivalent to 2,262\.5 kg CO₂ reduction/)).toBeTruthy();
    fireEvent.change(input, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("clears the custom amount when a preset is chosen", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<Harness onChange={onChange} />);
    const input = screen.getByLabelText("Other amount") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "75000" } });
    fireEvent.click(screen.getByRole("radio", { name: /Rp\s100,000/ }));
    expect(onChange).toHaveBeenLastCalledWith(100_000);
    expect(input.value).toBe("");
  });

  it("marks the custom input invalid with the translated error", async () => {
    await renderWithI18n(
      <AmountPicker kind="monthly" value={null} onChange={() => {}} error="amount.required" />,
      "en",
    );
    const input = screen.getByLabelText("Other amount");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please choose or enter an amount.")).toBeTruthy();
  });

  it("shows the parent's reset amount on its preset after a type change", async () => {
    const view = await renderWithI18n(<AmountPicker kind="monthly" value={10_000} onChange={() => {}} />);
    const input = screen.getByLabelText("Other amount") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "75000" } });
    view.rerender(<AmountPicker kind="single" value={50_000} onChange={() => {}} />);
    expect((screen.getByRole("radio", { name: /Rp\s50,000/ }) as HTMLInputElement).checked).toBe(true);
    expect(input.value).toBe("");
  });
});
