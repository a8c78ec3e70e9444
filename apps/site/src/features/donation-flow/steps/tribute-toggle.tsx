import { useLingui } from "@lingui/react/macro";
import { Checkbox } from "@rimbun/ui/checkbox/checkbox";
import { tributeOffered } from "../tribute-logic.ts";
import type { StepProps } from "./step-props.ts";

// Bundled with the flow, not behind `import()`: a lazy chunk made the bundler split a module the landing
// shares into a chunk of its own, which cost the landing more than the fields cost this page
// (docs/decisions.md#tribute-cards).
import TributeFields from "./tribute-fields.tsx";

/** Step 2's "in someone's name" box (docs/product/donation-flow.md#gifts-in-someones-name) and, ticked, its fields. */
export function TributeToggle({ state, err, update }: StepProps) {
  const { t } = useLingui();
  if (!tributeOffered(state.kind)) return null;
  const tribute = state.tribute;
  return (
    <div className="donation-flow__tribute rb-stack">
      <Checkbox
        name="tribute_on"
        label={t`Give in someone's name`}
        hint={t`In honour or in memory of a person: they receive an e-card on the day you choose.`}
        checked={tribute.on}
        onChange={(e) => update("tribute", { ...tribute, on: e.currentTarget.checked })}
      />
      {tribute.on && <TributeFields state={state} err={err} update={update} />}
    </div>
  );
}
