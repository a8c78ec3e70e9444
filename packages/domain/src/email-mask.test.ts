import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskEmail } from "./email-mask.ts";

describe("maskEmail", () => {
  it.each([
    ["budi@mail.com", "b****@mail.com"],
    ["budi.santoso@mail.com", "b****@mail.com"],
    ["a@mail.com", "a****@mail.com"],
    ["ab@x.co", "a****@x.co"],
    ["nodomain", "n****"],
    ["", "****"],
    ["@mail.com", "****@mail.com"],
    ["  siti@mail.com ", "s****@mail.com"],
    ["a@b@mail.com", "a****@mail.com"],
  ])("%j -> %j", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it("keeps the first character and the domain, shows at least four stars and nothing else", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9._+-]{1,40}$/),
        fc.stringMatching(/^[a-z0-9-]{1,20}\.[a-z]{2,6}$/),
        (local, domain) => {
          const masked = maskEmail(`${local}@${domain}`);
          expect(masked.startsWith(local.charAt(0))).toBe(true);
          expect(masked.endsWith(`@${domain}`)).toBe(true);
          const hidden = masked.slice(1, masked.length - domain.length - 1);
          expect(hidden).toMatch(/^\*{4,}$/);
          // Nothing of the local part beyond its first character leaks, not even its length.
          expect(masked.length).toBe(1 + 4 + 1 + domain.length);
        },
      ),
    );
  });
});
