import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { campaigns, campaignUpdates, images, imageVariants } from "../platform/db/schema/index.ts";

type Localized = { id: string; en: string };

/** A mail client shows the photo at most 560 px wide: the widest WebP up to this is plenty. */
const MAIL_PHOTO_WIDTH = 960;

/** What an update mail needs of the update and its campaign. */
export interface CampaignUpdateForMail {
  id: string;
  campaignSlug: string;
  campaignTitle: Localized;
  /** Hidden by staff after it was posted: its mails that have not left yet are not sent. */
  hidden: boolean;
  body: Localized;
  /** `variantWidth`: the stored WebP width the mail links (`/v1/images/{id}/{width}.webp`). */
  photo: { id: string; width: number; height: number; variantWidth: number; alt: Localized } | null;
  fundsUsed: { amount: number; description: Localized } | null;
}

/** The update and its campaign, or null when there is none. */
export async function loadCampaignUpdateForMail(
  db: Database,
  updateId: string,
): Promise<CampaignUpdateForMail | null> {
  const [row] = await db
    .select({
      update: campaignUpdates,
      titleId: campaigns.titleId,
      titleEn: campaigns.titleEn,
      photoWidth: images.width,
      photoHeight: images.height,
    })
    .from(campaignUpdates)
    .innerJoin(campaigns, eq(campaigns.slug, campaignUpdates.campaignSlug))
    .leftJoin(images, eq(images.id, campaignUpdates.photoImageId))
    .where(eq(campaignUpdates.id, updateId))
    .limit(1);
  if (!row) return null;
  const { update } = row;
  let photo: CampaignUpdateForMail["photo"] = null;
  if (update.photoImageId && row.photoWidth && row.photoHeight) {
    const widths = await db
      .select({ width: imageVariants.width })
      .from(imageVariants)
      .where(and(eq(imageVariants.imageId, update.photoImageId), eq(imageVariants.format, "webp")))
      .orderBy(sql`${imageVariants.width} asc`);
    const fitting = widths.filter((variant) => variant.width <= MAIL_PHOTO_WIDTH).at(-1) ?? widths[0];
    if (fitting) {
      photo = {
        id: update.photoImageId,
        width: row.photoWidth,
        height: row.photoHeight,
        variantWidth: fitting.width,
        alt: { id: update.photoAltId, en: update.photoAltEn },
      };
    }
  }
  return {
    id: update.id,
    campaignSlug: update.campaignSlug,
    campaignTitle: { id: row.titleId, en: row.titleEn },
    hidden: update.hiddenAt !== null,
    body: { id: update.bodyId, en: update.bodyEn },
    photo,
    fundsUsed:
      update.fundsUsedAmount !== null
        ? {
            amount: update.fundsUsedAmount,
            description: { id: update.fundsUsedId ?? "", en: update.fundsUsedEn ?? "" },
          }
        : null,
  };
}
