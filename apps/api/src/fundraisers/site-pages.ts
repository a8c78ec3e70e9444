import type { PublicFundraiserPage } from "@rimbun/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Services } from "../platform/context.ts";
import { fundraiserPages, users } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";
import { pageCommon, pageRelations } from "./pages.ts";
import { shownPage } from "./teams.ts";

/**
 * GET /v1/site/fundraisers/{slug}: a shown page with its figures (from the running totals), its campaign's
 * title and its owner's name and avatar (never an e-mail or phone). Anything else is a real 404
 * (docs/product/fundraisers.md#pages).
 */
export async function getSiteFundraiserPage(services: Services, slug: string): Promise<PublicFundraiserPage> {
  const [found] = await services.db
    .select({ page: fundraiserPages, ownerName: users.name, ownerAvatar: users.avatar })
    .from(fundraiserPages)
    .leftJoin(users, and(eq(users.id, fundraiserPages.ownerUserId), isNull(users.deletedAt)))
    .where(and(eq(fundraiserPages.slug, slug), shownPage()))
    .limit(1);
  if (!found) throw new ApiError("NOT_FOUND");
  const { page } = found;
  const relations = await pageRelations(services, [page]);
  const { gifts: _gifts, ...common } = pageCommon(page, relations);
  const status = page.status === "paused" ? "paused" : "live";
  return {
    ...common,
    status,
    accepts_gifts: status === "live",
    owner: { display_name: found.ownerName ?? "", avatar: found.ownerAvatar ?? null },
  };
}
