import type { RecurringDonation } from "../../lib/api.ts";

/** What each dialog of the recurring page receives: open or not, how to close, the plan as shown. */
export interface PlanDialogProps {
  open: boolean;
  onClose: () => void;
  plan: RecurringDonation;
}
