import { MAX_NAME_LENGTH } from "@rimbun/domain/constants";
import { createI18n } from "@rimbun/i18n";
import { describe, expect, it } from "vitest";
import { translateMessage } from "./translate.ts";

describe("translateMessage", () => {
  it("names the domain's limit in the reader's digits (not a bare 'This text is too long.')", async () => {
    const en = await createI18n("en", ["domain"]);
    const id = await createI18n("id", ["domain"]);
    expect(translateMessage(en, "invalid.nameTooLong")).toBe(
      `Please keep this to ${MAX_NAME_LENGTH} characters or fewer.`,
    );
    expect(translateMessage(id, "invalid.nameTooLong")).toBe(
      `Tulis paling banyak ${MAX_NAME_LENGTH} karakter, ya.`,
    );
  });
});
