import { describe, expect, it } from "vitest";
import { checkAnswer } from "#check-answers";

// Tests resolve `#check-answers` like development does; production builds get the module without it.
describe("answers checked against the contract in development and tests", () => {
  it("passes an answer that matches and names the call of one that does not", async () => {
    await expect(checkAnswer?.("fetchSession", null)).resolves.toBeNull();
    await expect(checkAnswer?.("fetchSession", { email: "a@b.test", role: "owner" })).rejects.toThrow(
      /fetchSession/,
    );
  });
});
