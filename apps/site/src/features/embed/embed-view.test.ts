import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { PublicEmbed } from "../../lib/server/site-embeds.ts";
import { embedOptions, embedView, readPresets } from "./embed-view.ts";

const embed: PublicEmbed = {
  id: "ABCDEFGHJK",
  locale: "id",
  presets: [75_000, 150_000],
  colour: "#0b6e4f",
  show_meter: false,
  allowed_origins: ["https://partner.example"],
  target: { kind: "campaign", slug: "jaga-alam", title: { id: "Jaga Alam", en: "Protect Nature" } },
  meter: { raised_idr: 1_250_000, goal_idr: 5_000_000, donors: 12 },
};

describe("embedOptions", () => {
  it("takes the code's defaults without overrides", () => {
    expect(embedOptions(embed, {})).toEqual({
      locale: "id",
      presets: [75_000, 150_000],
      colour: "#0b6e4f",
      showMeter: false,
      ignored: [],
    });
  });

  it("takes each valid override from the snippet", () => {
    const options = embedOptions(embed, {
      locale: "en",
      presets: "50000, 100000",
      colour: "#1E5C33",
      meter: "true",
    });
    expect(options).toEqual({
      locale: "en",
      presets: [50_000, 100_000],
      colour: "#1e5c33",
      showMeter: true,
      ignored: [],
    });
  });

  it("ignores and names what is not valid: a colour white text cannot be read on, amounts out of the limits", () => {
    const options = embedOptions(embed, {
      locale: "fr",
      presets: "10000,50000",
      colour: "#ffff00",
      meter: "yes",
    });
    expect(options.locale).toBe("id");
    expect(options.presets).toEqual([75_000, 150_000]);
    expect(options.colour).toBe("#0b6e4f");
    expect(options.showMeter).toBe(false);
    expect(options.ignored).toEqual(["data-locale", "data-presets", "data-colour", "data-meter"]);
  });

  it("refuses a colour built to break out of the style attribute", () => {
    expect(embedOptions(embed, { colour: "#000000;background:url(x)" }).colour).toBe("#0b6e4f");
  });
});

describe("readPresets", () => {
  it("takes 1 to 4 distinct whole amounts a single gift may be", () => {
    expect(readPresets("50000")).toEqual([50_000]);
    expect(readPresets("50000,100000,250000,500000")).toHaveLength(4);
    expect(readPresets("50000,100000,250000,500000,750000")).toBeNull();
    expect(readPresets("50000,50000")).toBeNull();
    expect(readPresets("50000.5")).toBeNull();
    expect(readPresets("-50000")).toBeNull();
    expect(readPresets("100000000000")).toBeNull();
    expect(readPresets("")).toBeNull();
  });
});

describe("embedView", () => {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  it("writes the meter's figures and the preset buttons in the chosen language", () => {
    const view = embedView(embed, { locale: "en", meter: "true", presets: "50000" }, () => i18n);
    expect(view.title).toBe("Protect Nature");
    expect(view.meter?.percent).toBe(25);
    expect(view.meter?.text).toBe("Rp\u00a01,250,000 raised of Rp\u00a05,000,000");
    expect(view.presets).toEqual([
      { amount: 50_000, text: "Rp\u00a050,000", label: "Donate Rp\u00a050,000" },
    ]);
    expect(view.words.dialogTitle).toBe("Donate to Protect Nature");
  });

  it("shows no percent without a goal", () => {
    const noGoal = { ...embed, meter: { ...embed.meter, goal_idr: null } };
    const view = embedView(noGoal, { meter: "true" }, () => i18n);
    expect(view.meter?.percent).toBeNull();
  });
});
