import type { Router } from "../../platform/http/openapi.ts";
import { registerCampaignWall, registerFundraiserWall } from "./wall-public.ts";
import {
  registerWallApprove,
  registerWallHide,
  registerWallPageDismiss,
  registerWallQueue,
  registerWallRestore,
} from "./wall-staff.ts";
import { registerWallAamiin, registerWallMessageReport, registerWallPageReport } from "./wall-visitors.ts";

/** The donor wall's routes (docs/product/fundraisers.md#donor-wall). */
export function registerDonorWall(app: Router): void {
  registerCampaignWall(app);
  registerFundraiserWall(app);
  registerWallAamiin(app);
  registerWallMessageReport(app);
  registerWallPageReport(app);
  registerWallQueue(app);
  registerWallApprove(app);
  registerWallHide(app);
  registerWallRestore(app);
  registerWallPageDismiss(app);
}
