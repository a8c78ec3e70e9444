import type { MessageId } from "@rimbun/domain/messages";
import type { DonationFlowState, FlowField, UpdateField } from "../donation-flow-logic.ts";

/** What every step shows and changes: the entries, their errors (message ids), and the update. */
export interface StepProps {
  state: DonationFlowState;
  err: (field: FlowField) => MessageId | null;
  update: UpdateField;
}
