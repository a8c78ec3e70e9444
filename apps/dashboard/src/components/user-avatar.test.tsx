import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UserAvatar } from "./user-avatar.tsx";

describe("UserAvatar", () => {
  it("shows whole emoji as initials, never half a surrogate pair", () => {
    const { container } = render(<UserAvatar name="Sari 🌱" />);
    expect(container.textContent).toBe("S🌱");
    expect(container.textContent).not.toContain("\uFFFD");
  });
});
