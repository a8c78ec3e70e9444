import * as monthlyOffer from "@rimbun/api-client/monthly-offer";
import { withSiteConfig } from "./client.ts";

/** "Monthly instead" shown (answers the token) or taken (docs/product/donation-flow.md#monthly-instead). */
export const countMonthlyOffer = withSiteConfig(monthlyOffer.countMonthlyOffer);
