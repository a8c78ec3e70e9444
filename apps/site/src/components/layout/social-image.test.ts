import { describe, expect, it } from "vitest";
import { fundraiserShareImage } from "../../features/fundraiser-page/share-links.ts";
import { defaultSocialImage, socialImageTags } from "./social-image.ts";

const absolute = (url: string) => new URL(url, "https://rimbun.test/").href;
const tagsOf = (image: Parameters<typeof socialImageTags>[0]) =>
  Object.fromEntries(
    socialImageTags(image, absolute).map((tag) => [`${tag.attribute}:${tag.key}`, tag.content]),
  );

describe("link preview tags", () => {
  it("a fundraiser page names the API's share image in its own language, absolute, with size and type", () => {
    for (const locale of ["id", "en"] as const) {
      const image = fundraiserShareImage(
        "https://api.rimbun.test",
        "siti-tanam",
        locale,
        "Siti: Tanam 100 pohon",
      );
      expect(tagsOf(image)).toEqual({
        "property:og:image": `https://api.rimbun.test/v1/site/fundraisers/siti-tanam/share.png?locale=${locale}`,
        "property:og:image:secure_url": `https://api.rimbun.test/v1/site/fundraisers/siti-tanam/share.png?locale=${locale}`,
        "property:og:image:type": "image/png",
        "property:og:image:width": "1200",
        "property:og:image:height": "630",
        "property:og:image:alt": "Siti: Tanam 100 pohon",
        "name:twitter:image": `https://api.rimbun.test/v1/site/fundraisers/siti-tanam/share.png?locale=${locale}`,
        "name:twitter:image:alt": "Siti: Tanam 100 pohon",
      });
    }
  });

  it("the site's own card and a bare address are made absolute; no size is claimed for the latter", () => {
    expect(tagsOf(defaultSocialImage)).toMatchObject({
      "property:og:image": "https://rimbun.test/og-image.png",
      "property:og:image:width": "1200",
      "name:twitter:image": "https://rimbun.test/og-image.png",
    });
    const bare = tagsOf("http://localhost:8787/v1/images/a/960.webp");
    expect(bare["property:og:image"]).toBe("http://localhost:8787/v1/images/a/960.webp");
    expect(bare).not.toHaveProperty("property:og:image:width");
    expect(bare).not.toHaveProperty("property:og:image:secure_url");
  });

  it("a slug is a path segment of the address, and the alt text is kept as data (Astro escapes attributes)", () => {
    const image = fundraiserShareImage(
      "https://api.rimbun.test",
      "a/../b?x",
      "en",
      `"><script>alert(1)</script>`,
    );
    expect(image.url).toBe("https://api.rimbun.test/v1/site/fundraisers/a%2F..%2Fb%3Fx/share.png?locale=en");
    expect(tagsOf(image)["property:og:image:alt"]).toBe(`"><script>alert(1)</script>`);
  });
});
