import { useLingui } from "@lingui/react/macro";
import {
  type ChannelCode,
  channelGroupLabels,
  channelGroups,
  channels,
  isChannelAvailable,
  type PaymentType,
  paymentTypeLabels,
} from "@rimbun/domain/channels";
import type { DonationKind } from "@rimbun/domain/donations";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { FieldError, useFieldIds } from "../field/field-parts.tsx";
import { translateMessage } from "../field/translate.ts";

export interface ChannelPickerProps {
  kind: DonationKind;
  /**
   * Only recurring or only reminder channels are selectable; none = all
   * (docs/product/donation-flow.md#payment-channels).
   */
  paymentType?: PaymentType | undefined;
  value: string | null;
  onChange: (channelCode: ChannelCode) => void;
  error?: string | null | undefined;
  legend?: ReactNode;
  name?: string;
  id?: string;
  /** Extra reasons to switch a channel off (e.g. a provider outage), already translated. */
  unavailable?: Partial<Record<ChannelCode, string>>;
}

/**
 * Every channel of the catalogue, grouped in its order (docs/product/donation-flow.md#payment-channels).
 * Channels the donation cannot use stay visible, disabled, with the reason in words, so a donor looking for
 * GoPay on a monthly plan learns why. Native radios sharing one name give arrow-key navigation across the
 * whole list.
 */
export function ChannelPicker({
  kind,
  paymentType,
  value,
  onChange,
  error,
  legend,
  name = "payment_methods",
  id,
  unavailable = {},
}: ChannelPickerProps) {
  const { i18n, t } = useLingui();
  const { controlId, errorId } = useFieldIds(id, false, Boolean(error));

  const kindReason: Record<DonationKind, string> = {
    monthly: t`Not available for monthly donations`,
    single: t`Not available for single donations`,
    boost: t`Not available for boost donations`,
  };

  function reasonFor(code: ChannelCode, type: PaymentType): string | null {
    const extra = unavailable[code];
    if (extra) return extra;
    if (!isChannelAvailable(code, kind)) return kindReason[kind];
    if (paymentType && !isChannelAvailable(code, kind, paymentType)) {
      const chosen = translateMessage(i18n, paymentTypeLabels[paymentType]);
      const own = translateMessage(i18n, paymentTypeLabels[type]);
      return t`${own} channel, you chose ${chosen}`;
    }
    return null;
  }

  return (
    <fieldset className="rb-channel-picker" id={controlId} aria-describedby={error ? errorId : undefined}>
      <legend className="rb-field__label">{legend ?? t`Payment method`}</legend>
      {channelGroups.map((group) => {
        const members = channels.filter((channel) => channel.group === group);
        return (
          <fieldset className="rb-channel-picker__group" key={group}>
            <legend className="rb-channel-picker__group-title">
              {translateMessage(i18n, channelGroupLabels[group])}
            </legend>
            <div className="rb-channel-picker__options">
              {members.map((channel) => {
                const reason = reasonFor(channel.channelCode, channel.type);
                const disabled = reason !== null;
                const checked = value === channel.channelCode;
                const reasonId = `${controlId}-${channel.channelCode}-reason`;
                return (
                  <label
                    key={channel.channelCode}
                    className={`rb-choice rb-choice--row${checked ? " rb-choice--checked" : ""}${disabled ? " rb-choice--disabled" : ""}`}
                  >
                    <input
                      type="radio"
                      className="visually-hidden"
                      name={name}
                      value={channel.channelCode}
                      checked={checked}
                      disabled={disabled}
                      aria-describedby={disabled ? reasonId : undefined}
                      aria-invalid={error ? true : undefined}
                      onChange={() => onChange(channel.channelCode)}
                    />
                    <span className="rb-choice__check" aria-hidden="true">
                      {checked && <Check size={14} strokeWidth={3} />}
                    </span>
                    <span className="rb-choice__title">{channel.name}</span>
                    <span className="rb-choice__meta">
                      {translateMessage(i18n, paymentTypeLabels[channel.type])}
                    </span>
                    {reason && (
                      <span className="rb-choice__note" id={reasonId}>
                        {reason}
                      </span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}
