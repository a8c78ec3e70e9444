import { useLingui } from "@lingui/react/macro";
import { PhoneField } from "@rimbun/ui/phone-field/phone-field";
import { TextField } from "@rimbun/ui/text-field/text-field";
import { PrivacyNote } from "../../../islands/privacy-note.tsx";
import type { StepProps } from "./step-props.ts";
import { TributeToggle } from "./tribute-toggle.tsx";
import { WallFields } from "./wall-fields.tsx";
import { WhatsAppToggle } from "./whatsapp-toggle.tsx";

/** Step 2: who gives (name, e-mail for the receipts, phone after +62), and their message for the donor wall. */
export function PersonalStep({ state, err, update }: StepProps) {
  const { t } = useLingui();
  return (
    <div className="rb-stack">
      <TextField
        label={t`Full name`}
        name="name"
        autoComplete="name"
        required
        value={state.name}
        onChange={(e) => update("name", e.currentTarget.value)}
        error={err("name")}
      />
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={state.email}
        onChange={(e) => update("email", e.currentTarget.value)}
        error={err("email")}
        hint={
          state.kind === "monthly"
            ? t`Your receipts and your dashboard access arrive here.`
            : t`Your receipt arrives here.`
        }
      />
      <PhoneField
        label={t`Phone number`}
        name="phone"
        required
        value={state.phone}
        onChange={(digits) => update("phone", digits)}
        error={err("phone")}
      />
      <WhatsAppToggle state={state} err={err} update={update} />
      <WallFields state={state} err={err} update={update} />
      <TributeToggle state={state} err={err} update={update} />
      <PrivacyNote />
    </div>
  );
}
