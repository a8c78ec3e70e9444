import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-render.tsx";
import { EmptyState } from "./empty-state.tsx";

describe("EmptyState", () => {
  it("says the default sentence", async () => {
    await renderWithI18n(<EmptyState />);
    expect(screen.getByText("No data to display.")).toBeTruthy();
  });
});
