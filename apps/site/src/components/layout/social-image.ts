/**
 * The picture link previews (WhatsApp, Facebook, X) show for a page. With its size and type the preview
 * is laid out before the picture arrives, and Facebook shows it on the first share.
 */
export interface SocialImage {
  url: string;
  width?: number;
  height?: number;
  type?: string;
  alt?: string;
}

/** The site's own card (public/og-image.png) for pages without a picture of their own. */
export const defaultSocialImage: SocialImage = {
  url: "/og-image.png",
  width: 1200,
  height: 630,
  type: "image/png",
};

export interface MetaTag {
  /** Open Graph tags are `property`, X's are `name`. */
  attribute: "property" | "name";
  key: string;
  content: string;
}

/** The og:image and twitter:image tags of `image`, its address made absolute by `absolute`. */
export function socialImageTags(image: string | SocialImage, absolute: (url: string) => string): MetaTag[] {
  const picture = typeof image === "string" ? { url: image } : image;
  const url = absolute(picture.url);
  const tags: MetaTag[] = [{ attribute: "property", key: "og:image", content: url }];
  const og = (key: string, content: string | number | undefined) => {
    if (content !== undefined && content !== "")
      tags.push({ attribute: "property", key: `og:image:${key}`, content: String(content) });
  };
  if (url.startsWith("https:")) og("secure_url", url);
  og("type", picture.type);
  og("width", picture.width);
  og("height", picture.height);
  og("alt", picture.alt);
  tags.push({ attribute: "name", key: "twitter:image", content: url });
  if (picture.alt) tags.push({ attribute: "name", key: "twitter:image:alt", content: picture.alt });
  return tags;
}
