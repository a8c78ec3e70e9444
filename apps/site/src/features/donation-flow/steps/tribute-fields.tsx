import { useLingui } from "@lingui/react/macro";
import { jakartaDay } from "@rimbun/domain/dates";
import {
  normalizeTributeText,
  TRIBUTE_MESSAGE_MAX_LENGTH,
  tributeDayBounds,
  tributeQuickChoices,
} from "@rimbun/domain/tributes";
import { formatLongDate } from "@rimbun/i18n";
import { Button } from "@rimbun/ui/button/button";
import { Checkbox } from "@rimbun/ui/checkbox/checkbox";
import { FieldError, FieldHint, FieldLabel, useFieldIds } from "@rimbun/ui/field/field-parts";
import { TextField } from "@rimbun/ui/text-field/text-field";
import { useEffect } from "react";
import type { TributeDraft } from "../tribute-logic.ts";
import type { StepProps } from "./step-props.ts";

/**
 * The tribute's fields (loaded when the donor ticks the box): in honour or in memory, the person's name
 * and optional e-mail, a short message, the card's day (quick choices and a date picker, today up to a
 * year ahead), the card's language and whether the amount shows.
 */
export default function TributeFields({ state, err, update }: StepProps) {
  const { t, i18n } = useLingui();
  const tribute = state.tribute;
  const set = (changes: Partial<TributeDraft>) => update("tribute", { ...tribute, ...changes });
  useEffect(() => {
    if (!tribute.sendOn) update("tribute", { ...tribute, sendOn: jakartaDay(new Date()) });
  }, [tribute, update]);
  const locale = i18n.locale === "en" ? "en" : "id";
  return (
    <fieldset className="donation-flow__tribute-fields rb-stack">
      <legend className="donation-flow__wall-legend">{t`The person and their card`}</legend>
      <fieldset className="donation-flow__wall-display">
        <legend>{t`This gift is`}</legend>
        {(["honour", "memory"] as const).map((occasion) => (
          <label key={occasion} className="donation-flow__radio">
            <input
              type="radio"
              name="tribute_occasion"
              value={occasion}
              checked={tribute.occasion === occasion}
              onChange={() => set({ occasion })}
            />
            {occasion === "honour" ? t`In honour of someone` : t`In memory of someone`}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t`Their name`}
        name="tribute_name"
        required
        maxLength={200}
        value={tribute.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={err("tributeName")}
      />
      <TextField
        label={t`Their e-mail (optional)`}
        name="tribute_email"
        type="email"
        value={tribute.email}
        onChange={(e) => set({ email: e.currentTarget.value })}
        error={err("tributeEmail")}
        hint={t`Without it, the card comes to you to pass on. We use it for this card only.`}
      />
      <MessageField state={state} err={err} update={update} />
      <DayField state={state} err={err} update={update} />
      <div className="rb-field">
        <FieldLabel htmlFor="tribute-locale">{t`Language of the card`}</FieldLabel>
        <select
          id="tribute-locale"
          name="tribute_locale"
          className="rb-input"
          value={tribute.locale || locale}
          onChange={(e) => set({ locale: e.currentTarget.value === "en" ? "en" : "id" })}
        >
          <option value="id">Bahasa Indonesia</option>
          <option value="en">English</option>
        </select>
      </div>
      <Checkbox
        name="tribute_show_amount"
        label={t`Show the amount on the card and certificate`}
        checked={tribute.showAmount}
        onChange={(e) => set({ showAmount: e.currentTarget.checked })}
      />
    </fieldset>
  );
}

/** The short message, counted as the API counts it. */
function MessageField({ state, err, update }: StepProps) {
  const { t } = useLingui();
  const tribute = state.tribute;
  const set = (changes: Partial<TributeDraft>) => update("tribute", { ...tribute, ...changes });
  const left = TRIBUTE_MESSAGE_MAX_LENGTH - [...normalizeTributeText(tribute.message)].length;
  const messageError = err("tributeMessage");
  const message = useFieldIds("tribute-message", true, Boolean(messageError));
  return (
    <div className="rb-field">
      <FieldLabel htmlFor={message.controlId}>{t`Your message (optional)`}</FieldLabel>
      <textarea
        id={message.controlId}
        name="tribute_message"
        className="rb-input donation-flow__wall-message"
        rows={3}
        value={tribute.message}
        onChange={(e) => set({ message: e.currentTarget.value })}
        aria-invalid={messageError ? true : undefined}
        aria-describedby={message.describedBy}
      />
      <FieldHint id={message.hintId}>
        {left >= 0 ? t`${left} characters left` : t`${-left} characters too many`}
      </FieldHint>
      {messageError && <FieldError id={message.errorId} message={messageError} />}
    </div>
  );
}

/** The card's day: quick choices (today, tomorrow, the next Idul Fitri) and a date picker within a year. */
function DayField({ state, err, update }: StepProps) {
  const { t, i18n } = useLingui();
  const tribute = state.tribute;
  const set = (changes: Partial<TributeDraft>) => update("tribute", { ...tribute, ...changes });
  const now = new Date();
  const { min, max } = tributeDayBounds(now);
  const locale = i18n.locale === "en" ? "en" : "id";
  const quickLabels = { today: t`Today`, tomorrow: t`Tomorrow`, "idul-fitri": t`Idul Fitri` };
  const dayError = err("tributeSendOn");
  const day = useFieldIds("tribute-day", true, Boolean(dayError));
  return (
    <div className="rb-field">
      <FieldLabel htmlFor={day.controlId} required>
        {t`The day the card arrives`}
      </FieldLabel>
      <fieldset className="donation-flow__tribute-quick">
        <legend className="visually-hidden">{t`Quick choices`}</legend>
        {tributeQuickChoices(now).map(({ choice, day: value }) => (
          <Button
            key={choice}
            type="button"
            variant="secondary"
            size="small"
            aria-pressed={tribute.sendOn === value}
            onClick={() => set({ sendOn: value })}
          >
            {quickLabels[choice]}
          </Button>
        ))}
      </fieldset>
      <input
        id={day.controlId}
        name="tribute_send_on"
        type="date"
        className="rb-input"
        min={min}
        max={max}
        required
        value={tribute.sendOn}
        onChange={(e) => set({ sendOn: e.currentTarget.value })}
        aria-invalid={dayError ? true : undefined}
        aria-describedby={day.describedBy}
      />
      <FieldHint id={day.hintId}>
        {tribute.sendOn
          ? t`It arrives on ${formatLongDate(`${tribute.sendOn}T12:00:00+07:00`, locale)} at 09:00 (Jakarta), or as soon as you have paid for today.`
          : t`From today up to a year from now.`}
      </FieldHint>
      {dayError && <FieldError id={day.errorId} message={dayError} />}
    </div>
  );
}
