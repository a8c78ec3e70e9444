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

type Channel = (typeof channels)[number];

/** Why a channel cannot be chosen for this donation, in words; null when it can. */
function useChannelReason(
  kind: DonationKind,
  paymentType: PaymentType | undefined,
  unavailable: Partial<Record<ChannelCode, string>>,
): (code: ChannelCode, type: PaymentType) => string | null {
  const { i18n, t } = useLingui();
  const kindReason: Record<DonationKind, string> = {
    monthly: t`Not available for monthly donations`,
    single: t`Not available for single donations`,
    boost: t`Not available for boost donations`,
  };
  return (code, type) => {
    const extra = unavailable[code];
    if (extra) return extra;
    if (!isChannelAvailable(code, kind)) return kindReason[kind];
    if (paymentType && !isChannelAvailable(code, kind, paymentType)) {
      const chosen = translateMessage(i18n, paymentTypeLabels[paymentType]);
      const own = translateMessage(i18n, paymentTypeLabels[type]);
      return t`${own} channel, you chose ${chosen}`;
    }
    return null;
  };
}

/** One channel: a radio hidden inside its label row, with its payment type and, when off, the reason. */
function ChannelChoice({
  channel,
  name,
  checked,
  reason,
  reasonId,
  invalid,
  onPick,
}: {
  channel: Channel;
  name: string;
  checked: boolean;
  reason: string | null;
  reasonId: string;
  invalid: boolean;
  onPick: (code: ChannelCode) => void;
}) {
  const { i18n } = useLingui();
  const disabled = reason !== null;
  return (
    <label
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
        aria-invalid={invalid ? true : undefined}
        onChange={() => onPick(channel.channelCode)}
      />
      <span className="rb-choice__check" aria-hidden="true">
        {checked && <Check size={14} strokeWidth={3} />}
      </span>
      <span className="rb-choice__title">{channel.name}</span>
      <span className="rb-choice__meta">{translateMessage(i18n, paymentTypeLabels[channel.type])}</span>
      {reason && (
        <span className="rb-choice__note" id={reasonId}>
          {reason}
        </span>
      )}
    </label>
  );
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
  const reasonFor = useChannelReason(kind, paymentType, unavailable);

  return (
    <fieldset className="rb-channel-picker" id={controlId} aria-describedby={error ? errorId : undefined}>
      <legend className="rb-field__label">{legend ?? t`Payment method`}</legend>
      {channelGroups.map((group) => (
        <fieldset className="rb-channel-picker__group" key={group}>
          <legend className="rb-channel-picker__group-title">
            {translateMessage(i18n, channelGroupLabels[group])}
          </legend>
          <div className="rb-channel-picker__options">
            {channels
              .filter((channel) => channel.group === group)
              .map((channel) => (
                <ChannelChoice
                  key={channel.channelCode}
                  channel={channel}
                  name={name}
                  checked={value === channel.channelCode}
                  reason={reasonFor(channel.channelCode, channel.type)}
                  reasonId={`${controlId}-${channel.channelCode}-reason`}
                  invalid={Boolean(error)}
                  onPick={onChange}
                />
              ))}
          </div>
        </fieldset>
      ))}
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}
