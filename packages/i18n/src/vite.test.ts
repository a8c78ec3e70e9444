import { setupI18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";

describe("linguiMacros", () => {
  it("compiles a msg macro into a descriptor with a generated id", () => {
    const descriptor = msg`Donate now`;
    expect(descriptor.id).toMatch(/^[\w+/-]{6}$/);
    const i18n = setupI18n({ locale: "id", messages: { id: { [descriptor.id]: "Donasi sekarang" } } });
    expect(i18n._(descriptor)).toBe("Donasi sekarang");
  });
});
