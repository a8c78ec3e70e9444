import { Trans, useLingui } from "@lingui/react/macro";
import { type PaymentType, paymentTypeLabels, paymentTypes } from "@rimbun/domain/channels";
import { translateMessage as translateId } from "@rimbun/ui";
import { ChannelPicker } from "@rimbun/ui/channel-picker/channel-picker";
import { CoverFeeChoice } from "../cover-fee.tsx";
import type { StepProps } from "./step-props.ts";

/** Step 3: how to pay; monthly donors may first narrow the channels to automatic or reminded ones. */
export function PaymentStep({ state, err, update, fee }: StepProps & { fee: number | null }) {
  return (
    <div className="rb-stack">
      {state.kind === "monthly" && <PaymentTypeChoice state={state} update={update} />}
      <ChannelPicker
        kind={state.kind}
        paymentType={state.paymentType ?? undefined}
        value={state.paymentMethod}
        onChange={(code) => update("paymentMethod", code)}
        error={err("paymentMethod")}
      />
      <CoverFeeChoice state={state} update={update} fee={fee} />
    </div>
  );
}

function PaymentTypeChoice({ state, update }: Pick<StepProps, "state" | "update">) {
  const { i18n, t } = useLingui();
  return (
    <fieldset className="donation-flow__payment-types">
      <legend className="rb-field__label">
        <Trans>Show payment methods</Trans>
      </legend>
      <div className="rb-cluster">
        {([null, ...paymentTypes] as (PaymentType | null)[]).map((type) => (
          <label
            key={type ?? "all"}
            className={`donation-flow__chip${state.paymentType === type ? " is-checked" : ""}`}
          >
            <input
              type="radio"
              name="payment-type"
              checked={state.paymentType === type}
              onChange={() => {
                update("paymentType", type);
                update("paymentMethod", null);
              }}
            />
            {type === null ? t`All methods` : translateId(i18n, paymentTypeLabels[type])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
