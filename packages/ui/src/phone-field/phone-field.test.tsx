import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { PhoneField, phoneDigits } from "./phone-field.tsx";

describe("phoneDigits", () => {
  it.each([
    ["812-3456 7890", "81234567890"],
    ["+62 812 3456 7890", "81234567890"],
    ["0812abc", "0812"],
    ["", ""],
  ])("%s -> %s", (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });
});

describe("PhoneField", () => {
  it("shows the +62 prefix and passes on digits only", async () => {
    const onChange = vi.fn();
    await renderWithI18n(<PhoneField label="Phone" value="" onChange={onChange} />);
    expect(screen.getByText("+62")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "+62 812-000" } });
    expect(onChange).toHaveBeenCalledWith("812000");
  });
});
