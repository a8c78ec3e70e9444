import { useLingui } from "@lingui/react/macro";
import { Checkbox } from "@rimbun/ui/checkbox/checkbox";
import { lazy, Suspense } from "react";
import { tributeOffered } from "../tribute-logic.ts";
import type { StepProps } from "./step-props.ts";

// The fields load when the donor ticks the box, not with the page (docs/decisions/light-pages.md).
const TributeFields = lazy(() => import("./tribute-fields.tsx"));

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
      {tribute.on && (
        <Suspense fallback={<p className="rb-note">{t`Loading…`}</p>}>
          <TributeFields state={state} err={err} update={update} />
        </Suspense>
      )}
    </div>
  );
}
