import { useLingui } from "@lingui/react/macro";
import { Checkbox } from "@rimbun/ui/checkbox/checkbox";
import type { StepProps } from "./step-props.ts";

/**
 * Monthly's "Remind me on WhatsApp" (docs/product/donation-flow.md#whatsapp-reminders): off until the donor
 * turns it on, for the number just above; it says that nothing is sent before the first payment and that
 * WhatsApp asks them to confirm by replying.
 */
export function WhatsAppToggle({ state, update }: StepProps) {
  const { t } = useLingui();
  if (state.kind !== "monthly") return null;
  return (
    <Checkbox
      className="donation-flow__whatsapp"
      name="whatsapp_reminders"
      role="switch"
      label={t`Remind me on WhatsApp`}
      hint={t`Monthly reminders and receipts on WhatsApp, to the number above. After your first payment we send one message asking you to confirm: reply YA (or YES). Reply BERHENTI (or STOP) at any time to stop.`}
      checked={state.whatsAppReminders === true}
      onChange={(event) => update("whatsAppReminders", event.currentTarget.checked)}
    />
  );
}
