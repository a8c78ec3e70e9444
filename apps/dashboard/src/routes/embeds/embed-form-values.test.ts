import { messages } from "@rimbun/domain/messages";
import { describe, expect, it } from "vitest";
import {
  checkEmbedForm,
  colourProblem,
  type EmbedFormValues,
  emptyEmbedForm,
  firstErrorField,
} from "./embed-form-values.ts";

const filled = (overrides: Partial<EmbedFormValues> = {}): EmbedFormValues => ({
  ...emptyEmbedForm("id"),
  partner_name: "  SMA Negeri 1 Pontianak ",
  target_slug: "bersama-jaga-alam-kita",
  origins: "https://Sekolah.Example.sch.id/\n\nhttp://localhost:3000",
  reason: "Partnership signed in November",
  ...overrides,
});

describe("embed form check", () => {
  it("sends trimmed words, whole rupiah read in the reader's grouping and normalized sites", () => {
    const result = checkEmbedForm(filled({ presets: ["50.000", "Rp 100.000", "", "250000"] }), "id");
    expect(result.errors).toBeNull();
    expect(result.input).toEqual({
      partner_name: "SMA Negeri 1 Pontianak",
      allowed_origins: ["https://sekolah.example.sch.id", "http://localhost:3000"],
      target: { kind: "campaign", slug: "bersama-jaga-alam-kita" },
      locale: "id",
      presets: [50_000, 100_000, 250_000],
      colour: "#0b6e4f",
      show_meter: true,
      reason: "Partnership signed in November",
    });
  });

  it("reads English grouping for an English reader, where 50.000 is not whole rupiah", () => {
    expect(checkEmbedForm(filled({ presets: ["50,000", "", "", ""] }), "en").input?.presets).toEqual([
      50_000,
    ]);
    expect(checkEmbedForm(filled({ presets: ["50.000", "", "", ""] }), "en").errors?.["presets.0"]).toEqual({
      kind: "amount",
      min: 50_000,
      max: 100_000_000,
    });
  });

  it("refuses amounts outside the donation limits, the same amount twice and no amount at all", () => {
    const errors = checkEmbedForm(
      filled({ presets: ["10.000", "200.000.000", "75.000", "75.000"] }),
      "id",
    ).errors;
    expect(errors?.["presets.0"]?.kind).toBe("amount");
    expect(errors?.["presets.1"]?.kind).toBe("amount");
    expect(errors?.["presets.2"]).toBeUndefined();
    expect(errors?.["presets.3"]).toEqual({ kind: "duplicatePreset" });
    expect(checkEmbedForm(filled({ presets: ["", " ", "", ""] }), "id").errors?.presets).toEqual({
      kind: "noPreset",
    });
  });

  it("names the first site line the domain refuses, with the domain's reason", () => {
    const cases: [string, string][] = [
      ["https://partner.example/donate", messages.embedOrigin.id],
      ["http://partner.example", messages.embedOriginHttps.id],
      ["ftp://partner.example", messages.embedOrigin.id],
      ["partner.example", messages.embedOrigin.id],
      ["https://user:pw@partner.example", messages.embedOrigin.id],
      ["https://*.partner.example", messages.embedOrigin.id],
      ["https://partner.example; script-src *", messages.embedOrigin.id],
    ];
    for (const [bad, id] of cases) {
      const errors = checkEmbedForm(filled({ origins: `https://ok.example\n${bad}` }), "id").errors;
      expect(errors?.origins, bad).toEqual({ kind: "origin", line: 2, text: bad, id });
    }
    expect(checkEmbedForm(filled({ origins: " \n " }), "id").errors?.origins).toEqual({
      kind: "message",
      id: messages.embedOrigins.id,
    });
    const eleven = Array.from({ length: 11 }, (_, index) => `https://site${index}.example`).join("\n");
    expect(checkEmbedForm(filled({ origins: eleven }), "id").errors?.origins).toEqual({
      kind: "message",
      id: messages.embedOrigins.id,
    });
    // The same site written twice is sent once.
    const twice = checkEmbedForm(filled({ origins: "https://A.example/\nhttps://a.example" }), "id");
    expect(twice.input?.allowed_origins).toEqual(["https://a.example"]);
  });

  it("refuses a colour white words cannot be read on, with the ratio, and one that is not #rrggbb", () => {
    const pale = checkEmbedForm(filled({ colour: "#7fd3b0" }), "id").errors?.colour;
    expect(pale?.kind).toBe("contrast");
    expect(checkEmbedForm(filled({ colour: "green" }), "id").errors?.colour).toEqual({
      kind: "message",
      id: messages.embedColour.id,
    });
    expect(checkEmbedForm(filled({ colour: "#0B6E4F" }), "id").input?.colour).toBe("#0b6e4f");
  });

  it("asks for the reason, the partner and the target, and focuses the first problem in the form's order", () => {
    const errors = checkEmbedForm(
      filled({ partner_name: "", target_slug: "", reason: " ", colour: "#ffffff" }),
      "id",
    ).errors;
    expect(errors).toMatchObject({
      partner_name: { kind: "message", id: messages.embedPartnerName.id },
      target_slug: { kind: "message", id: messages.embedTarget.id },
      colour: { kind: "contrast" },
      reason: { kind: "message", id: messages.invalidReason.id },
    });
    expect(firstErrorField(errors ?? {})).toBe("partner_name");
    const reason = { kind: "message", id: messages.invalidReason.id } as const;
    expect(firstErrorField({ reason, origins: { kind: "noPreset" } })).toBe("origins");
  });
});

describe("the colour's problem", () => {
  it("gives the ratio of a colour too light for white words, rounded as WCAG computes it", () => {
    const problem = colourProblem("#777777");
    expect(problem?.kind).toBe("contrast");
    expect(problem?.kind === "contrast" ? problem.ratio : 0).toBeCloseTo(4.48, 2);
    expect(colourProblem("#767676")).toBeNull();
    expect(colourProblem("#12345")).toEqual({ kind: "message", id: messages.embedColour.id });
  });
});
