import * as monthlyOffer from "@rimbun/api-client/monthly-offer";
import { withSiteConfig } from "./client.ts";

/** "Monthly instead" shown (answers the token) or taken (docs/product/monthly-giving.md#monthly-instead). */
export const countMonthlyOffer = withSiteConfig(monthlyOffer.countMonthlyOffer);
